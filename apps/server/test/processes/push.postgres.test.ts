import type { FactoryState } from '@forgeworks/engine';
import { advanceFactory, usd, WARNINGS } from '@forgeworks/engine';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database.js';
import { rowsOf } from '../raw-rows.js';
import { seedFactories } from '../../src/dev/seed-factories.js';
import { tenMachineFactory } from '../../src/dev/ten-machine-factory.js';
import { freshPostgres } from '../helper.js';
import { PushServiceStandIn, subscription } from '../push-service.js';
import { call, PAIR_PASSWORD } from './pair.js';
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

  it('send again, from another process, a message whose sender died before it could say it was sent', async () => {
    const database = await freshPostgres(process.env.TEST_DATABASE_URL!);
    const env = {
      DATABASE_URL: database.url,
      AUTH_SECRET: 'push-resend-secret-0123456789abcdef',
      TICK_INTERVAL_MS: '3600000',
      LOG_LEVEL: 'info',
      PUSH_SERVICE_ORIGINS: service.origin,
    };
    const a = new ServerProcess(await freePort(), env);
    await a.ready();
    const player = { email: 'resend@forge.test', password: PAIR_PASSWORD, name: 'Resend' };
    const token = (await call(a, 'POST', '/api/auth/register', undefined, player)).body.data.token!;
    const device = service.device();
    expect((await call(a, 'PUT', '/api/push/subscription', token, subscription(device, ['cash']))).status).toBe(200);
    let b: ServerProcess | null = null;
    const loan = () => call(b ?? a, 'POST', '/api/factory/emergency-loan', token, { loanAmount: 1_000 });
    try {
      // A claims the loan's message and hands it to the push service, which takes it and says nothing yet.
      service.hold = true;
      expect((await loan()).status).toBe(200);
      await waitUntil(async () => service.held.length > 0);
      await a.kill();
      service.release();
      const [first] = service.messages(device);
      expect(first).toMatchObject({ kind: 'cash', title: 'Loan taken' });

      // Its claim runs out (the lease, here moved to now), and B takes it at its next look: a second loan's notice.
      const check = await openDatabase({ databaseUrl: database.url, dataDir: ':memory:' });
      const claims = async () =>
        rowsOf<{ event_id: string; sent: boolean }>(
          await check.db.execute(
            sql`SELECT event_id::text, sent_at IS NOT NULL AS sent FROM push_outbox ORDER BY event_id`,
          ),
        );
      expect(await claims()).toEqual([{ event_id: first!.id, sent: false }]);
      await check.db.execute(sql`UPDATE push_outbox SET claimed_until = now() WHERE sent_at IS NULL`);
      b = new ServerProcess(await freePort(), env);
      await b.ready();
      expect((await loan()).status).toBe(200);
      await waitUntil(async () => (await claims()).every((c) => c.sent) && (await claims()).length === 2);
      const [, second] = await claims();
      await check.close();
      // The first event twice, one id (the device shows it once: its notification's tag), the second once.
      expect(
        service
          .messages(device)
          .map((m) => m.id)
          .sort(),
      ).toEqual([first!.id, first!.id, second!.event_id].sort());
      expect(service.faults).toEqual([]);
    } finally {
      service.release();
      await b?.stop();
      await database.drop();
    }
  });
});
