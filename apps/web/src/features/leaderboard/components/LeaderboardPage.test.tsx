import type { Factory, Leaderboard, LeaderboardEntry } from '@forgeworks/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockApi, renderRouted, signIn, signInForEachTest } from '@/test/stub-fetch';
import LeaderboardPage from './LeaderboardPage';

const entry = (rank: number, userId: string, netWorth: number): LeaderboardEntry => ({
  userId,
  factoryId: `f-${userId}`,
  rank,
  factoryName: `${userId} Works`,
  totalValue: netWorth,
  netWorth,
  rival: false,
});
const top = Array.from({ length: 10 }, (_, i) => entry(i + 1, `p${i + 1}`, 100_000 - i * 1_000));
const factory = { cash: 12_500, debt: 2_000, machines: [{}, {}, {}], inventory: [] } as unknown as Factory;

function renderBoard(board: Leaderboard | (() => Response), filtered: Record<string, Leaderboard> = {}) {
  const routes = Object.fromEntries(
    Object.entries(filtered).map(([show, answer]) => [`GET /leaderboard/top-factories?show=${show}`, answer]),
  );
  mockApi({ 'GET /leaderboard/top-factories': board, 'GET /factory/my-factory': factory, ...routes });
  renderRouted(<LeaderboardPage />);
}

const TABLE = { name: 'Top 10 factories by net worth' };
const table = () => screen.findByRole('table', TABLE);
/** The text of each row of the table below its header. */
const rowTexts = () =>
  within(screen.getByRole('table', TABLE))
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.textContent);

describe('LeaderboardPage', () => {
  signInForEachTest('p3');

  it("marks only the signed-in player's row '(You)' and gives no climb hint inside the top 10", async () => {
    renderBoard({ topFactories: top, me: top[2]!, totalPlayers: 30, myNetWorthNow: top[2]!.netWorth });
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(10);
    expect(rows.filter((r) => r.textContent?.includes('(You)'))).toEqual([rows[2]]);
    expect(rows[2]).toHaveTextContent('p3 Works(You)');
    // Each row's factory links to its public profile.
    expect(within(rows[0]!).getByRole('link', { name: 'p1 Works' })).toHaveAttribute('href', '/game/factories/f-p1');
    expect(screen.queryByText(/Climb \d+ more/)).not.toBeInTheDocument();
    expect(screen.getByText('You are in the top 10.')).toBeInTheDocument();
    // Personal card: rank of all players, net worth, cash, debt, machines, gap to the rank above.
    expect(screen.getByText('#3')).toBeInTheDocument();
    expect(screen.getByText('of 30 players')).toBeInTheDocument();
    expect(screen.getByText('$12,500.00')).toBeInTheDocument();
    expect(screen.getByText('$2,000.00')).toBeInTheDocument();
    expect(screen.getByText('$1,000.00')).toBeInTheDocument();
  });

  it('lists the own row below the top 10 and says how many ranks to climb', async () => {
    signIn('me');
    const me = entry(14, 'me', 41_000);
    renderBoard({ topFactories: top, me, totalPlayers: 20, myNetWorthNow: me.netWorth });
    const rows = within(await table()).getAllByRole('row');
    expect(rows.at(-1)).toHaveTextContent('#14me Works(You)');
    expect(screen.getByText('Climb 4 more ranks to reach the top 10.')).toBeInTheDocument();
    expect(screen.queryByText('You are in the top 10.')).not.toBeInTheDocument();
    expect(screen.getAllByText('(You)')).toHaveLength(1);
  });

  it('marks the rival factories with a named icon, and filters to the players or the rivals', async () => {
    const rival = (rank: number, name: string, netWorth: number): LeaderboardEntry => ({
      ...entry(rank, `rival-${rank}`, netWorth),
      factoryName: name,
      rival: true,
    });
    const mixed = [
      rival(1, 'Hargreave Industries', 90_000),
      entry(2, 'p3', 80_000),
      rival(3, 'Tollgate Trading', 70_000),
    ];
    renderBoard(
      { topFactories: mixed, me: mixed[1]!, totalPlayers: 3, myNetWorthNow: 80_000 },
      {
        players: { topFactories: [mixed[1]!], me: mixed[1]!, totalPlayers: 3, myNetWorthNow: 80_000 },
        rivals: { topFactories: [mixed[0]!, mixed[2]!], me: mixed[1]!, totalPlayers: 3, myNetWorthNow: 80_000 },
      },
    );
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((r) => within(r).queryByRole('img', { name: 'Rival factory' }) !== null)).toEqual([
      true,
      false,
      true,
    ]);

    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Rivals' }));
    expect(await screen.findByRole('radio', { name: 'Rivals', checked: true })).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(rowTexts()).toEqual([
        'gold medal, rank 1Hargreave Industries$90,000.00',
        'bronze medal, rank 3Tollgate Trading$70,000.00',
      ]),
    );
    // The player's own row is not added below the rivals'.
    expect(screen.queryByText('(You)')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Players' }));
    await vi.waitFor(() => expect(rowTexts()).toEqual(['silver medal, rank 2p3 Works(You)$80,000.00']));
  });

  it('says beside the board’s figure that it is the last tick’s, and what the factory page shows now (issue 45)', async () => {
    renderBoard({ topFactories: top, me: top[2]!, totalPlayers: 30, myNetWorthNow: 97_975.18 });
    await table();
    expect(screen.getByTestId('net-worth-note')).toHaveTextContent(
      'Ranked on net worth as the last tick valued it, escrow included. Yours now is $97,975.18, the figure your factory page shows',
    );
    expect(screen.getByText('At the last tick; $97,975.18 now')).toBeInTheDocument();
  });

  it('says the figures agree when the board’s is the player’s figure now', async () => {
    renderBoard({ topFactories: top, me: top[2]!, totalPlayers: 30, myNetWorthNow: top[2]!.netWorth });
    await table();
    expect(screen.getByTestId('net-worth-note')).toHaveTextContent('Yours is the figure your factory page shows.');
    expect(screen.getByText('At the last tick')).toBeInTheDocument();
  });

  it('shows the empty text when nobody is ranked', async () => {
    renderBoard({ topFactories: [], me: null, totalPlayers: 0, myNetWorthNow: 50_000 });
    expect(await screen.findByText('No players on the leaderboard yet. Be the first!')).toBeInTheDocument();
  });

  it("shows 'Error loading leaderboard: ' plus the message", async () => {
    renderBoard(() => fail(400, 'Database unavailable'));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts[0]).toHaveTextContent('Error loading leaderboard: Database unavailable');
  });
});
