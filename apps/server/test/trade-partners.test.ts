import type { TradePartners } from '@forgeworks/contract';
import { exchangeFee, usd } from '@forgeworks/engine';
import { describe, expect, it } from 'vitest';
import { newPlayer, type Client } from './exchange-helper.js';
import { adminTick, useTestApp } from './helper.js';

const app = useTestApp();

type Player = Client & { id: string; name: string };
async function player(): Promise<Player> {
  const c = await newPlayer(app());
  const f = await c.factory();
  return { ...c, id: f.id, name: f.name };
}
const coalPrice = async (p: Client) =>
  (await p.get('/api/market/offers?resourceType=COAL')).body.data.marketPrice as number;
const partners = async (p: Client, query = '') => {
  const res = await p.get(`/api/analytics/trade-partners${query}`);
  expect(res.status).toBe(200);
  return res.body.data as TradePartners;
};
const good = (t: TradePartners, resource: string) => t.goods.find((g) => g.resourceType === resource);

describe('trade partners (Production Chain across factories)', () => {
  it('says per good what a factory bought and sold, from which players and from the market', async () => {
    const [seller, buyer, small] = [await player(), await player(), await player()];
    const price = await coalPrice(buyer);
    // Two sellers on the exchange, and a contract with the first, delivered at the next tick.
    expect(
      (await seller.post('/api/market/offers', { resourceType: 'COAL', quantity: 30, unitPrice: price })).status,
    ).toBe(200);
    expect(
      (await small.post('/api/market/offers', { resourceType: 'COAL', quantity: 10, unitPrice: price })).status,
    ).toBe(200);
    const bought = await buyer.post('/api/market/exchange/buy', {
      resourceType: 'COAL',
      quantity: 40,
      maxUnitPrice: price,
    });
    expect(bought.status).toBe(200);
    const contract = await buyer.post('/api/contracts', {
      counterpartyId: seller.id,
      side: 'buy',
      resourceType: 'COAL',
      quantity: 20,
      unitPrice: price,
      dueInTicks: 5,
    });
    expect((await seller.post(`/api/contracts/${contract.body.data.id as string}/accept`)).status).toBe(200);
    // And the market: ore bought, coal sold.
    const ore = await buyer.post('/api/market/buy', { resourceType: 'IRON_ORE', quantity: 25 });
    expect(ore.status).toBe(200);
    expect((await buyer.post('/api/market/sell', { resourceType: 'COAL', quantity: 5 })).status).toBe(200);
    await adminTick(app());

    const mine = await partners(buyer);
    expect(mine.hours).toBe(24);
    const coal = good(mine, 'COAL')!;
    expect(coal.boughtFromPlayers).toEqual({ units: 60, value: 60 * price });
    expect(coal.sellers).toEqual([
      { factoryName: seller.name, units: 50, value: 50 * price },
      { factoryName: small.name, units: 10, value: 10 * price },
    ]);
    expect(coal.soldToMarket.units).toBe(5);
    expect(coal.soldToMarket.value).toBeGreaterThan(0);
    expect(coal.boughtFromMarket).toEqual({ units: 0, value: 0 });
    expect(coal.soldToPlayers).toEqual({ units: 0, value: 0 });
    const oreTrade = good(mine, 'IRON_ORE')!;
    expect(oreTrade.boughtFromMarket.units).toBe(25);
    expect(oreTrade.boughtFromMarket.value).toBe(ore.body.data.cost);
    expect(oreTrade.sellers).toEqual([]);
    // A good nobody moved is left out.
    expect(good(mine, 'ADVANCED_STEEL')).toBeUndefined();

    // The seller's side: paid the gross less the exchange's fee on each fill and delivery.
    const theirs = good(await partners(seller), 'COAL')!;
    const cents = usd(price);
    const paid = 50 * cents - exchangeFee(30 * cents) - exchangeFee(20 * cents);
    expect(theirs.soldToPlayers.units).toBe(50);
    expect(usd(theirs.soldToPlayers.value)).toBe(paid);
    expect(theirs.buyers).toEqual([{ factoryName: buyer.name, units: 50, value: paid / 100 }]);
    expect(theirs.soldToMarket).toEqual({ units: 0, value: 0 });
  });

  it('looks back as many game hours as asked, up to a day', async () => {
    const p = await player();
    const t = await partners(p, '?hours=3');
    expect(t.hours).toBe(3);
    expect(t.toTick - t.fromTick).toBeLessThanOrEqual(3 * 12);
    expect(t.goods).toEqual([]);
  });

  it('answers bad input with the envelope and 400, and a missing session with 401', async () => {
    const p = await player();
    for (const query of ['?hours=0', '?hours=25', '?hours=abc', '?hours=2.5']) {
      const res = await p.get(`/api/analytics/trade-partners${query}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: expect.stringMatching(/hours/i) });
    }
    const anonymous = await app().inject({ method: 'GET', url: '/api/analytics/trade-partners' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false });
  });
});
