import type { Season, SeasonEntry } from '@forgeworks/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderRouted, signInForEachTest } from '@/test/stub-fetch';
import { SeasonCard } from './SeasonCard';

const entry = (rank: number, gain: number, league: SeasonEntry['league'] = 'BRONZE'): SeasonEntry => ({
  rank,
  factoryId: `f${rank}-${league}`,
  factoryName: `Works ${rank}`,
  league,
  gain,
  netWorth: 50_000 + gain,
  startNetWorth: 50_000,
  rival: false,
});
const top = Array.from({ length: 10 }, (_, i) => entry(i + 1, 100_000 - i * 5_000));
const me = { ...entry(14, 20_000), factoryName: 'My Works' };
const season: Season = {
  season: 4,
  firstTick: 12_097,
  lastTick: 16_128,
  ticksLeft: 288 * 3 + 12 * 5,
  endsAt: '2026-12-01T00:00:00.000Z',
  league: 'BRONZE',
  leagues: [
    { league: 'BRONZE', floor: 0, players: 25 },
    { league: 'SILVER', floor: 250_000, players: 40 },
    { league: 'GOLD', floor: 2_500_000, players: 35 },
  ],
  top,
  me: {
    ...me,
    leaguePlayers: 25,
    toPassNext: 2_000.01,
    toEnterTop: 35_000.01,
    nextSeasonLeague: 'BRONZE',
    promotion: { league: 'SILVER', netWorth: 250_000 },
  },
};
const gold: Season = { ...season, league: 'GOLD', top: [entry(1, 3_000_000, 'GOLD')] };

describe('SeasonCard', () => {
  signInForEachTest('u1');

  it('shows the player’s league top ten by gain, their place below it, what it takes to move up, and the rules', async () => {
    const api = mockApi({ 'GET /leaderboard/season': season, 'GET /leaderboard/season?league=GOLD': gold });
    renderRouted(<SeasonCard />);
    const table = await screen.findByRole('table', { name: 'Top 10 of the Bronze league by net worth gained' });
    const rows = within(table).getAllByRole('row').slice(1);
    // The top ten, then (past a hidden ellipsis: the player is 14th) the player's own row.
    expect(rows).toHaveLength(11);
    expect(rows[0]).toHaveTextContent('Works 1');
    expect(rows[0]).toHaveTextContent('+$100,000.00');
    expect(rows[10]).toHaveTextContent('My Works(You)');
    expect(screen.getByText('Season 4, 3 days 5 hours left.', { exact: false })).toBeInTheDocument();
    const place = screen.getByTestId('season-place');
    expect(place).toHaveTextContent('#14 of 25');
    expect(place).toHaveTextContent('+$20,000.00 this season');
    expect(place).toHaveTextContent('Gain $2,000.01 more to pass #13.');
    expect(place).toHaveTextContent('Gain $35,000.01 more to enter the top ten.');
    expect(screen.getByText(/^A season lasts 14 game days\./)).not.toBeVisible();
    await userEvent.click(screen.getByText('How seasons work'));
    expect(screen.getByText(/^A season lasts 14 game days\./)).toBeVisible();

    // Another league: its top, and still the player's own place in theirs.
    await userEvent.click(screen.getByRole('radio', { name: 'Gold' }));
    const goldTable = await screen.findByRole('table', { name: 'Top 10 of the Gold league by net worth gained' });
    expect(within(goldTable).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByTestId('season-place')).toHaveTextContent('#14 of 25');
    expect(api.mock.calls.map(([url]) => url)).toContain('/api/leaderboard/season?league=GOLD');
  });
});
