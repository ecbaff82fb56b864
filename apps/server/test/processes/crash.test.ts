import { afterAll, describe, expect, it } from 'vitest';
import { freePort, ServerProcess, waitUntil } from './server-process.js';
import { fingerprint, seededWorld } from './world.js';

const FACTORIES = 1_200;
const world = await seededWorld(FACTORIES);
afterAll(() => world.drop());

describe('a server killed in the middle of a tick', () => {
  it('finishes that tick on restart, and every factory has had it exactly once', async () => {
    // Small batches make the tick long enough to be cut in the middle. With no tick ever run,
    // the scheduler starts tick 1 as soon as it is up.
    const env = { ...world.env, TICK_BATCH: '20', TICK_INTERVAL_MS: '3600000', LOG_LEVEL: 'debug' };
    const first = new ServerProcess(await freePort(), env);
    await first.waitForLog((l) => l.msg === 'tick batch committed' && l.tick === 1);
    await first.kill();

    const cut = await world.read();
    const done = [...cut.factories.values()].filter((s) => s.tick === 1).length;
    expect(done).toBeGreaterThan(0);
    expect(done).toBeLessThan(FACTORIES);
    expect(cut.runs.find((r) => r.tick === 1)?.finished_at).toBeNull();

    const second = new ServerProcess(await freePort(), env);
    await second.waitForLog((l) => l.msg === 'finishing an interrupted tick' && l.tick === 1);
    await waitUntil(
      async () => {
        const health = await second.health();
        return health?.tick.number === 1 && health.tick.finished;
      },
      60_000,
      () => JSON.stringify(second.logs.slice(-5)),
    );
    expect(await second.stop()).toBe(0);

    const after = await world.read();
    expect(after.marketTick).toBe(1);
    expect(after.runs.map((r) => [r.tick, r.factories, r.finished_at !== null])).toEqual([[1, FACTORIES, true]]);
    for (const [i, state] of after.factories)
      expect({ i, ...fingerprint(state) }).toEqual({ i, ...world.expected(i, 1) });
    // Above the sum of its waits, so that a wait that runs out fails with the server's last log
    // lines, not with the test's bare timeout (two servers start here, each compiling the source).
  }, 200_000);
});
