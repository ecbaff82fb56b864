import { BidFilledEvent } from '@forgeworks/contract';
import { EXCHANGE, exchangeFee, usd } from '@forgeworks/engine';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from './raw-rows.js';
import { NOTIFIED, notificationOf } from '../src/push/messages.js';
import { listening, openStream } from './event-stream.js';
import type { Client } from './exchange-helper.js';
import { coal, coalAndCash, emptyBook, newPlayer, playersListening, sumOf } from './exchange-helper.js';
import { ADMIN_TOKEN, adminTick, bearer, client, signUp, useTestApp } from './helper.js';

const app = useTestApp();

const player = () => newPlayer(app());
const bid = (p: Client, quantity: number, unitPrice: number, resourceType = 'COAL') =>
  p.post('/api/market/bids', { resourceType, quantity, unitPrice });
const sell = (p: Client, quantity: number, minPrice?: number) =>
  p.post('/api/market/exchange/sell', { resourceType: 'COAL', quantity, ...(minPrice ? { minPrice } : {}) });

/** Every unit of coal and every cent among `players`: stock and cash, the cash open bids hold, the fees taken. */
const totals = async (players: Client[]) =>
  coalAndCash(app(), players, {
    cents: await sumOf(
      app(),
      sql`SELECT coalesce(sum(quantity_left * unit_price), 0)::bigint AS n FROM exchange_bids WHERE status = 'open'`,
    ),
  });

describe('bids on the exchange', () => {
  // One app serves the file: each test's sales meet only its own bids.
  beforeEach(() => emptyBook(app(), 'exchange_bids'));

  it('are in the OpenAPI document, with their bodies', async () => {
    const doc = (await app().inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[]; requestBody?: unknown }>>;
    };
    expect(Object.keys(doc.paths['/api/market/bids']!).sort()).toEqual(['get', 'post']);
    expect(doc.paths['/api/market/bids']!.post!.requestBody).toBeDefined();
    expect(Object.keys(doc.paths['/api/market/bids/{id}']!)).toEqual(['delete']);
    expect(Object.keys(doc.paths['/api/market/my-bids']!)).toEqual(['get']);
    expect(doc.paths['/api/market/exchange/sell']!.post!.tags).toEqual(['exchange']);
  });

  it('holds the cash, shows the bids highest first, fills a sale at each bid’s price less the fee', async () => {
    const [a, b, s] = [await player(), await player(), await player()];
    const placed = await bid(a, 30, 9.5);
    expect(placed.status).toBe(200);
    expect(placed.body.data.bid).toMatchObject({
      resourceType: 'COAL',
      quantity: 30,
      quantityLeft: 30,
      status: 'open',
    });
    expect(placed.body.data.bid.id).toEqual(expect.any(String));
    expect(placed.body.data.bid.lapsesAtTick).toBe(placed.body.data.bid.createdTick + EXCHANGE.BID_LIFE_TICKS);
    expect((await a.factory()).cash).toBeCloseTo(50_000 - 285, 2);
    expect((await bid(b, 10, 10)).status).toBe(200);
    const book = (await s.get('/api/market/bids?resourceType=COAL')).body.data;
    expect(book.levels).toEqual([
      { unitPrice: 10, quantity: 10, bids: 1 },
      { unitPrice: 9.5, quantity: 30, bids: 1 },
    ]);
    expect(JSON.stringify(book)).not.toContain(placed.body.data.bid.id);
    const sold = await sell(s, 15);
    expect(sold.status).toBe(200);
    const gross = usd(100) + usd(47.5);
    expect(sold.body.data).toMatchObject({
      quantity: 15,
      fills: [
        { quantity: 10, unitPrice: 10 },
        { quantity: 5, unitPrice: 9.5 },
      ],
      gross: gross / 100,
    });
    const fee = exchangeFee(usd(100)) + exchangeFee(usd(47.5));
    expect(usd(sold.body.data.fees)).toBe(fee);
    expect(usd((await s.factory()).cash)).toBe(usd(50_000) + gross - fee);
    expect(coal(await s.factory())).toBe(85);
    // The bidders have the units at once; their cash was taken when they bid.
    expect(coal(await b.factory())).toBe(110);
    expect(coal(await a.factory())).toBe(105);
    expect((await b.factory()).cash).toBeCloseTo(50_000 - 100, 2);
    const mine = (await a.get('/api/market/my-bids')).body.data;
    expect(mine[0]).toMatchObject({ quantityLeft: 25, status: 'open' });
    expect((await b.get('/api/market/my-bids')).body.data[0]).toMatchObject({ quantityLeft: 0, status: 'filled' });
    expect((await s.get('/api/market/my-trades')).body.data).toHaveLength(2);
    expect((await a.get('/api/market/my-trades')).body.data[0]).toMatchObject({ side: 'buy', quantity: 5 });
    // Cancelling returns what the bid still holds.
    const cancelled = await a.del(`/api/market/bids/${mine[0].id}`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.bid).toMatchObject({ status: 'cancelled', quantityLeft: 25 });
    expect((await a.factory()).cash).toBeCloseTo(50_000 - 47.5, 2);
  });

  it('passes over bids below the seller’s floor and the seller’s own, and refusals change nothing', async () => {
    const [a, s] = [await player(), await player()];
    const mineBid = (await bid(a, 120, 9)).body.data.bid;
    const before = { a: await a.factory(), s: await s.factory() };
    const { priceRange, marketPrice } = (await a.get('/api/market/bids?resourceType=COAL')).body.data;
    for (const [call, status, message] of [
      [() => bid(a, 100_000, marketPrice), 409, 'Not enough cash'],
      [() => bid(a, 100_000, priceRange.max), 409, 'Above the market'],
      [() => bid(a, 1, 0), 400, 'unitPrice'],
      [() => bid(a, 1, 9.001), 400, 'whole cents'],
      [() => bid(a, 1, priceRange.max + 0.01), 400, 'Unit price must be between'],
      [() => bid(a, 1, priceRange.min - 0.01), 400, 'Unit price must be between'],
      [() => bid(a, 1, 9, 'POWER'), 400, 'resourceType'],
      [() => s.del(`/api/market/bids/${mineBid.id}`), 404, 'Bid not found'],
      [() => s.del('/api/market/bids/not-a-uuid'), 404, 'Bid not found'],
      [() => sell(a, 5), 409, 'No bid for Coal'],
      [() => sell(s, 5, 9.01), 409, 'No bid for Coal'],
      [() => sell(s, 101), 409, 'Not enough Coal'],
    ] as const) {
      const res = await call();
      expect(res.status, message).toBe(status);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toContain(message);
    }
    expect(await a.factory()).toEqual(before.a);
    expect(await s.factory()).toEqual(before.s);
    expect((await a.del(`/api/market/bids/${mineBid.id}`)).status).toBe(200);
    const again = await a.del(`/api/market/bids/${mineBid.id}`);
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('already cancelled');
  });

  it('fills one bid exactly once for many sellers racing into it, conserving coal and cash', async () => {
    const a = await player();
    const sellers = await Promise.all(Array.from({ length: 12 }, () => player()));
    const start = await totals([a, ...sellers]);
    expect((await bid(a, 10, 9)).status).toBe(200);
    const results = await Promise.all(sellers.map((s) => sell(s, 3)));
    const sold = results.filter((r) => r.status === 200).reduce((n, r) => n + r.body.data.quantity, 0);
    expect(sold).toBe(10);
    for (const r of results) if (r.status !== 200) expect(r.body.message).toContain('No bid for Coal');
    expect(coal(await a.factory())).toBe(110);
    expect(await totals([a, ...sellers])).toEqual(start);
  });

  it('never sells into cash a racing cancel returned, nor returns cash a racing sale spent', async () => {
    const [a, s] = [await player(), await player()];
    const start = await totals([a, s]);
    const placed = (await bid(a, 10, 9)).body.data.bid;
    const [sold, cancelled] = await Promise.all([sell(s, 6), a.del(`/api/market/bids/${placed.id}`)]);
    const units = sold.status === 200 ? sold.body.data.quantity : 0;
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.bid.quantityLeft).toBe(10 - units);
    expect(coal(await a.factory())).toBe(100 + units);
    expect(await totals([a, s])).toEqual(start);
  });

  it('lapses a bid once while a sale races the tick, returning only what the sale left', async () => {
    const [a, s] = [await player(), await player()];
    const placed = (await bid(a, 10, 8)).body.data.bid;
    await app().database.db.execute(
      sql`UPDATE exchange_bids SET created_tick = created_tick - ${EXCHANGE.BID_LIFE_TICKS} WHERE id = ${placed.id}`,
    );
    const before = await a.factory();
    const [, sold] = await Promise.all([adminTick(app()), sell(s, 6)]);
    const units = sold.status === 200 ? sold.body.data.quantity : 0;
    const mine = (await a.get('/api/market/my-bids')).body.data[0];
    expect(mine).toMatchObject({ id: placed.id, quantityLeft: 10 - units, status: units === 10 ? 'filled' : 'lapsed' });
    expect(coal(await a.factory())).toBe(100 + units);
    // What the bid held and the sale did not take came back; the tick itself costs a bare factory nothing.
    expect(usd((await a.factory()).cash) - usd(before.cash)).toBe((10 - units) * 800);
  });

  it('returns the cash of a bid at the tick its life is over, and tells the bidder', async () => {
    const base = await listening(app());
    const account = await signUp(app());
    const a = client(app(), account.token);
    const stream = await openStream(base, account.token);
    const placed = (await bid(a, 10, 8)).body.data.bid;
    await app().database.db.execute(
      sql`UPDATE exchange_bids SET created_tick = created_tick - ${EXCHANGE.BID_LIFE_TICKS} WHERE id = ${placed.id}`,
    );
    await adminTick(app());
    expect((await a.get('/api/market/my-bids')).body.data[0]).toMatchObject({ id: placed.id, status: 'lapsed' });
    // The ledger's bid escrow: out at the tick after the bid, back (the lapse comes after the tick's
    // factories) at the next one: over both, nothing.
    const escrowed = async () =>
      (await a.get('/api/factory/financial-statement?timeframe=LAST_10_TICKS')).body.data.contracts.bidEscrow;
    expect(await escrowed()).toBe(-80);
    await adminTick(app());
    expect(await escrowed()).toBe(0);
    let heard = await stream.next();
    while (heard && heard.event !== 'bid-lapsed') heard = await stream.next();
    expect(heard?.data).toMatchObject({ bidId: placed.id, quantityLeft: 10, returned: 8_000 });
    stream.close();
  });

  it('counts the cash a bid holds in the factory’s and the leaderboard’s net worth', async () => {
    const a = await player();
    await adminTick(app());
    const before = (await a.factory()).netWorth;
    expect((await bid(a, 40, 9.5)).status).toBe(200);
    expect((await a.factory()).netWorth).toBe(before);
    expect((await a.get('/api/analytics/factory-stats')).body.data.netWorth).toBe(before);
    await adminTick(app());
    const me = (await a.get('/api/leaderboard/top-factories')).body.data.me;
    const [row] = rowsOf<{ net_worth: string }>(
      await app().database.db.execute(sql`SELECT net_worth FROM factories WHERE id = ${me.factoryId}`),
    );
    expect(usd(me.netWorth)).toBe(Number(row!.net_worth) + 40 * 950);
  });

  it("returns a suspended player's bids' cash, and takes them off the book", async () => {
    const [a, s] = [await player(), await player()];
    const { id, cash } = await a.factory();
    expect((await bid(a, 20, 8)).status).toBe(200);
    const suspended = await app().inject({
      method: 'POST',
      url: `/api/admin/players/${id}/suspend`,
      headers: bearer(ADMIN_TOKEN),
      payload: { reason: 'pouring' },
    });
    expect(suspended.statusCode).toBe(200);
    const [row] = rowsOf<{ cash: string }>(
      await app().database.db.execute(sql`SELECT cash FROM factories WHERE id = ${id}`),
    );
    expect(Number(row!.cash)).toBe(usd(cash));
    expect((await s.get('/api/market/bids?resourceType=COAL')).body.data.levels).toEqual([]);
    expect((await sell(s, 5)).status).toBe(409);
  });

  it("pushes a bid's fill as a kind of its own, and its lapse with the exchange's expiries", () => {
    expect(NOTIFIED['bid-filled']).toBe('bid-fills');
    expect(NOTIFIED['bid-lapsed']).toBe('exchange');
    const fill = { bidId: 'b1', resourceType: 'COAL', quantity: 4, unitPrice: 800, cost: 3200, quantityLeft: 6 };
    expect(notificationOf('bid-filled', fill)?.message).toEqual({
      kind: 'bid-fills',
      title: 'Exchange bid partly filled',
      body: 'Bought 4 Coal at $8.00: $32.00 paid from the bid, 6 still wanted.',
      url: '/game/market?tab=exchange',
      tag: 'bid-b1',
    });
    expect(notificationOf('bid-filled', { ...fill, quantityLeft: 0 })?.message.title).toBe('Exchange bid filled');
    const lapsed = { bidId: 'b1', resourceType: 'COAL', quantityLeft: 6, returned: 4800 };
    expect(notificationOf('bid-lapsed', lapsed)?.message.body).toBe('$48.00 held for 6 Coal went back to your cash.');
  });

  it('tells the bidder at once that its bid filled, and no one else', async () => {
    const {
      players: [a, s],
      streams: [bidder, seller],
    } = await playersListening(app(), 2);
    const placed = (await bid(a!, 10, 8)).body.data.bid;
    expect((await sell(s!, 4)).status).toBe(200);
    const heard = await bidder!.next();
    expect(heard?.event).toBe('bid-filled');
    expect(BidFilledEvent.parse(heard!.data)).toMatchObject({
      bidId: placed.id,
      resourceType: 'COAL',
      quantity: 4,
      unitPrice: 800,
      cost: 3200,
      quantityLeft: 6,
    });
    const next = await adminTick(app());
    expect((await seller!.next())?.id).toBe(`${next.tickNumber}-0`);
    bidder!.close();
    seller!.close();
  });
});
