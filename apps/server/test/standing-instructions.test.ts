import type { FactoryState } from '@forgeworks/engine';
import { STANDING_ORDERS } from '@forgeworks/engine';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from './raw-rows.js';
import { updateFactoryLocked } from '../src/factories/repository.js';
import { adminTick, bearer, client, signUp, useTestApp } from './helper.js';

const app = useTestApp();

const put = (token: string, url: string, payload: unknown) =>
  app().inject({ method: 'PUT', url, headers: bearer(token), payload: payload as object });

/** Changes the factory's row as the game cannot on request (stock, breakdowns), then lets the cache forget it. */
async function edit(userId: string, change: (state: FactoryState) => FactoryState) {
  await updateFactoryLocked(app().database.db, userId, {}, (record) => ({ state: change(record.state), result: null }));
  app().factoryCache.forgetAll();
}

const stockOf = (factory: { inventory: { type: string; quantity: number }[] }, type: string) =>
  factory.inventory.find((i) => i.type === type)!.quantity;

async function soldAtTick(tick: number) {
  const [run] = rowsOf<{ sold: Record<string, number> }>(
    await app().database.db.execute(sql`SELECT sold FROM tick_runs WHERE tick = ${tick}`),
  );
  return run!.sold;
}

describe('a factory’s standing instructions', () => {
  it('are the defaults on a new factory: its products sold at the rules’ keep and floor, maintenance on', async () => {
    const { token } = await signUp(app());
    const factory = await client(app(), token).factory();
    expect(factory.standingOrders).toEqual([
      { resource: 'STEEL_BAR', keep: null, minPrice: null },
      { resource: 'ADVANCED_STEEL', keep: null, minPrice: null },
      { resource: 'COKE', keep: null, minPrice: null },
      { resource: 'TOOLS', keep: null, minPrice: null },
      { resource: 'MACHINE_PARTS', keep: null, minPrice: null },
    ]);
    expect(factory.autoMaintenance).toBe(true);
  });

  it('sell the steel bars in stock at the next tick: cash, ledger and the market’s sales show it', async () => {
    const { token, userId } = await signUp(app());
    const player = client(app(), token);
    await player.factory();
    await edit(userId, (s) => ({ ...s, inventory: { ...s.inventory, STEEL_BAR: 50.5 } }));
    const { tickNumber } = await adminTick(app());

    const after = await player.factory();
    expect(stockOf(after, 'STEEL_BAR')).toBe(0.5);
    // A factory with no machines has no bills: all the change of cash is the sale.
    const statement = (await player.get('/api/factory/financial-statement')).body.data;
    expect(statement.unitsSold.STEEL_BAR).toBe(50);
    expect(statement.income.total).toBeGreaterThan(50 * 120 * 0.9);
    expect(after.cash).toBeCloseTo(50_000 + statement.income.total, 2);
    expect((await soldAtTick(tickNumber)).STEEL_BAR).toBe(50);
  });

  it('sell nothing once the player clears the orders, and what the player orders once set', async () => {
    const { token, userId } = await signUp(app());
    const player = client(app(), token);
    await player.factory();
    await edit(userId, (s) => ({ ...s, inventory: { ...s.inventory, STEEL_BAR: 30 } }));
    const cleared = await put(token, '/api/factory/standing-orders', { orders: [] });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data.standingOrders).toEqual([]);
    await adminTick(app());
    expect(stockOf(await player.factory(), 'STEEL_BAR')).toBe(30);
    expect((await player.factory()).cash).toBe(50_000);

    // Surplus coal (a new factory holds 100), keeping 40, at a floor the market meets.
    const coal = await put(token, '/api/factory/standing-orders', {
      orders: [{ resource: 'COAL', keep: 40, minPrice: 0.01 }],
    });
    expect(coal.statusCode).toBe(200);
    expect(coal.json().data.standingOrders).toEqual([{ resource: 'COAL', keep: 40, minPrice: 0.01 }]);
    const { tickNumber } = await adminTick(app());
    const after = await player.factory();
    expect(stockOf(after, 'COAL')).toBe(40);
    expect(stockOf(after, 'STEEL_BAR')).toBe(30);
    expect(after.cash).toBeGreaterThan(50_000);
    expect((await soldAtTick(tickNumber)).COAL).toBe(60);
  });

  it('repair a broken machine at the tick, logged like the player’s repair; not when switched off', async () => {
    const { token, userId } = await signUp(app());
    const player = client(app(), token);
    const built = await player.post('/api/factory/build-machine', { type: 'POWER_PLANT' });
    const machineId = built.body.data.machines[0].id as string;
    const breakAll = () => edit(userId, (s) => ({ ...s, machines: s.machines.map((m) => ({ ...m, condition: 0 })) }));

    const off = await put(token, '/api/factory/auto-maintenance', { enabled: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.autoMaintenance).toBe(false);
    await breakAll();
    await adminTick(app());
    expect((await player.factory()).machines[0].condition).toBe(0);

    expect((await put(token, '/api/factory/auto-maintenance', { enabled: true })).statusCode).toBe(200);
    const cash = (await player.factory()).cash;
    await adminTick(app());
    const after = await player.factory();
    expect(after.machines[0].condition).toBeCloseTo(0.5, 2);
    expect(after.cash).toBeLessThan(cash - 1_000);
    const log = (await player.get(`/api/factory/maintenance-history/${machineId}`)).body.data;
    expect(log.map((e: { type: string }) => e.type)).toContain('EMERGENCY_REPAIR');
  });

  it.each([
    [
      {
        orders: [
          { resource: 'COAL', keep: 1, minPrice: null },
          { resource: 'COAL', keep: 2, minPrice: null },
        ],
      },
      'Coal has more than one standing order',
    ],
    [{ orders: [{ resource: 'POWER', keep: null, minPrice: null }] }, 'resource'],
    [{ orders: [{ resource: 'GOLD', keep: null, minPrice: null }] }, 'resource'],
    [{ orders: [{ resource: 'COAL', keep: -1, minPrice: null }] }, 'keep'],
    [{ orders: [{ resource: 'COAL', keep: null, minPrice: 0 }] }, 'minPrice'],
    [{ orders: [{ resource: 'COAL', keep: null, minPrice: 1.005 }] }, 'minPrice'],
    [{ orders: [{ resource: 'COAL' }] }, 'keep'],
    [{}, 'orders'],
  ])('refuses standing orders %j with 400 and changes nothing', async (payload, message) => {
    const { token } = await signUp(app());
    const res = await put(token, '/api/factory/standing-orders', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: expect.stringContaining(message) });
    expect((await client(app(), token).factory()).standingOrders).toHaveLength(STANDING_ORDERS.RESOURCES.length);
  });

  it.each([[{ enabled: 'yes' }], [{}], [{ enabled: null }]])(
    'refuses automatic maintenance %j with 400 and changes nothing',
    async (payload) => {
      const { token } = await signUp(app());
      const res = await put(token, '/api/factory/auto-maintenance', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: expect.stringContaining('enabled') });
      expect((await client(app(), token).factory()).autoMaintenance).toBe(true);
    },
  );
});
