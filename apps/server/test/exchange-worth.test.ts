import { OfferFilledEvent } from '@forgeworks/contract';
import { EXCHANGE, exchangeFee, usd } from '@forgeworks/engine';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from './raw-rows.js';
import { coal, emptyBook, exchangePlay, playersListening } from './exchange-helper.js';
import { adminTick, client, signUp, useTestApp } from './helper.js';

/** What the exchange shows beyond its book: net worth, the seller's notice, the price history. */
const app = useTestApp();

const { player, list, buy } = exchangePlay(app);

describe('the exchange in net worth, notices and history', () => {
  // One app serves the file: each test's buys meet only its own offers.
  beforeEach(() => emptyBook(app(), 'exchange_offers'));

  it("counts escrowed units in the leaderboard's and the factory's net worth at market value", async () => {
    const a = await player();
    // A new factory's stored worth values its stock at base prices; any write revalues it at the market's.
    const first = (await list(a, 1, 9.5)).body.data;
    await a.del(`/api/market/offers/${first.id}`);
    const before = (await a.factory()).netWorth;
    const statsBefore = (await a.get('/api/analytics/factory-stats')).body.data.netWorth;
    const listed = await list(a, 40, 9.5);
    expect(listed.status).toBe(200);
    // The factory's own net worth counts the escrow by the same function: the same figure everywhere.
    expect((await a.factory()).netWorth).toBe(before);
    expect((await a.get('/api/analytics/factory-stats')).body.data.netWorth).toBe(statsBefore);
    expect(statsBefore).toBe(before);
    const b = await player();
    expect((await buy(b, 10, 9.5)).status).toBe(200);
    // Sold units leave the worth; what was paid for them (less the fee) joins it.
    const coalValue = (await a.get('/api/market/offers?resourceType=COAL')).body.data.marketPrice;
    const expected = usd(before) - 10 * usd(coalValue) + usd(95) - exchangeFee(usd(95));
    expect(usd((await a.factory()).netWorth)).toBe(expected);
    // The leaderboard is as the last tick left it: after one, its worth is the factory's as the tick
    // wrote it, and the 30 units still listed at the market's value, as the factory counts them.
    await adminTick(app());
    const me = (await a.get('/api/leaderboard/top-factories')).body.data.me;
    const [row] = rowsOf<{ net_worth: string }>(
      await app().database.db.execute(sql`SELECT net_worth FROM factories WHERE id = ${me.factoryId}`),
    );
    const value = (await a.get('/api/market/offers?resourceType=COAL')).body.data.marketPrice;
    expect(usd(me.netWorth)).toBe(Number(row!.net_worth) + 30 * usd(value));
  });

  it('shows each listing, fill, cancel and expiry in the factory’s net worth at once, read after read', async () => {
    const { token, userId } = await signUp(app());
    const a = client(app(), token);
    const b = await player();
    /**
     * The factory's net worth, read twice (the second from the cache where there is one), and as
     * factory-stats values it, reading the escrow from the database each time.
     */
    const worths = async () => {
      const first = (await a.factory()).netWorth;
      const again = (await a.factory()).netWorth;
      const stats = (await a.get('/api/analytics/factory-stats')).body.data.netWorth;
      return [first, again, stats];
    };
    const same = (w: number[]) => [w[0], w[0], w[0]];
    await a.factory();
    const listed = (await list(a, 40, 9.5)).body.data;
    const afterList = await worths();
    expect(afterList).toEqual(same(afterList));
    // The escrow is kept with the cached record (on PostgreSQL too, while the process hears the others).
    const cached = app().factoryCache.get(userId);
    expect(cached && app().factoryCache.escrowOf(cached)).toEqual({ COAL: 40 });
    expect((await buy(b, 10, 9.5)).status).toBe(200);
    const afterFill = await worths();
    expect(afterFill).toEqual(same(afterFill));
    expect(afterFill[0]).not.toBe(afterList[0]);
    await a.del(`/api/market/offers/${listed.id}`);
    const afterCancel = await worths();
    expect(afterCancel).toEqual(same(afterCancel));
    const expiring = (await list(a, 20, 9.5)).body.data;
    await worths();
    await app().database.db.execute(
      sql`UPDATE exchange_offers SET created_tick = created_tick - ${EXCHANGE.OFFER_LIFE_TICKS} WHERE id = ${expiring.id}`,
    );
    await adminTick(app());
    expect((await a.get('/api/market/my-offers')).body.data[0]).toMatchObject({ id: expiring.id, status: 'expired' });
    const afterExpiry = await worths();
    expect(afterExpiry).toEqual(same(afterExpiry));
    expect(coal(await a.factory())).toBe(90);
  });

  it('tells the seller at once that their offer filled, and neither the buyer nor anyone else', async () => {
    const {
      players: [a, b],
      streams: [seller, buyer, bystander],
    } = await playersListening(app(), 3);
    const offer = (await list(a!, 10, 8)).body.data;
    expect((await buy(b!, 4, 8)).status).toBe(200);
    const heard = await seller!.next();
    expect(heard?.event).toBe('offer-filled');
    expect(OfferFilledEvent.parse(heard!.data)).toMatchObject({
      offerId: offer.id,
      resourceType: 'COAL',
      quantity: 4,
      unitPrice: 800,
      proceeds: 3200 - exchangeFee(3200),
      quantityLeft: 6,
    });
    // The buyer and the bystander heard nothing of it: their next event is the next tick's.
    const next = await adminTick(app());
    for (const s of [buyer!, bystander!]) expect((await s.next())?.id).toBe(`${next.tickNumber}-0`);
    for (const s of [seller!, buyer!, bystander!]) s.close();
  });

  it('counts its trades in the price history and the trends, beside the market volume', async () => {
    const [a, b] = [await player(), await player()];
    expect((await a.post('/api/market/buy', { resourceType: 'IRON_ORE', quantity: 20 })).status).toBe(200);
    await list(a, 4, 10, 'IRON_ORE');
    await list(a, 10, 13, 'IRON_ORE');
    const bought = await b.post('/api/market/exchange/buy', {
      resourceType: 'IRON_ORE',
      quantity: 6,
      maxUnitPrice: 13,
    });
    expect(bought.status).toBe(200);
    // 4 at $10 and 2 at $13: $66 for 6 units.
    const exchange = { units: 6, averagePrice: 11 };
    for (const range of ['24h', '7d'])
      expect((await b.get(`/api/market/history?resourceType=IRON_ORE&range=${range}`)).body.data.exchange).toEqual(
        exchange,
      );
    const traded = (await b.get('/api/market/trends')).body.data.mostTraded;
    expect(traded.find((t: { resourceType: string }) => t.resourceType === 'IRON_ORE').exchange).toEqual(exchange);
    expect(traded.find((t: { resourceType: string }) => t.resourceType === 'ADVANCED_STEEL').exchange).toEqual({
      units: 0,
      averagePrice: null,
    });
  });
});
