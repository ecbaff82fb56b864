import { describe, expect, it } from 'vitest';
import { call, useServerPair } from './pair.js';
import { coal, coalBooks } from './coal-books.js';

/**
 * Standing orders selling into bids (docs/adr/0014, addendum) on two server processes on one
 * PostgreSQL: both run the tick while a player's sale races into the same bid on the other; the bid
 * fills once, and every unit of coal and every cent is accounted for.
 */
const pair = useServerPair('bids-orders', { afterFirstTick: true });

const { factoryOf, query, totals } = coalBooks(pair);

describe('standing orders into bids on two processes', () => {
  it("fill a bid once while a player's sale races both processes' ticks into it", async () => {
    const [bidder, seller, player] = [
      (await pair().signUp(pair().a, 'bidder')).token,
      (await pair().signUp(pair().b, 'seller')).token,
      (await pair().signUp(pair().a, 'player')).token,
    ];
    const { max } = (await call(pair().b, 'GET', '/api/market/bids?resourceType=COAL', bidder)).body.data
      .priceRange as { max: number };
    // The seller's floor at the bid's price: what the bid does not take stays in stock, off the market.
    const orders = await call(pair().a, 'PUT', '/api/factory/standing-orders', seller, {
      orders: [{ resource: 'COAL', keep: 70, minPrice: max }],
    });
    expect(orders.status, orders.body.message).toBe(200);
    const placed = await call(pair().b, 'POST', '/api/market/bids', bidder, {
      resourceType: 'COAL',
      quantity: 30,
      unitPrice: max,
    });
    expect(placed.status, placed.body.message).toBe(200);
    const id = (placed.body.data.bid as { id: string }).id;
    const tokens = [bidder, seller, player];
    const start = await totals(tokens);
    const [tickA, tickB, sold] = await Promise.all([
      call(pair().a, 'POST', '/api/admin/tick', pair().adminToken),
      call(pair().b, 'POST', '/api/admin/tick', pair().adminToken),
      call(pair().b, 'POST', '/api/market/exchange/sell', player, { resourceType: 'COAL', quantity: 30 }),
    ]);
    expect([tickA.status, tickB.status]).toEqual([200, 200]);
    const byPlayer = sold.status === 200 ? Number(sold.body.data.quantity) : 0;
    const bySeller = 100 - coal(await factoryOf(seller));
    expect(byPlayer + bySeller).toBe(30);
    const [bid] = await query<{ quantity_left: number; status: string }>(
      'SELECT quantity_left, status FROM exchange_bids WHERE id = $1',
      [id],
    );
    expect(bid).toEqual({ quantity_left: 0, status: 'filled' });
    const [traded] = await query<{ units: number }>(
      'SELECT coalesce(sum(quantity), 0)::int AS units FROM exchange_trades WHERE bid_id = $1',
      [id],
    );
    expect(traded!.units).toBe(30);
    expect(coal(await factoryOf(bidder))).toBe(130);
    // New factories' ticks cost nothing: every cent is where it was, or in the fees.
    expect(await totals(tokens)).toEqual(start);
  }, 120_000);
});
