import { afterAll, describe, expect, it } from 'vitest';
import { freePort, ServerProcess, waitUntil } from './server-process.js';
import { fingerprint, seededWorld } from './world.js';

const FACTORIES = 2_000;
const TICKS = 3;
const world = await seededWorld(FACTORIES);
afterAll(() => world.drop());

describe('two server processes on one PostgreSQL', () => {
  it('share every tick: each factory advances exactly once per tick number', async () => {
    const env = { ...world.env, TICK_BATCH: '25', TICK_INTERVAL_MS: '4000', LOG_LEVEL: 'info' };
    // One keeps the default two batches in flight, the other one (TICK_BATCHES_IN_FLIGHT).
    const servers = [
      new ServerProcess(await freePort(), env),
      new ServerProcess(await freePort(), { ...env, TICK_BATCHES_IN_FLIGHT: '1' }),
    ];
    await Promise.all(servers.map((s) => s.ready()));
    await waitUntil(async () => {
      const health = await servers[0]!.health();
      return health !== null && health.tick.number >= TICKS && (health.tick.number > TICKS || health.tick.finished);
    }, 120_000);
    // A graceful stop finishes the batch in hand; a tick it leaves unfinished is run at the next start.
    expect(await Promise.all(servers.map((s) => s.stop()))).toEqual([0, 0]);

    const after = await world.read();
    for (const run of after.runs.filter((r) => r.tick <= TICKS))
      expect({ tick: run.tick, factories: run.factories, finished: run.finished_at !== null }).toEqual({
        tick: run.tick,
        factories: FACTORIES,
        finished: true,
      });
    for (const [i, state] of after.factories) {
      expect(state.tick).toBeGreaterThanOrEqual(TICKS);
      expect({ i, ...fingerprint(state) }).toEqual({ i, ...world.expected(i, state.tick) });
    }
    // Both processes did part of the work.
    const advancedBy = servers.map((s) =>
      s.logs.filter((l) => l.msg === 'tick').reduce((sum, l) => sum + Number(l.factories ?? 0), 0),
    );
    for (const share of advancedBy) expect(share).toBeGreaterThan(0);
  });
});
