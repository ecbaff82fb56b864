import { MARKET, STORED_RESOURCES, TIME } from '@forgeworks/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminTick, client, signUp, useTestApp } from './helper.js';

const app = useTestApp();

interface Point {
  tick: number;
  price: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volumeSold: number;
  volumeBought: number;
}

const coalBase = MARKET.BASE_PRICES.COAL / 100;
let player: ReturnType<typeof client>;
let revenue = 0;
let cost = 0;

// One story for the file: a player sells 40 coal, then 30 more a hour later and buys 25 iron ore; 14 ticks run in all.
beforeAll(async () => {
  player = client(app(), (await signUp(app())).token);
  revenue += (await player.post('/api/market/sell', { resourceType: 'COAL', quantity: 40 })).body.data.revenue;
  await adminTick(app());
  for (let t = 2; t <= TIME.TICKS_PER_HOUR; t++) await adminTick(app());
  revenue += (await player.post('/api/market/sell', { resourceType: 'COAL', quantity: 30 })).body.data.revenue;
  cost += (await player.post('/api/market/buy', { resourceType: 'IRON_ORE', quantity: 25 })).body.data.cost;
  await adminTick(app());
  await adminTick(app());
});

const history = async (query: string) => {
  const res = await player.get(`/api/market/history?${query}`);
  expect(res.status).toBe(200);
  return res.body.data as { points: Point[]; summary: Record<string, number>; range: string; resourceType: string };
};

describe('price history', () => {
  it('answers a point per tick over 24 hours, with what the market took in at each', async () => {
    const { points, summary, range } = await history('resourceType=COAL&range=24h');
    expect(range).toBe('24h');
    expect(points.map((p) => p.tick)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    expect(points.map((p) => p.volumeSold)).toEqual([40, ...Array(11).fill(0), 30, 0]);
    expect(points.every((p) => p.volumeBought === 0)).toBe(true);
    for (const p of points) expect([p.open, p.high, p.low, p.close]).toEqual([p.price, p.price, p.price, p.price]);
    // The sale pushes the price down at the tick that takes it in; it recovers while nobody sells.
    expect(points[0]!.price).toBeLessThan(coalBase);
    const prices = (await player.get('/api/market/prices')).body.data as { resourceType: string; sellPrice: number }[];
    expect(points.at(-1)!.price).toBe(prices.find((p) => p.resourceType === 'COAL')!.sellPrice);
    const all = points.map((p) => p.price);
    expect(summary.min).toBe(Math.min(...all));
    expect(summary.max).toBe(Math.max(...all));
    expect(summary.avg).toBeCloseTo(all.reduce((s, p) => s + p, 0) / all.length, 1);
    expect(summary.change).toBeCloseTo(all.at(-1)! - all[0]!, 2);
    expect(summary.volumeSold).toBe(70);
  });

  it('answers hourly candles over 7 days: open, high, low, close and summed volumes', async () => {
    const ticks = (await history('resourceType=COAL&range=24h')).points;
    const { points } = await history('resourceType=COAL&range=7d');
    expect(points.map((p) => p.tick)).toEqual([1, 13]);
    const hours = [ticks.slice(0, 12), ticks.slice(12)];
    points.forEach((candle, i) => {
      const hour = hours[i]!.map((p) => p.price);
      expect(candle).toMatchObject({
        open: hour[0],
        close: hour.at(-1),
        price: hour.at(-1),
        high: Math.max(...hour),
        low: Math.min(...hour),
      });
    });
    expect(points.map((p) => p.volumeSold)).toEqual([40, 30]);
  });

  it('counts purchases as volume bought, and the price rises at the tick that takes them in', async () => {
    const { points, summary } = await history('resourceType=IRON_ORE&range=24h');
    expect(points.map((p) => p.volumeBought)).toEqual([...Array(12).fill(0), 25, 0]);
    expect(points.every((p) => p.volumeSold === 0)).toBe(true);
    expect(summary.volumeBought).toBe(25);
    const candles = (await history('resourceType=IRON_ORE&range=7d')).points;
    expect(candles.map((p) => p.volumeBought)).toEqual([0, 25]);
  });

  it('keeps resources apart: steel had no sales and stayed near base', async () => {
    const { points } = await history('resourceType=STEEL_BAR&range=24h');
    expect(points).toHaveLength(14);
    expect(points.every((p) => p.volumeSold === 0)).toBe(true);
    for (const p of points) expect(Math.abs(p.price / (MARKET.BASE_PRICES.STEEL_BAR / 100) - 1)).toBeLessThan(0.11);
  });

  it.each([
    ['resourceType=POWER&range=24h', 'POWER is not traded'],
    ['resourceType=GOLD&range=24h', 'resourceType must be one of'],
    ['range=24h', 'resourceType'],
    ['resourceType=COAL&range=1y', 'range must be 24h or 7d'],
  ])('refuses %s with a 400 that says why', async (query, message) => {
    const res = await player.get(`/api/market/history?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false });
    expect(res.body.message).toContain(message);
  });
});

describe('market trends', () => {
  it('shows coal as the most traded and a mover, and the market state the outlook runs on', async () => {
    const res = await player.get('/api/market/trends');
    expect(res.status).toBe(200);
    const { market, movers, mostTraded } = res.body.data;
    const none = { units: 0, averagePrice: null };
    expect(mostTraded[0]).toEqual({ resourceType: 'COAL', volumeSold: 70, volumeBought: 0, exchange: none });
    expect(mostTraded[1]).toEqual({ resourceType: 'IRON_ORE', volumeSold: 0, volumeBought: 25, exchange: none });
    expect(market.resources.IRON_ORE.pressure).toBeLessThan(0);
    expect(movers).toHaveLength(STORED_RESOURCES.length);
    const coal = movers.find((m: { resourceType: string }) => m.resourceType === 'COAL');
    expect(coal.price).toBe(market.resources.COAL.price);
    expect(coal.change).toBeCloseTo(coal.price - coal.openPrice, 2);
    expect(market.tick).toBe(14);
    expect(market.resources.COAL.pressure).toBeGreaterThan(30);
    expect(market.resources.COAL.basePrice).toBe(coalBase);
    expect(market.activeFactories).toBeGreaterThanOrEqual(1);
  });

  it("records the player's sales and purchases over a day and a week against the market's average price", async () => {
    const { player: record } = (await player.get('/api/market/trends')).body.data;
    for (const period of [record.day, record.week]) {
      const coal = period.resources.find((r: { resourceType: string }) => r.resourceType === 'COAL');
      expect(coal.sold.units).toBe(70);
      expect(coal.sold.value).toBeCloseTo(revenue, 2);
      expect(coal.sold.averagePrice).toBeCloseTo(revenue / 70, 2);
      expect(coal.bought).toEqual({ units: 0, value: 0, averagePrice: null });
      expect(coal.marketAverage).toBeGreaterThan(coalBase * 0.9);
      const steel = period.resources.find((r: { resourceType: string }) => r.resourceType === 'STEEL_BAR');
      expect(steel.sold).toEqual({ units: 0, value: 0, averagePrice: null });
      const ore = period.resources.find((r: { resourceType: string }) => r.resourceType === 'IRON_ORE');
      expect(ore.bought.units).toBe(25);
      expect(ore.bought.value).toBeCloseTo(cost, 2);
      expect(ore.bought.averagePrice).toBeCloseTo(cost / 25, 2);
      // The spread: a purchase pays above the market's price.
      expect(ore.bought.averagePrice).toBeGreaterThan(ore.marketAverage);
      expect(ore.sold.units).toBe(0);
    }
  });

  it('a new player has an empty record', async () => {
    const other = client(app(), (await signUp(app())).token);
    const { player: record } = (await other.get('/api/market/trends')).body.data;
    expect(record.day.resources.every((r: { sold: { units: number } }) => r.sold.units === 0)).toBe(true);
  });
});

describe('after the next tick', () => {
  it('answers the new tick at once: answers are shared between players only within a tick', async () => {
    const before = (await history('resourceType=COAL&range=24h')).points;
    const other = client(app(), (await signUp(app())).token);
    expect((await other.get('/api/market/history?resourceType=COAL&range=24h')).body.data.points).toEqual(before);
    await adminTick(app());
    const after = (await history('resourceType=COAL&range=24h')).points;
    expect(after.map((p) => p.tick)).toEqual([...before.map((p) => p.tick), 15]);
    const trends = (await player.get('/api/market/trends')).body.data;
    expect(trends.market.tick).toBe(15);
  });
});
