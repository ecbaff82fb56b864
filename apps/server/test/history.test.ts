import { STORED_RESOURCES } from '@forgeworks/engine';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pruneHistory, rollUpsToPrune, RETENTION } from '../src/history/retention.js';
import { adminTick, client, signUp, starterFactory, useTestApp } from './helper.js';

const app = useTestApp();

const count = async (query: ReturnType<typeof sql>) =>
  Number(((await app().database.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]!.n);

describe('the financial statement', () => {
  it('shows the last tick: its sales (the player’s and the standing orders’), running costs and wages, and the profit', async () => {
    const player = await starterFactory(app(), (await signUp(app())).token);
    await adminTick(app());
    expect((await player.post('/api/market/sell', { resourceType: 'COAL', quantity: 10 })).status).toBe(200);
    await adminTick(app());
    const { status, body } = await player.get('/api/factory/financial-statement?timeframe=CURRENT_TICK');
    expect(status).toBe(200);
    const s = body.data;
    expect(s).toMatchObject({ timeframe: 'CURRENT_TICK', ticks: 1, unitsSold: { COAL: 10 } });
    // The steel bars the first tick made, sold by the factory's standing order before the second.
    expect(s.unitsSold.STEEL_BAR).toBeGreaterThan(0);
    expect(s.income.sales['3']).toBeGreaterThan(0);
    expect(s.income.sales['2']).toBeGreaterThan(0);
    expect(s.income.total).toBeCloseTo(s.income.sales['3'] + s.income.sales['2'], 2);
    expect(s.expenses.total).toBeCloseTo(
      s.expenses.power + s.expenses.maintenance + s.expenses.labor + s.expenses.materials + s.expenses.debtRepayment,
      2,
    );
    expect(s.netProfit).toBeCloseTo(s.income.total - s.expenses.total, 2);
    expect(s.profitMargin).toBeCloseTo(s.netProfit / s.income.total, 6);

    const ten = (await player.get('/api/factory/financial-statement?timeframe=LAST_10_TICKS')).body.data;
    expect(ten.ticks).toBe(2);
    expect(ten.expenses.total).toBeGreaterThan(s.expenses.total);
    // The default period is the current tick.
    expect((await player.get('/api/factory/financial-statement')).body.data.timeframe).toBe('CURRENT_TICK');
  });

  it('refuses an unknown timeframe with 400', async () => {
    const player = client(app(), (await signUp(app())).token);
    const res = await player.get('/api/factory/financial-statement?timeframe=LAST_YEAR');
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('timeframe');
  });
});

describe('maintenance history', () => {
  it('lists repairs and maintenance newest first, limited, and hides other players’ machines', async () => {
    const player = await starterFactory(app(), (await signUp(app())).token);
    const machineId = (await player.factory()).machines[0].id;
    await adminTick(app());
    expect((await player.post('/api/factory/repair-machine', { machineId, repairAmount: 1 })).status).toBe(200);
    expect(
      (await player.post('/api/factory/schedule-maintenance', { machineId, maintenanceType: 'ROUTINE' })).status,
    ).toBe(200);
    await adminTick(app());
    const history = (await player.get(`/api/factory/maintenance-history/${machineId}?limit=20`)).body.data;
    expect(history.map((h: { type: string }) => h.type)).toEqual(['ROUTINE', 'ROUTINE', 'REPAIR']);
    expect(history[2].cost).toBeGreaterThan(0);
    expect(history[1].cost).toBeGreaterThan(0);
    expect(history[0]).toMatchObject({ cost: 0 });
    expect(history[0].description).toContain('finished');
    expect(Date.parse(history[0].timestamp)).not.toBeNaN();
    expect((await player.get(`/api/factory/maintenance-history/${machineId}?limit=1`)).body.data).toHaveLength(1);
    for (const limit of ['0', '21', 'x'])
      expect((await player.get(`/api/factory/maintenance-history/${machineId}?limit=${limit}`)).status).toBe(400);
    const other = client(app(), (await signUp(app())).token);
    expect((await other.get(`/api/factory/maintenance-history/${machineId}`)).status).toBe(404);
  });

  it('is deleted with the machine when it is scrapped', async () => {
    const player = await starterFactory(app(), (await signUp(app())).token);
    const machine = (await player.factory()).machines[1];
    await player.post('/api/factory/schedule-maintenance', { machineId: machine.id, maintenanceType: 'ROUTINE' });
    expect(await count(sql`SELECT count(*)::int AS n FROM maintenance_log WHERE machine_id = ${machine.id}`)).toBe(1);
    expect((await player.post('/api/factory/scrap-machine', { machineId: machine.id })).status).toBe(200);
    expect(await count(sql`SELECT count(*)::int AS n FROM maintenance_log WHERE machine_id = ${machine.id}`)).toBe(0);
  });
});

describe('production analytics', () => {
  it('sums production over the last day and week and keeps an hourly series, rolled up as hours close', async () => {
    const player = await starterFactory(app(), (await signUp(app())).token);
    const empty = (await player.get('/api/analytics/production-history')).body.data;
    expect(empty).toEqual({ last24Hours: {}, last7Days: {}, hourly: [] });
    for (let i = 0; i < 13; i++) await adminTick(app());
    const { body } = await player.get('/api/analytics/production-history');
    const day = body.data.last24Hours;
    expect(day['Iron Ore'].produced).toBeGreaterThan(0);
    expect(day['Iron Ore'].consumed).toBeGreaterThan(0);
    expect(day['Steel Bar'].produced).toBeGreaterThan(0);
    expect(body.data.last7Days).toEqual(day);
    const factory = await player.factory();
    // What was made is in stock or was sold by the standing order (the first tick had nothing to sell).
    const sold = (await player.get('/api/factory/financial-statement?timeframe=LAST_HOUR')).body.data.unitsSold;
    expect(sold.STEEL_BAR).toBeGreaterThan(0);
    expect(
      factory.inventory.find((i: { type: string }) => i.type === 'STEEL_BAR').quantity + sold.STEEL_BAR,
    ).toBeCloseTo(day['Steel Bar'].produced, 3);
    expect(body.data.hourly.length).toBeGreaterThanOrEqual(2);
    const stored =
      await count(sql`SELECT count(*)::int AS n FROM factory_hours f JOIN factories x ON x.id = f.factory_id
      WHERE x.id = ${factory.id}`);
    expect(stored).toBeGreaterThanOrEqual(1);
  });
});

describe('factory stats', () => {
  it('gathers achievements, alerts, the production analysis and the chain', async () => {
    const player = await starterFactory(app(), (await signUp(app())).token);
    const { status, body } = await player.get('/api/analytics/factory-stats');
    expect(status).toBe(200);
    const stats = body.data;
    expect(stats).toMatchObject({ machineCount: 5, machinesBuilt: 5, averageCapacity: 1, alerts: [] });
    const first = stats.achievements.find((a: { id: string }) => a.id === 'FIRST_MACHINE');
    expect(first).toMatchObject({ completed: true, current: 5, target: 1, unit: 'count' });
    expect(stats.achievements.find((a: { id: string }) => a.id === 'CASH_100K')).toMatchObject({
      completed: false,
      target: 100_000,
      unit: 'dollars',
    });
    expect(stats.productionAnalysis).toMatchObject({
      ironMines: 2,
      smelters: 1,
      coalMines: 1,
      valueCreation: 'Active',
    });
    // Each recommendation comes with what it asks, in the same order, for its button: the starter's
    // one plant leaves too little power for the next machine.
    expect(stats.productionAnalysis.recommendations).toEqual([expect.stringMatching(/^Little spare power is left/)]);
    expect(stats.productionAnalysis.recommendationActions).toEqual([{ kind: 'build', machine: 'POWER_PLANT' }]);
    expect(stats.productionChain.map((c: { resource: string }) => c.resource)).toEqual(STORED_RESOURCES);
  });
});

describe('retention', () => {
  it('deletes hourly roll-ups, prices and tick runs older than 7 days on the hour, and keeps the rest', async () => {
    const { token } = await signUp(app());
    const factory = await client(app(), token).factory();
    const db = app().database.db;
    const now = 100_000 * 12;
    const oldest = now / 12 - RETENTION.HOURS;
    await db.execute(sql`INSERT INTO factory_hours (factory_id, hour, ledger)
      VALUES (${factory.id}, ${oldest}, '[]'::jsonb), (${factory.id}, ${oldest + 1}, '[]'::jsonb)`);
    await db.execute(sql`INSERT INTO market_prices (tick, resource, price)
      VALUES (${now - RETENTION.PRICE_TICKS}, 'COAL', 800), (${now - RETENTION.PRICE_TICKS + 1}, 'COAL', 800)`);
    expect(await pruneHistory(db, now - 1)).toBe(false);
    expect(await pruneHistory(db, now, { vacuum: app().database.kind === 'pglite' })).toBe(true);
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM factory_hours WHERE factory_id = ${factory.id} AND hour >= ${oldest}`,
      ),
    ).toBe(1);
    expect(
      await count(sql`SELECT count(*)::int AS n FROM market_prices WHERE tick >= ${now - RETENTION.PRICE_TICKS}`),
    ).toBe(1);
  });

  it('spreads the deletes of expired roll-ups over the ticks, a share a tick, never one still kept', async () => {
    const { token } = await signUp(app());
    const factory = await client(app(), token).factory();
    const db = app().database.db;
    const now = 200_000 * 12;
    // The first hour still kept through the hour after `now`.
    const kept = now / 12 - RETENTION.HOURS + 2;
    await db.execute(sql`INSERT INTO factory_hours (factory_id, hour, ledger_bytes)
      SELECT ${factory.id}::uuid, h, '\\x01'::bytea FROM generate_series(${kept - 5}::int, ${kept}::int) AS h`);
    // Every factory's expired rows (other tests' ticks wrote some), and this one's kept row.
    const expired = () => count(sql`SELECT count(*)::int AS n FROM factory_hours WHERE hour < ${kept}`);
    const stillKept = () =>
      count(sql`SELECT count(*)::int AS n FROM factory_hours WHERE factory_id = ${factory.id} AND hour = ${kept}`);
    // Six factories: an hour's 6 rows over its 12 ticks at twice the pace, one a tick.
    expect(rollUpsToPrune(6)).toBe(1);
    const before = await expired();
    expect(before).toBeGreaterThanOrEqual(5);
    expect(await pruneHistory(db, now + 1, { factories: 6 })).toBe(false);
    expect(await expired()).toBe(before - 1);
    for (let t = now + 2; t <= now + before; t++) await pruneHistory(db, t, { factories: 6 });
    expect(await expired()).toBe(0);
    expect(await stillKept()).toBe(1);
  });
});
