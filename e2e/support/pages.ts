/** Every sidebar page of the spec (section 2), then the Community group's, and its deep link. */
export const PAGES = [
  { title: 'Factory Overview', path: '/game' },
  { title: 'Power & Operations', path: '/game/power' },
  { title: 'Production Chain', path: '/game/production-chain' },
  { title: 'Financial Dashboard', path: '/game/finances' },
  { title: 'Production Analytics', path: '/game/analytics' },
  { title: 'Inventory', path: '/game/inventory' },
  { title: 'Achievements', path: '/game/achievements' },
  { title: 'Overview', path: '/game/factory' },
  { title: 'Your Machines', path: '/game/machines' },
  { title: 'Capacity Control', path: '/game/capacity' },
  { title: 'Workforce', path: '/game/workforce' },
  { title: 'Maintenance', path: '/game/maintenance' },
  { title: 'Buy & Sell', path: '/game/market' },
  { title: 'Price History', path: '/game/market/history' },
  { title: 'Market Trends', path: '/game/market/trends' },
  { title: 'Contracts', path: '/game/contracts' },
  { title: 'Global Rankings', path: '/game/leaderboard' },
  { title: 'Top Achievers', path: '/game/leaderboard/achievers' },
  { title: 'Player Stats', path: '/game/leaderboard/stats' },
  // Community (players' talk, issue 34).
  { title: 'Chat', path: '/game/chat' },
  { title: 'Messages', path: '/game/messages' },
] as const;

export const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
