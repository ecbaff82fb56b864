import { STORED_RESOURCES } from '@forgeworks/engine';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from './raw-rows.js';
import { runTick } from '../src/tick/run-tick.js';
import { lastTick } from '../src/tick/runs.js';
import { bearer, buildTestApp, makeOperator, signUp, useTestApp, ADMIN_TOKEN } from './helper.js';

const app = useTestApp();

const adminTick = () => app().inject({ method: 'POST', url: '/api/admin/tick', headers: bearer(ADMIN_TOKEN) });
const factory = async (token: string) =>
  (await app().inject({ method: 'GET', url: '/api/factory/my-factory', headers: bearer(token) })).json().data;

describe('the admin tick', () => {
  it('does not exist without ADMIN_TOKEN', async () => {
    const plain = await buildTestApp({ adminToken: null });
    try {
      expect(
        (await plain.inject({ method: 'POST', url: '/api/admin/tick', headers: bearer(ADMIN_TOKEN) })).statusCode,
      ).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it("answers any other token, a player's among them, as every admin route does: a path that does not exist", async () => {
    const { token } = await signUp(app());
    for (const other of ['wrong-token-wrong-token', token]) {
      const res = await app().inject({ method: 'POST', url: '/api/admin/tick', headers: bearer(other) });
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 404,
        body: { success: false, message: 'Not found: POST /api/admin/tick' },
      });
    }
  });

  it("is in the audit, by whoever ran it: the token, or an operator's session", async () => {
    const { token, email } = await signUp(app());
    await makeOperator(app(), email);
    const byToken = (await adminTick()).json().data.tickNumber as number;
    const bySession = await app().inject({ method: 'POST', url: '/api/admin/tick', headers: bearer(token) });
    expect(bySession.statusCode).toBe(200);
    const audit = await app().inject({ method: 'GET', url: '/api/admin/audit', headers: bearer(ADMIN_TOKEN) });
    const ticks = (audit.json().data.actions as { action: string }[]).filter((a) => a.action === 'tick');
    expect(ticks.slice(0, 2)).toMatchObject([
      { operator: email, factoryId: null, factoryName: null, detail: `tick ${bySession.json().data.tickNumber}` },
      { operator: 'ADMIN_TOKEN', factoryId: null, factoryName: null, detail: `tick ${byToken}` },
    ]);
  });

  it('runs a tick that advances every factory: a staffed starter factory makes steel', async () => {
    const { token } = await signUp(app());
    for (const type of ['POWER_PLANT', 'COAL_MINE', 'IRON_MINE', 'IRON_MINE', 'SMELTER']) {
      const res = await app().inject({
        method: 'POST',
        url: '/api/factory/build-machine',
        headers: bearer(token),
        payload: { type },
      });
      expect(res.statusCode).toBe(200);
    }
    const staff: [string, number][] = [
      ['OPERATOR', 1],
      ['TECHNICIAN', 2],
      ['OPERATOR', 1],
      ['OPERATOR', 1],
      ['OPERATOR', 1],
      ['OPERATOR', 1],
      ['TECHNICIAN', 2],
    ];
    for (const [type, skillLevel] of staff) {
      await app().inject({
        method: 'POST',
        url: '/api/workers/hire',
        headers: bearer(token),
        payload: { type, skillLevel },
      });
    }
    const before = await factory(token);
    const first = await adminTick();
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ tickNumber: before.tick + 1 });
    expect(first.json().data.factories).toBeGreaterThanOrEqual(1);
    await adminTick();
    const after = await factory(token);
    expect(after.tick).toBe(before.tick + 2);
    const bars = after.inventory.find((i: { type: string }) => i.type === 'STEEL_BAR').quantity;
    expect(bars).toBeGreaterThan(0);
    expect(after.cash).toBeLessThan(before.cash);
  });

  it('is idempotent: running a tick number again advances nobody twice', async () => {
    const { token } = await signUp(app());
    await factory(token);
    const report = (await adminTick()).json().data;
    const again = await runTick(app().database.db, report.tickNumber, { now: Date.now(), tickMs: 300_000 });
    expect(again.factories).toBe(0);
    expect((await factory(token)).tick).toBe(report.tickNumber);
  });

  it('first finishes a tick a crash left unfinished, then runs the next', async () => {
    const { token } = await signUp(app());
    await factory(token);
    const db = app().database.db;
    const { tick } = await lastTick(db);
    // Tick N+1 started, and its process died before advancing anyone.
    await db.execute(sql`INSERT INTO tick_runs (tick) VALUES (${tick + 1})`);
    const report = (await adminTick()).json().data;
    expect(report.tickNumber).toBe(tick + 2);
    const runs = rowsOf<{ tick: number; finished: boolean }>(
      await db.execute(
        sql`SELECT tick, finished_at IS NOT NULL AS finished FROM tick_runs WHERE tick > ${tick} ORDER BY tick`,
      ),
    );
    expect(runs).toEqual([
      { tick: tick + 1, finished: true },
      { tick: tick + 2, finished: true },
    ]);
    const prices = rowsOf<{ tick: number }>(
      await db.execute(sql`SELECT DISTINCT tick FROM market_prices WHERE tick > ${tick} ORDER BY tick`),
    );
    expect(prices.map((p) => Number(p.tick))).toEqual([tick + 1, tick + 2]);
    expect((await factory(token)).tick).toBe(tick + 2);
  });

  it('records a market price for each resource every tick', async () => {
    const report = (await adminTick()).json().data;
    const rows = await app().database.db.execute(
      sql`SELECT resource FROM market_prices WHERE tick = ${report.tickNumber}`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows).toHaveLength(STORED_RESOURCES.length);
  });
});

describe('tick info', () => {
  it('tells the time to the next tick and the interval', async () => {
    const { token } = await signUp(app());
    const res = await app().inject({ method: 'GET', url: '/api/factory/tick-info', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.tickIntervalMs).toBe(300_000);
    expect(data.timeUntilNextTick).toBeGreaterThan(0);
    expect(data.timeUntilNextTick).toBeLessThanOrEqual(300);
  });
});
