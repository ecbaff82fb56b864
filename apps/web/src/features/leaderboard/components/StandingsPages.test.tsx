import type { AchievementStats, FactoryProfile, PlayerStats, TopAchievers } from '@forgeworks/contract';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok, renderSignedIn } from '@/test/render-signed-in';
import FactoryProfilePage from './FactoryProfilePage';
import PlayerStatsPage from './PlayerStatsPage';
import TopAchieversPage from './TopAchieversPage';

afterEach(() => vi.unstubAllGlobals());

const achiever = (rank: number, n: number, name: string) => ({
  rank,
  factoryId: `f${rank}`,
  factoryName: name,
  ownerName: `Owner ${rank}`,
  achievements: n,
  reachedAt: n === 0 ? null : '2026-11-25T10:00:00.000Z',
});
const board: TopAchievers = {
  players: [achiever(1, 3, 'Alpha Works'), achiever(2, 1, 'Beta Works')],
  me: achiever(2, 1, 'Beta Works'),
  totalPlayers: 2,
  achievementCount: 9,
};
const stats: AchievementStats = {
  totalPlayers: 2,
  achievements: [
    { id: 'FIRST_MACHINE', name: 'Breaking Ground', description: 'Build your first machine', holders: 2, share: 1 },
    { id: 'TEN_MACHINES', name: 'Industrialist', description: 'Own ten machines', holders: 0, share: 0 },
  ],
  recent: [
    {
      factoryId: 'f1',
      factoryName: 'Alpha Works',
      achievementId: 'FIRST_MACHINE',
      achievementName: 'Breaking Ground',
      reachedAt: '2026-11-25T10:00:00.000Z',
    },
  ],
};
const hours = [
  { hour: 10, endsAt: '2026-11-25T09:00:00.000Z', netWorth: 48_000, rank: 3 },
  { hour: 11, endsAt: '2026-11-25T10:00:00.000Z', netWorth: 50_000, rank: 2 },
];

describe('Top Achievers', () => {
  it('ranks players, links each to its profile, and shows rarity and the feed', async () => {
    mockApi({ 'GET /leaderboard/top-achievers': ok(board), 'GET /achievements/stats': ok(stats) });
    renderSignedIn(<TopAchieversPage />);
    const table = await screen.findByRole('table', { name: 'Top 10 players by achievements' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('Beta Works(You)');
    expect(within(rows[0]!).getByRole('link', { name: 'Alpha Works' })).toHaveAttribute('href', '/game/factories/f1');
    expect(await screen.findByRole('progressbar', { name: 'Breaking Ground: players holding it' })).toHaveAttribute(
      'aria-valuetext',
      '2 of 2 players (100%)',
    );
    expect(screen.getByText('Not reached yet')).toBeInTheDocument();
    const feed = screen.getByRole('list', { name: 'Latest achievements reached, newest first' });
    expect(feed).toHaveTextContent('Alpha Works reached Breaking Ground');
  });
});

describe('Player Stats', () => {
  it('shows the standing, the chart told in words, the totals and the median player', async () => {
    const data: PlayerStats = {
      netWorth: 50_000,
      rank: 2,
      totalPlayers: 5,
      history: hours,
      lifetime: { produced: 1_200, sold: 800 },
      last7Days: { produced: 1_000, sold: 700, salesIncome: 9_000 },
      bestDay: { day: 1, endsAt: '2026-11-25T10:00:00.000Z', inProgress: false, profit: 1_234, salesIncome: 9_000 },
      median: { netWorth: 45_000, achievements: 2 },
      achievements: 3,
    };
    mockApi({ 'GET /analytics/player-stats': ok(data) });
    renderSignedIn(<PlayerStatsPage />);
    expect(await screen.findByText('$5,000.00 above the median player')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Your standing' })).getByText('#2')).toBeInTheDocument();
    expect(screen.getByText('$1,234.00')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Over the last 2 game hours, your net worth went from $48,000.00 to $50,000.00 now (up $2,000.00); rank #3 at the first hour, #2 now, best #2.',
      ),
    ).toBeInTheDocument();
    const totals = screen.getByRole('table', { name: 'Production and sales totals' });
    expect(within(totals).getByRole('row', { name: /Units sold/ })).toHaveTextContent('Units sold700800');
  });
});

describe('Factory profile', () => {
  const profile: FactoryProfile = {
    factoryId: 'f1',
    name: 'Alpha Works',
    formerNames: ['Beta Works', 'Gamma Works'],
    ownerName: 'Alice',
    rank: 1,
    totalPlayers: 5,
    netWorth: 90_000,
    netWorthHistory: hours,
    machines: [{ type: 'IRON_MINE', name: 'Iron Mine', level: 2, count: 3 }],
    achievements: [{ id: 'FIRST_MACHINE', name: 'Breaking Ground', reachedAt: '2026-11-25T10:00:00.000Z' }],
    season: { season: 3, league: 'SILVER', rank: 4, leaguePlayers: 12, gain: 125_000 },
    contracts: { completed: 3, defaulted: 1, instalmentsKept: 3, instalmentsMissed: 1, keptShare: 0.75 },
  };
  const renderAt = (id: string) =>
    renderSignedIn(
      <Routes>
        <Route path="/game/factories/:id" element={<FactoryProfilePage />} />
      </Routes>,
      { route: `/game/factories/${id}` },
    );

  it('shows the public facts of the factory the link names', async () => {
    mockApi({ 'GET /factories/f1/profile': ok(profile), 'GET /factory/my-factory': fail(500) });
    renderAt('f1');
    expect(await screen.findByRole('heading', { name: 'Alpha Works' })).toBeInTheDocument();
    expect(screen.getByText('Owned by Alice')).toBeInTheDocument();
    expect(screen.getByTestId('former-names')).toHaveTextContent('formerly Beta Works, Gamma Works');
    const machines = screen.getByRole('table', { name: 'Machines by type and level' });
    expect(within(machines).getAllByRole('row')[1]).toHaveTextContent('Iron Mine23');
    expect(screen.getByText('Breaking Ground')).toBeInTheDocument();
    expect(screen.getByText(/this factory's net worth went from \$48,000\.00/)).toBeInTheDocument();
    expect(screen.getByText('Season 3, Silver')).toBeInTheDocument();
    expect(screen.getByText('#4 of 12')).toBeInTheDocument();
    expect(screen.getByText('+$125,000.00 gained')).toBeInTheDocument();
    expect(screen.getByText('75%')).toBeInTheDocument();
    expect(screen.getByText('3 completed, 1 defaulted')).toBeInTheDocument();
  });

  it('says so for a factory that does not exist', async () => {
    mockApi({ 'GET /factories/nope/profile': fail(400, 'params/id: Invalid UUID') });
    renderAt('nope');
    expect(await screen.findByText(/There is no such factory/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Global Rankings' })).toHaveAttribute('href', '/game/leaderboard');
  });
});
