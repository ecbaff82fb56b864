import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helper.js';
import { adminTick, client, signUp, useTwoTestApps } from './helper.js';

const servers = useTwoTestApps();
let x: TestApp;
let y: TestApp;
beforeAll(() => {
  [x, y] = servers();
});

/** Everything the standings' per-tick caches feed, as one player sees it through one server. */
async function standings(app: TestApp, token: string) {
  const p = client(app, token);
  const board = (await p.get('/api/leaderboard/top-achievers')).body.data;
  const stats = (await p.get('/api/achievements/stats')).body.data;
  const player = (await p.get('/api/analytics/player-stats')).body.data;
  return { players: board.players, holders: stats.achievements, median: player.median };
}

describe('the standings with two servers on one database', () => {
  it('a server that did not run the tick answers as the one that did, once it settled', async () => {
    const a = await signUp(x);
    const b = await signUp(y);
    // Both servers load the standings of this tick: nobody holds anything.
    const before = await standings(y, b.token);
    expect(await standings(x, b.token)).toEqual(before);
    expect(before.players.map((e: { achievements: number }) => e.achievements)).toEqual([0, 0]);

    // A's unlock between ticks, through X: its own view on Y has it at once, B's waits for the tick.
    expect((await client(x, a.token).post('/api/factory/build-machine', { type: 'POWER_PLANT' })).status).toBe(200);
    const own = (await client(y, a.token).get('/api/leaderboard/top-achievers')).body.data;
    expect(own.me).toMatchObject({ achievements: 1, rank: 1 });
    expect(await standings(y, b.token)).toEqual(before);

    // X runs the tick; Y, which did not, answers as X does.
    await adminTick(x);
    const after = await standings(y, b.token);
    expect(await standings(x, b.token)).toEqual(after);
    expect(after.players.map((e: { achievements: number; rank: number }) => [e.achievements, e.rank])).toEqual([
      [1, 1],
      [0, 2],
    ]);
    expect(after.holders.find((h: { id: string }) => h.id === 'FIRST_MACHINE').holders).toBe(1);
    expect(after.median.achievements).toBe(0.5);
    // The median net worth of two is their mean, as the leaderboard (read on every request) has them.
    const worths = (await client(y, b.token).get('/api/leaderboard/top-factories')).body.data.topFactories.map(
      (e: { netWorth: number }) => e.netWorth,
    );
    expect(after.median.netWorth).toBeCloseTo((worths[0] + worths[1]) / 2, 2);
  });
});
