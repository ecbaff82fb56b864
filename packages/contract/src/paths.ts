/**
 * Every JSON route of the API: its method and path, under one name. The server registers its
 * routes from these and the web client calls them by name (`call('sell', { body })`); nothing
 * else writes an '/api/…' path (a lint rule holds it). Plain data, no zod: the browser bundle
 * imports it as values, and takes each endpoint's schemas as types only (endpoints.ts).
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Path {
  readonly method: Method;
  /** Fastify's syntax: `:name` is a path parameter. */
  readonly path: `/api/${string}`;
}

export const paths = {
  health: { method: 'GET', path: '/api/health' },

  register: { method: 'POST', path: '/api/auth/register' },
  login: { method: 'POST', path: '/api/auth/login' },
  // better-auth's own, the only ones of it the game exposes (routes/better-auth.ts).
  signUpEmail: { method: 'POST', path: '/api/auth/sign-up/email' },
  signInEmail: { method: 'POST', path: '/api/auth/sign-in/email' },
  signOut: { method: 'POST', path: '/api/auth/sign-out' },
  getSession: { method: 'GET', path: '/api/auth/get-session' },
  // A forgotten password (routes/recovery.ts): the game's own routes over better-auth's reset.
  recovery: { method: 'GET', path: '/api/auth/recovery' },
  requestPasswordReset: { method: 'POST', path: '/api/auth/recovery/request' },
  askOperator: { method: 'POST', path: '/api/auth/recovery/ask' },
  checkResetLink: { method: 'POST', path: '/api/auth/recovery/check' },
  resetPassword: { method: 'POST', path: '/api/auth/recovery/reset' },

  myFactory: { method: 'GET', path: '/api/factory/my-factory' },
  factoryState: { method: 'GET', path: '/api/factory/state' },
  tickInfo: { method: 'GET', path: '/api/factory/tick-info' },
  events: { method: 'GET', path: '/api/events' },

  buildMachine: { method: 'POST', path: '/api/factory/build-machine' },
  upgradeMachine: { method: 'POST', path: '/api/factory/upgrade-machine' },
  updateMachineCapacities: { method: 'POST', path: '/api/factory/update-machine-capacities' },
  repairMachine: { method: 'POST', path: '/api/factory/repair-machine' },
  scheduleMaintenance: { method: 'POST', path: '/api/factory/schedule-maintenance' },
  emergencyRepair: { method: 'POST', path: '/api/factory/emergency-repair' },
  scrapMachine: { method: 'POST', path: '/api/factory/scrap-machine' },
  emergencyLoan: { method: 'POST', path: '/api/factory/emergency-loan' },
  // The factory's standing instructions: settings, so PUT (the whole list, or the switch).
  standingOrders: { method: 'PUT', path: '/api/factory/standing-orders' },
  autoMaintenance: { method: 'PUT', path: '/api/factory/auto-maintenance' },
  chooseSite: { method: 'POST', path: '/api/factory/site' },
  extendFloor: { method: 'POST', path: '/api/factory/floor' },

  powerGrid: { method: 'GET', path: '/api/factory/power-grid-status' },
  operatingCosts: { method: 'GET', path: '/api/factory/operating-costs' },
  laborCosts: { method: 'GET', path: '/api/factory/labor-costs' },
  machineEfficiency: { method: 'GET', path: '/api/factory/machine-efficiency' },
  loanTerms: { method: 'GET', path: '/api/factory/loan-terms' },
  scrapValue: { method: 'GET', path: '/api/factory/scrap-value/:machineId' },
  maintenanceAnalysis: { method: 'GET', path: '/api/factory/maintenance-analysis/:machineId' },

  financialStatement: { method: 'GET', path: '/api/factory/financial-statement' },
  maintenanceHistory: { method: 'GET', path: '/api/factory/maintenance-history/:machineId' },
  visit: { method: 'POST', path: '/api/factory/visit' },
  awaySummary: { method: 'GET', path: '/api/factory/away-summary' },
  /** The last away window carried on to now: the summary reopened by hand. */
  awayToNow: { method: 'GET', path: '/api/factory/away-summary/now' },

  productionHistory: { method: 'GET', path: '/api/analytics/production-history' },
  factoryStats: { method: 'GET', path: '/api/analytics/factory-stats' },
  /** Production Chain across factories: what the factory bought and sold, and from whom. */
  tradePartners: { method: 'GET', path: '/api/analytics/trade-partners' },

  workers: { method: 'GET', path: '/api/workers' },
  workforceAnalysis: { method: 'GET', path: '/api/workers/analysis' },
  hiringCosts: { method: 'GET', path: '/api/workers/hiring-costs' },
  hire: { method: 'POST', path: '/api/workers/hire' },
  hireMissing: { method: 'POST', path: '/api/workers/hire-missing' },
  dismiss: { method: 'DELETE', path: '/api/workers/:id' },
  assign: { method: 'PATCH', path: '/api/workers/:id/assign' },

  marketPrices: { method: 'GET', path: '/api/market/prices' },
  sell: { method: 'POST', path: '/api/market/sell' },
  buy: { method: 'POST', path: '/api/market/buy' },
  marketHistory: { method: 'GET', path: '/api/market/history' },
  marketTrends: { method: 'GET', path: '/api/market/trends' },
  exchangeBook: { method: 'GET', path: '/api/market/offers' },
  listOffer: { method: 'POST', path: '/api/market/offers' },
  cancelOffer: { method: 'DELETE', path: '/api/market/offers/:id' },
  exchangeBuy: { method: 'POST', path: '/api/market/exchange/buy' },
  myOffers: { method: 'GET', path: '/api/market/my-offers' },
  myTrades: { method: 'GET', path: '/api/market/my-trades' },
  // Bids (buy orders) on the exchange (issue 48): the book of bids, a bid, a cancel, a sale into them.
  exchangeBids: { method: 'GET', path: '/api/market/bids' },
  placeBid: { method: 'POST', path: '/api/market/bids' },
  cancelBid: { method: 'DELETE', path: '/api/market/bids/:id' },
  myBids: { method: 'GET', path: '/api/market/my-bids' },
  exchangeSell: { method: 'POST', path: '/api/market/exchange/sell' },

  leaderboard: { method: 'GET', path: '/api/leaderboard/top-factories' },
  topAchievers: { method: 'GET', path: '/api/leaderboard/top-achievers' },
  season: { method: 'GET', path: '/api/leaderboard/season' },
  hallOfFame: { method: 'GET', path: '/api/leaderboard/hall-of-fame' },
  achievementStats: { method: 'GET', path: '/api/achievements/stats' },
  playerStats: { method: 'GET', path: '/api/analytics/player-stats' },
  factoryProfile: { method: 'GET', path: '/api/factories/:id/profile' },
  reportName: { method: 'POST', path: '/api/factories/:id/report-name' },

  dailyChallenge: { method: 'GET', path: '/api/challenges/daily' },
  claimChallenge: { method: 'POST', path: '/api/challenges/complete' },

  account: { method: 'GET', path: '/api/account' },
  factoryName: { method: 'POST', path: '/api/account/factory-name' },
  changePassword: { method: 'POST', path: '/api/account/change-password' },
  signOutEverywhere: { method: 'POST', path: '/api/account/sign-out-everywhere' },
  endSession: { method: 'DELETE', path: '/api/account/sessions/:id' },
  deleteAccount: { method: 'POST', path: '/api/account/delete' },

  // Web Push on this device: settings, so PUT; leaving is a POST (it names the device in its body).
  pushSettings: { method: 'GET', path: '/api/push' },
  pushSubscribe: { method: 'PUT', path: '/api/push/subscription' },
  pushUnsubscribe: { method: 'POST', path: '/api/push/unsubscribe' },
  quietHours: { method: 'PUT', path: '/api/push/quiet-hours' },

  adminTick: { method: 'POST', path: '/api/admin/tick' },
  // The operator's (routes/admin-players.ts): a 404 to anyone else.
  adminPlayers: { method: 'GET', path: '/api/admin/players' },
  renamePlayer: { method: 'POST', path: '/api/admin/players/:factoryId/rename' },
  suspendPlayer: { method: 'POST', path: '/api/admin/players/:factoryId/suspend' },
  unsuspendPlayer: { method: 'POST', path: '/api/admin/players/:factoryId/unsuspend' },
  dismissNameReports: { method: 'POST', path: '/api/admin/players/:factoryId/dismiss-name-reports' },
  operatorAudit: { method: 'GET', path: '/api/admin/audit' },
  nameReports: { method: 'GET', path: '/api/admin/name-reports' },
  passwordHelp: { method: 'GET', path: '/api/admin/password-help' },
  dismissPasswordHelp: { method: 'POST', path: '/api/admin/players/:factoryId/dismiss-password-help' },
  adminFairPlay: { method: 'GET', path: '/api/admin/fair-play' },
  // Operator rights (routes/admin-operators.ts): the list for operators, the grants for ADMIN_TOKEN alone.
  listOperators: { method: 'GET', path: '/api/admin/operators' },
  grantOperator: { method: 'POST', path: '/api/admin/operators/grant' },
  revokeOperator: { method: 'POST', path: '/api/admin/operators/revoke' },
  resetLink: { method: 'POST', path: '/api/admin/players/:factoryId/reset-link' },

  // Contracts between two players (issue 36).
  contracts: { method: 'GET', path: '/api/contracts' },
  offerContract: { method: 'POST', path: '/api/contracts' },
  acceptContract: { method: 'POST', path: '/api/contracts/:id/accept' },
  declineContract: { method: 'POST', path: '/api/contracts/:id/decline' },
  withdrawContract: { method: 'POST', path: '/api/contracts/:id/withdraw' },
  counterContract: { method: 'POST', path: '/api/contracts/:id/counter' },
  endContract: { method: 'POST', path: '/api/contracts/:id/end' },

  // Players' talk (routes/chat*.ts): channels, direct messages, friends, blocks, reports.
  chatChannels: { method: 'GET', path: '/api/chat/channels' },
  channelMessages: { method: 'GET', path: '/api/chat/channels/:id/messages' },
  postChannelMessage: { method: 'POST', path: '/api/chat/channels/:id/messages' },
  conversations: { method: 'GET', path: '/api/messages' },
  conversation: { method: 'GET', path: '/api/messages/:factoryId' },
  sendDirectMessage: { method: 'POST', path: '/api/messages/:factoryId' },
  friends: { method: 'GET', path: '/api/friends' },
  addFriend: { method: 'PUT', path: '/api/friends/:factoryId' },
  removeFriend: { method: 'DELETE', path: '/api/friends/:factoryId' },
  blocks: { method: 'GET', path: '/api/blocks' },
  block: { method: 'PUT', path: '/api/blocks/:factoryId' },
  unblock: { method: 'DELETE', path: '/api/blocks/:factoryId' },
  reportMessage: { method: 'POST', path: '/api/chat/messages/:id/report' },
  // The operator's (routes/admin-chat.ts): a 404 to anyone else.
  chatReports: { method: 'GET', path: '/api/admin/chat/reports' },
  deleteMessage: { method: 'DELETE', path: '/api/admin/chat/messages/:id' },
  mutePlayer: { method: 'POST', path: '/api/admin/players/:factoryId/mute' },
  unmutePlayer: { method: 'POST', path: '/api/admin/players/:factoryId/unmute' },
  chatSettings: { method: 'GET', path: '/api/admin/chat/settings' },
  setChatSettings: { method: 'PUT', path: '/api/admin/chat/settings' },
} as const satisfies Record<string, Path>;

export type EndpointName = keyof typeof paths;

/**
 * The web client's page a reset link opens, the token after it: the sign-in gate's hash route, so
 * the token is in no request the browser makes, and so in no server's or proxy's log.
 */
export const RESET_PASSWORD_PAGE = '/game#/reset-password/';
