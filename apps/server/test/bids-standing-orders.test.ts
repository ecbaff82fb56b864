import { exchangeFee, FAIR_PLAY, usd } from '@forgeworks/engine';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from './raw-rows.js';
import type { Client } from './exchange-helper.js';
import { coal, coalAndCash, emptyBook, newPlayer, sumOf } from './exchange-helper.js';
import { adminTick, useTestApp } from './helper.js';

/**
 * Standing orders selling into bids at the tick (issue 48; docs/adr/0014): a bid that pays more
 * than the market, after the fee, is filled by a seller's standing order before the market takes
 * the rest; played through the public API, every account from one address.
 */
const app = useTestApp();

const player = () => newPlayer(app());
const book = async (p: Client) =>
  (await p.get('/api/market/bids?resourceType=COAL')).body.data as {
    marketPrice: number;
    priceRange: { min: number; max: number };
  };
const bid = (p: Client, quantity: number, unitPrice: number) =>
  p.post('/api/market/bids', { resourceType: 'COAL', quantity, unitPrice });
const myBid = async (p: Client) => (await p.get('/api/market/my-bids')).body.data[0];

/** Sellers this file gave a coal standing order: each test's are cleared after it, so no later bid meets them. */
const sellers: Client[] = [];
async function coalSeller(keep: number, minPrice: number | null = null): Promise<Client> {
  const s = await player();
  const res = await s.put('/api/factory/standing-orders', { orders: [{ resource: 'COAL', keep, minPrice }] });
  expect(res.status, res.body.message).toBe(200);
  sellers.push(s);
  return s;
}

/** Every unit of coal and every cent among `players`, with what open bids hold and the fees taken. */
const totals = async (players: Client[]) =>
  coalAndCash(app(), players, {
    cents: await sumOf(
      app(),
      sql`SELECT coalesce(sum(quantity_left * unit_price), 0)::bigint AS n FROM exchange_bids WHERE status = 'open'`,
    ),
  });

const heard = async (p: Client) => {
  const id = (await p.factory()).id as string;
  return rowsOf<{ kind: string; data: { quantity: number; quantityLeft: number } }>(
    await app().database.db.execute(
      sql`SELECT kind, data FROM player_events WHERE factory_id = ${id} AND kind = 'bid-filled' ORDER BY id`,
    ),
  );
};

describe('standing orders selling into bids at the tick', () => {
  beforeEach(() => emptyBook(app(), 'exchange_bids'));
  afterEach(async () => {
    for (const s of sellers.splice(0)) await s.put('/api/factory/standing-orders', { orders: [] });
  });

  it('fill a bid paying more than the market: the bidder gets the coal, the seller the cash, nothing lost', async () => {
    const [a, s] = [await player(), await coalSeller(70)];
    const { priceRange } = await book(a);
    const placed = await bid(a, 50, priceRange.max);
    expect(placed.status, placed.body.message).toBe(200);
    const start = await totals([a, s]);
    const cashBefore = usd((await s.factory()).cash);
    await adminTick(app());
    // 30 beyond the keep of 70 went into the bid, at its price, less the fee; nothing to the market.
    expect(coal(await s.factory())).toBe(70);
    expect(coal(await a.factory())).toBe(130);
    const gross = 30 * usd(priceRange.max);
    expect(usd((await s.factory()).cash) - cashBefore).toBe(gross - exchangeFee(gross));
    expect(await myBid(a)).toMatchObject({ quantityLeft: 20, status: 'open' });
    expect(await totals([a, s])).toEqual(start);
    const trades = (await s.get('/api/market/my-trades')).body.data;
    expect(trades).toEqual([expect.objectContaining({ side: 'sell', quantity: 30, unitPrice: priceRange.max })]);
    expect((await heard(a)).map((h) => [h.kind, h.data.quantity, h.data.quantityLeft])).toEqual([
      ['bid-filled', 30, 20],
    ]);
    // The rest of the bid waits: the seller has nothing beyond its keep at the next tick.
    await adminTick(app());
    expect(await myBid(a)).toMatchObject({ quantityLeft: 20, status: 'open' });
  });

  it('fill the best bids first across sellers, and leave the rest of their surplus to the market', async () => {
    const [a, b] = [await player(), await player()];
    const [s1, s2] = [await coalSeller(90), await coalSeller(90)];
    const { priceRange } = await book(a);
    expect((await bid(a, 15, priceRange.max)).status).toBe(200);
    expect((await bid(b, 15, priceRange.max - 0.5)).status).toBe(200);
    const start = await totals([a, b, s1, s2]);
    await adminTick(app());
    // 20 for sale, the best bid's 15 first, then 5 of the next.
    expect(await myBid(a)).toMatchObject({ quantityLeft: 0, status: 'filled' });
    expect(await myBid(b)).toMatchObject({ quantityLeft: 10, status: 'open' });
    expect([coal(await s1.factory()), coal(await s2.factory())]).toEqual([90, 90]);
    expect(coal(await a.factory()) + coal(await b.factory())).toBe(220);
    expect(await totals([a, b, s1, s2])).toEqual(start);
  });

  it('pass over a bid that pays no more than the market after the fee: the market takes the surplus', async () => {
    const [a, s] = [await player(), await coalSeller(90)];
    const { marketPrice } = await book(a);
    // A bid at the market's price pays the seller less than the market once the fee is kept.
    expect((await bid(a, 10, marketPrice)).status).toBe(200);
    await adminTick(app());
    expect(await myBid(a)).toMatchObject({ quantityLeft: 10, status: 'open' });
    expect(coal(await s.factory())).toBe(90);
    expect(coal(await a.factory())).toBe(100);
  });

  it("never fill the seller's own bid, nor a bid of a factory fair play marked one-way", async () => {
    const [marked, other] = [await player(), await player()];
    const s = await coalSeller(90);
    const { priceRange } = await book(s);
    expect((await bid(s, 10, priceRange.max)).status).toBe(200);
    expect((await bid(marked, 10, priceRange.max)).status).toBe(200);
    const [markedId, otherId] = [(await marked.factory()).id, (await other.factory()).id];
    await app().database.db.execute(sql`
      INSERT INTO fair_play_flows (giver_factory_id, receiver_factory_id, value, trades, last_tick, one_way)
      VALUES (${markedId}, ${otherId}, ${usd(2_000)}, 3, 0, true)`);
    await adminTick(app());
    expect(await myBid(s)).toMatchObject({ quantityLeft: 10, status: 'open' });
    expect(await myBid(marked)).toMatchObject({ quantityLeft: 10, status: 'open' });
    // The marked factory's bid is still there for a player's own sale: only the automatic one passes it over.
    const sold = await other.post('/api/market/exchange/sell', { resourceType: 'COAL', quantity: 20 });
    expect(sold.status, sold.body.message).toBe(200);
    expect(await myBid(marked)).toMatchObject({ quantityLeft: 0, status: 'filled' });
  });

  it("fill a bid once when a player's own sale races the tick into it", async () => {
    const a = await player();
    const { priceRange } = await book(a);
    // Its floor at the bid's price: what the bid does not take stays, rather than going to the market.
    const [p, s] = [await player(), await coalSeller(70, priceRange.max)];
    expect((await bid(a, 30, priceRange.max)).status).toBe(200);
    const start = await totals([a, p, s]);
    const [, sold] = await Promise.all([
      adminTick(app()),
      p.post('/api/market/exchange/sell', { resourceType: 'COAL', quantity: 30 }),
    ]);
    const byPlayer = sold.status === 200 ? sold.body.data.quantity : 0;
    const bySeller = 100 - coal(await s.factory());
    // Whatever the order, the bid's 30 filled once between them; the seller's rest went nowhere else.
    expect(byPlayer + bySeller).toBe(30);
    expect(coal(await a.factory())).toBe(130);
    expect(await myBid(a)).toMatchObject({ quantityLeft: 0, status: 'filled' });
    expect(await totals([a, p, s])).toEqual(start);
  });

  it("give throwaways bidding at the band's top no more than their allowances, and stop at a one-way pair", async () => {
    const main = await coalSeller(0);
    const [t1, t2, t3] = [await player(), await player(), await player()];
    const mainId = (await main.factory()).id as string;
    const flowsFrom = async (t: Client) => {
      const id = (await t.factory()).id as string;
      const [row] = rowsOf<{ value: string; one_way: boolean }>(
        await app().database.db.execute(sql`
          SELECT value, one_way FROM fair_play_flows WHERE giver_factory_id = ${id} AND receiver_factory_id = ${mainId}`),
      );
      return { value: Number(row?.value ?? 0), oneWay: row?.one_way ?? false };
    };
    /** Bids the most units `t`'s allowance and cash take at the band's top, from `most` down by halves. */
    const bidMost = async (t: Client, most: number) => {
      const { max } = (await book(main)).priceRange;
      for (let q = most; q >= 1; q = Math.floor(q / 2)) if ((await bid(t, q, max)).status === 200) return q;
      return 0;
    };
    // The main account stocks up at the market; its standing order (keep 0) sells it all at the tick.
    const stock = async (units: number) =>
      expect((await main.post('/api/market/buy', { resourceType: 'COAL', quantity: units })).status).toBe(200);

    // 1. A throwaway's bid at the band's top is filled automatically, once: the pair turns one-way.
    expect(await bidMost(t1, 1_000)).toBe(1_000);
    await stock(1_000);
    await adminTick(app());
    expect(await myBid(t1)).toMatchObject({ quantityLeft: 0, status: 'filled' });
    const first = await flowsFrom(t1);
    expect(first.oneWay).toBe(true);
    // 2. Its next bid is left to players' own sales: the main account's coal goes to the market instead.
    expect(await bidMost(t1, 500)).toBeGreaterThan(0);
    await stock(1_000);
    await adminTick(app());
    expect(await myBid(t1)).toMatchObject({ status: 'open' });
    expect(await flowsFrom(t1)).toEqual(first);
    expect(coal(await main.factory())).toBe(0);
    // 3. Nor does the main account sell into any other throwaway's bid: a marked factory's standing
    // orders sell to the market only, while a seller fair play has not marked fills that bid.
    expect(await bidMost(t2, 4_096)).toBeGreaterThan(0);
    await stock(1_000);
    const other = await coalSeller(0);
    await adminTick(app());
    expect(await flowsFrom(t2)).toEqual({ value: 0, oneWay: false });
    expect(coal(await main.factory())).toBe(0);
    expect(coal(await other.factory())).toBe(0);
    expect((await myBid(t2)).quantityLeft).toBeLessThan((await myBid(t2)).quantity);
    const moved = (await Promise.all([t1, t2, t3].map(flowsFrom))).reduce((n, f) => n + f.value, 0);
    expect(moved).toBe(first.value);
    expect(moved).toBeLessThanOrEqual(FAIR_PLAY.ALLOWANCE_BASE);
  });
});
