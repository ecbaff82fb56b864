import type { StoredResource } from '@forgeworks/engine';
import { askOf, fadePressure, MARKET, quoteBuy, STORED_RESOURCES, unitPrice } from '@forgeworks/engine';
import { describe, expect, it } from 'vitest';
import { currentMarket } from '../src/market/state.js';
import { adminTick, bearer, client, signUp, useTestApp } from './helper.js';

const app = useTestApp();

const sell = (token: string, payload: unknown) =>
  app().inject({ method: 'POST', url: '/api/market/sell', headers: bearer(token), payload: payload as object });
const buy = (token: string, payload?: unknown) =>
  app().inject({ method: 'POST', url: '/api/market/buy', headers: bearer(token), payload: payload as object });
const stock = (factory: { inventory: { type: string; quantity: number }[] }, type: string) =>
  factory.inventory.find((i) => i.type === type)!.quantity;

describe('market prices', () => {
  it('lists every sellable resource with its base and current price, never power', async () => {
    const { token } = await signUp(app());
    const res = await app().inject({ method: 'GET', url: '/api/market/prices', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const prices = res.json().data as { resourceType: string; buyPrice: number; sellPrice: number }[];
    expect(prices.map((p) => p.resourceType).sort()).toEqual([...STORED_RESOURCES].sort());
    expect(prices.find((p) => p.resourceType === 'STEEL_BAR')).toMatchObject({
      buyPrice: 120,
      sellPrice: 120,
      ask: 126,
    });
  });
});

describe('selling', () => {
  it('sells coal from stock for cash, with a message and the revenue', async () => {
    const { token } = await signUp(app());
    const res = await sell(token, { resourceType: 'COAL', quantity: 40 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toMatch(/^Sold 40 Coal for \$3\d\d\.\d\d$/);
    expect(body.data).toMatchObject({ resourceType: 'COAL', quantity: 40 });
    expect(body.data.revenue).toBeGreaterThan(300);
    expect(body.data.factory.cash).toBeCloseTo(50_000 + body.data.revenue, 2);
    expect(body.data.factory.inventory.find((i: { type: string }) => i.type === 'COAL').quantity).toBe(60);
  });

  it.each([
    [{ resourceType: 'POWER', quantity: 1 }, 400, 'Power cannot be sold'],
    [{ resourceType: 'GOLD', quantity: 1 }, 400, 'resourceType'],
    [{ resourceType: 'COAL', quantity: 0 }, 400, 'quantity'],
    [{ resourceType: 'COAL', quantity: -5 }, 400, 'quantity'],
    [{ resourceType: 'COAL', quantity: 2.5 }, 400, 'quantity'],
    [{ resourceType: 'COAL' }, 400, 'quantity'],
    [{ resourceType: 'COAL', quantity: 101 }, 409, 'Not enough Coal in stock: you have 100 to sell'],
  ])('refuses %j with %i and changes nothing', async (payload, status, message) => {
    const { token } = await signUp(app());
    const res = await sell(token, payload);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toContain(message);
    const after = (await app().inject({ method: 'GET', url: '/api/factory/my-factory', headers: bearer(token) })).json()
      .data;
    expect(after.cash).toBe(50_000);
  });
});

describe('buying', () => {
  it('buys coal for cash at the quote, with a message and the cost', async () => {
    const { token } = await signUp(app());
    const expected = quoteBuy(await currentMarket(app().database.db), 'COAL', 40);
    const res = await buy(token, { resourceType: 'COAL', quantity: 40 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(`Bought 40 Coal for $${(expected / 100).toFixed(2)}`);
    expect(body.data).toMatchObject({ resourceType: 'COAL', quantity: 40, cost: expected / 100 });
    expect(body.data.factory.cash).toBeCloseTo(50_000 - expected / 100, 2);
    expect(stock(body.data.factory, 'COAL')).toBe(140);
    const again = (
      await app().inject({ method: 'GET', url: '/api/factory/my-factory', headers: bearer(token) })
    ).json();
    expect(again.data.cash).toBeCloseTo(50_000 - expected / 100, 2);
  });

  it.each([
    [{ resourceType: 'POWER', quantity: 1 }, 400, 'Power cannot be bought'],
    [{ resourceType: 'GOLD', quantity: 1 }, 400, 'resourceType'],
    [{ resourceType: 'COAL', quantity: 0 }, 400, 'quantity'],
    [{ resourceType: 'COAL', quantity: -5 }, 400, 'quantity'],
    [{ resourceType: 'COAL', quantity: 1.5 }, 400, 'quantity'],
    [{ resourceType: 'COAL', quantity: MARKET.MAX_BUY_QUANTITY + 1 }, 400, 'at most'],
    [{ resourceType: 'COAL' }, 400, 'quantity'],
    [{ quantity: 3 }, 400, 'resourceType'],
    [undefined, 400, ''],
    [{ resourceType: 'STEEL_BAR', quantity: 1_000 }, 409, 'Not enough cash: buying 1,000 Steel Bar costs $'],
  ])('refuses %j with %i and changes nothing', async (payload, status, message) => {
    const { token } = await signUp(app());
    const before = (
      await app().inject({ method: 'GET', url: '/api/factory/my-factory', headers: bearer(token) })
    ).json().data;
    const res = await buy(token, payload);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ success: false });
    expect(res.json().message).toContain(message);
    const after = (await app().inject({ method: 'GET', url: '/api/factory/my-factory', headers: bearer(token) })).json()
      .data;
    expect(after.cash).toBe(50_000);
    expect(after.inventory).toEqual(before.inventory);
  });

  it('says what the purchase would cost and the cash there is', async () => {
    const { token } = await signUp(app());
    const cost = quoteBuy(await currentMarket(app().database.db), 'STEEL_BAR', 1_000);
    const res = await buy(token, { resourceType: 'STEEL_BAR', quantity: 1_000 });
    const dollars = (cost / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
    expect(res.json().message).toBe(`Not enough cash: buying 1,000 Steel Bar costs $${dollars}; you have $50,000.00`);
  });

  it('spends the cash exactly as often as it covers: 20 parallel buys with cash for 3', async () => {
    const { token } = await signUp(app());
    const market = await currentMarket(app().database.db);
    const resource: StoredResource = 'ADVANCED_STEEL';
    const cash = 50_000 * 100;
    // The smallest lot of which three purchases in a row fit the cash and a fourth does not.
    const costs = (q: number) => [0, 1, 2, 3].map((k) => quoteBuy(market, resource, q, { sold: 0, bought: k * q }));
    const total = (c: number[], n: number) => c.slice(0, n).reduce((s, x) => s + x, 0);
    let q = 1;
    while (total(costs(q), 4) <= cash) q++;
    expect(total(costs(q), 3)).toBeLessThanOrEqual(cash);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => buy(token, { resourceType: resource, quantity: q })),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(3);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().message).toContain('Not enough cash');
    }
    const after = await client(app(), token).factory();
    expect(Math.round(after.cash * 100)).toBe(cash - total(costs(q), 3));
    expect(stock(after, resource)).toBe(3 * q);
    expect(ok.map((r) => r.json().data.cost * 100).sort((a, b) => a - b)).toEqual(costs(q).slice(0, 3));
  });

  it('raises the price at the next tick, and the ask with it', async () => {
    const { token } = await signUp(app());
    const player = client(app(), token);
    const priceOf = async () =>
      (
        (await player.get('/api/market/prices')).body.data as { resourceType: string; sellPrice: number; ask: number }[]
      ).find((p) => p.resourceType === 'IRON_ORE')!;
    await adminTick(app());
    const before = await currentMarket(app().database.db);
    expect((await player.post('/api/market/buy', { resourceType: 'IRON_ORE', quantity: 2_000 })).status).toBe(200);
    await adminTick(app());
    const after = await priceOf();
    const market = await currentMarket(app().database.db);
    const { demand, pressure } = market.resources.IRON_ORE;
    // The tick took the purchase in as negative pressure, and the price is higher than without it.
    expect(pressure).toBeCloseTo(fadePressure(before.resources.IRON_ORE.pressure) - 2_000, 2);
    const without = unitPrice('IRON_ORE', demand, pressure + 2_000, market.activeFactories);
    expect(Math.round(after.sellPrice * 100)).toBe(
      Math.round(unitPrice('IRON_ORE', demand, pressure, market.activeFactories)),
    );
    expect(after.sellPrice * 100).toBeGreaterThan(without);
    expect(after.ask).toBe(askOf(Math.round(after.sellPrice * 100)) / 100);
  });
});

describe('bought stock and the standing orders (issue 45)', () => {
  it('a default order keeps what was bought across ticks; one with its own keep sells it', async () => {
    const { token } = await signUp(app());
    const player = client(app(), token);
    const orders = (keep: number | null) =>
      player.put('/api/factory/standing-orders', { orders: [{ resource: 'IRON_ORE', keep, minPrice: 1 }] });
    expect((await orders(null)).status).toBe(200);
    expect((await buy(token, { resourceType: 'IRON_ORE', quantity: 30 })).statusCode).toBe(200);
    await adminTick(app());
    await adminTick(app());
    const kept = (await player.get('/api/factory/my-factory')).body.data;
    expect(stock(kept, 'IRON_ORE')).toBe(30);

    expect((await orders(10)).status).toBe(200);
    await adminTick(app());
    const sold = (await player.get('/api/factory/my-factory')).body.data;
    expect(stock(sold, 'IRON_ORE')).toBe(10);
  });
});
