import type { FactoryState } from '@forgeworks/engine';
import { advanceFactory, usd, WARNINGS } from '@forgeworks/engine';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database.js';
import { rowsOf } from '../../src/db/rows.js';
import { seedFactories } from '../../src/dev/seed-factories.js';
import { tenMachineFactory } from '../../src/dev/ten-machine-factory.js';
import { freshPostgres } from '../helper.js';
import { PushServiceStandIn } from '../push-service.js';
import { freePort, ServerProcess, waitUntil } from './server-process.js';

const FACTORIES = 300;
/** Every third player has a device that wants `cash`; every third after it one that wants only `exchange`. */
const wantsCash = (i: number) => i % 3 === 0;
const wantsExchange = (i: number) => i % 3 === 1;

/**
 * A busy factory whose first tick's loss brings its cash under the warning: at that loss it had
 * exactly enough for WARNINGS.CASH_RUNWAY_TICKS ticks (its loss is worked out by the engine).
 */
function short(i: number): FactoryState {
  const busy = { ...tenMachineFactory(i + 1), standingOrders: [], autoMaintenance: false, cash: usd(1_000_000) };
  const loss = busy.cash - advanceFactory(busy, { tick: 1, now: Date.now() }).state.cash;
  return { ...busy, cash: WARNINGS.CASH_RUNWAY_TICKS * loss };
}

const service = await new PushServiceStandIn().start();
const postgres = await freshPostgres(process.env.TEST_DATABASE_URL!);
afterAll(async () => {
  await service.stop();
  await postgres.drop();
});

describe('push notifications from two server processes on one PostgreSQL', () => {
  it('send each event once, to the devices that want it, whichever process ran the tick', async () => {
    const database = await openDatabase({ databaseUrl: postgres.url, dataDir: ':memory:' });
    await seedFactories(database.db, FACTORIES, (i) => ({ state: short(i) }), { prefix: 'push' });
    const devices = new Map<number, ReturnType<typeof service.device>>();
    for (let i = 0; i < FACTORIES; i++) {
      if (!wantsCash(i) && !wantsExchange(i)) continue;
      const device = service.device();
      devices.set(i, device);
      await database.db.execute(sql`
        INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, kinds)
        VALUES (${`push-user-${i}`}, ${device.endpoint}, ${device.keys.p256dh}, ${device.keys.auth},
                ARRAY[${wantsCash(i) ? 'cash' : 'exchange'}])`);
    }
    await database.close();

    const env = {
      DATABASE_URL: postgres.url,
      TICK_BATCH: '25',
      TICK_INTERVAL_MS: '4000',
      LOG_LEVEL: 'info',
      PUSH_SERVICE_ORIGINS: service.origin,
    };
    const servers = [new ServerProcess(await freePort(), env), new ServerProcess(await freePort(), env)];
    await Promise.all(servers.map((s) => s.ready()));
    const told = [...devices].filter(([i]) => wantsCash(i));
    // Every cash device told once; a few more seconds (a tick or two) for any duplicate to show.
    await waitUntil(async () => told.every(([, d]) => service.messages(d).length > 0), 60_000);
    await new Promise((resolve) => setTimeout(resolve, 9_000));
    expect(await Promise.all(servers.map((s) => s.stop()))).toEqual([0, 0]);

    const check = await openDatabase({ databaseUrl: postgres.url, dataDir: ':memory:' });
    const events = rowsOf<{ id: string; user_id: string }>(
      await check.db.execute(sql`
        SELECT e.id::text, f.user_id FROM player_events e JOIN factories f ON f.id = e.factory_id
        WHERE e.kind = 'cash-low'`),
    );
    await check.close();
    expect(service.faults).toEqual([]);
    // Each player's cash ran short at the first tick: one event each, told once to those who asked.
    expect(events).toHaveLength(FACTORIES);
    for (const [i, device] of devices) {
      const event = events.find((e) => e.user_id === `push-user-${i}`)!;
      const expected = wantsCash(i)
        ? [expect.objectContaining({ id: event.id, kind: 'cash', title: 'Cash is running out', url: '/game/finances' })]
        : [];
      expect({ i, messages: service.messages(device) }).toEqual({ i, messages: expected });
    }
    const ids = service.received.map((r) => r.message.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
