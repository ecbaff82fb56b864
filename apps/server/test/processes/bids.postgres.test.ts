import { EXCHANGE } from '@forgeworks/engine';
import { describe, expect, it } from 'vitest';
import type { ServerProcess } from './server-process.js';
import { call, useServerPair } from './pair.js';
import { coal, coalBooks } from './coal-books.js';

/**
 * Bids on two server processes on one PostgreSQL (docs/adr/0014): sellers on either racing into one
 * bid fill it once, and a cancel or a lapse on one racing sales on the other returns only what is
 * left; every unit of coal and every cent is accounted for.
 */
const pair = useServerPair('bids', { afterFirstTick: true });

const { factoryOf, query, totals } = coalBooks(pair);
const server = (i: number): ServerProcess => (i % 2 === 0 ? pair().a : pair().b);
const sell = (i: number, token: string, quantity: number) =>
  call(server(i), 'POST', '/api/market/exchange/sell', token, { resourceType: 'COAL', quantity });

async function placeBid(token: string, quantity: number) {
  const price = (await call(pair().b, 'GET', '/api/market/bids?resourceType=COAL', token)).body.data
    .marketPrice as number;
  const placed = await call(pair().b, 'POST', '/api/market/bids', token, {
    resourceType: 'COAL',
    quantity,
    unitPrice: price,
  });
  expect(placed.status, placed.body.message).toBe(200);
  return (placed.body.data.bid as { id: string }).id;
}

/**
 * The file's players, made once: an address signs up at most ten accounts an hour. Three bidders (a
 * test each) and six sellers, who each hold 100 coal, more than all the tests sell.
 */
let players: { bidders: string[]; sellers: string[] } | undefined;
async function cast() {
  players ??= {
    bidders: [
      (await pair().signUp(pair().a, 'bidder')).token,
      (await pair().signUp(pair().b, 'bidder')).token,
      (await pair().signUp(pair().a, 'bidder')).token,
    ],
    sellers: (await Promise.all(Array.from({ length: 6 }, (_, i) => pair().signUp(server(i), 'seller')))).map(
      (s) => s.token,
    ),
  };
  return players;
}

describe('bids on two processes', () => {
  it('fill one bid exactly once for sellers racing into it on both', async () => {
    const { bidders, sellers } = await cast();
    const bidder = bidders[0]!;
    const tokens = [bidder, ...sellers];
    const start = await totals(tokens);
    const id = await placeBid(bidder, 25);
    const results = await Promise.all(sellers.map((s, i) => sell(i, s, 7)));
    const sold = results.filter((r) => r.status === 200).reduce((n, r) => n + Number(r.body.data.quantity), 0);
    expect(sold).toBe(25);
    const [bid] = await query<{ quantity_left: number; status: string }>(
      'SELECT quantity_left, status FROM exchange_bids WHERE id = $1',
      [id],
    );
    expect(bid).toEqual({ quantity_left: 0, status: 'filled' });
    expect(coal(await factoryOf(bidder))).toBe(125);
    expect(await totals(tokens)).toEqual(start);
  }, 120_000);

  it('return only what is left to a cancel racing sales on the other process', async () => {
    const { bidders, sellers: all } = await cast();
    const [bidder, sellers] = [bidders[1]!, all.slice(0, 3)];
    const tokens = [bidder, ...sellers];
    const start = await totals(tokens);
    const id = await placeBid(bidder, 30);
    const [cancelled, ...sales] = await Promise.all([
      call(pair().a, 'DELETE', `/api/market/bids/${id}`, bidder),
      ...sellers.map((s) => sell(1, s, 8)),
    ]);
    expect(cancelled.status).toBe(200);
    const sold = sales.filter((r) => r.status === 200).reduce((n, r) => n + Number(r.body.data.quantity), 0);
    expect((cancelled.body.data.bid as { quantityLeft: number }).quantityLeft).toBe(30 - sold);
    expect(coal(await factoryOf(bidder))).toBe(100 + sold);
    expect(await totals(tokens)).toEqual(start);
  }, 120_000);

  it('lapse a bid once, whichever process runs the tick, while sales race it', async () => {
    const { bidders, sellers: all } = await cast();
    const [bidder, sellers] = [bidders[2]!, all.slice(3, 5)];
    const tokens = [bidder, ...sellers];
    const id = await placeBid(bidder, 20);
    await query('UPDATE exchange_bids SET created_tick = created_tick - $1 WHERE id = $2', [
      EXCHANGE.BID_LIFE_TICKS,
      id,
    ]);
    const start = await totals(tokens);
    const answers = await Promise.all([
      call(pair().a, 'POST', '/api/admin/tick', pair().adminToken),
      call(pair().b, 'POST', '/api/admin/tick', pair().adminToken),
      ...sellers.map((s, i) => sell(i, s, 6)),
    ]);
    expect(answers.slice(0, 2).map((a) => a.status)).toEqual([200, 200]);
    const sold = answers.slice(2).reduce((n, r) => n + (r.status === 200 ? Number(r.body.data.quantity) : 0), 0);
    const [bid] = await query<{ quantity_left: number; status: string }>(
      'SELECT quantity_left, status FROM exchange_bids WHERE id = $1',
      [id],
    );
    expect(bid).toEqual({ quantity_left: 20 - sold, status: sold === 20 ? 'filled' : 'lapsed' });
    const events = await query<{ n: number }>(
      `SELECT count(*)::int AS n FROM player_events WHERE kind = 'bid-lapsed' AND data->>'bidId' = $1`,
      [id],
    );
    expect(events[0]!.n).toBe(sold === 20 ? 0 : 1);
    expect(coal(await factoryOf(bidder))).toBe(100 + sold);
    // The ticks' own bills moved cash too: compare with them taken out of the cash at the start.
    const after = await totals(tokens);
    expect(after.units).toBe(start.units);
  }, 120_000);

  // Last: it kills process A.
  it('lose nothing when a process is killed with sales into a bid in flight', async () => {
    const { bidders, sellers } = await cast();
    const bidder = bidders[0]!;
    const tokens = [bidder, ...sellers];
    const id = await placeBid(bidder, 40);
    const start = await totals(tokens);
    const coalBefore = coal(await factoryOf(bidder));
    // Every seller sells to A, and to B; A dies as soon as they are sent, whatever it was doing.
    const onA = sellers.map((s) => sell(0, s, 5).catch(() => null));
    const onB = sellers.map((s) => sell(1, s, 3));
    await pair().a.kill();
    const answered = await Promise.all(onB);
    await Promise.all(onA);
    // B answered every sale (none waits for ever on a lock the dead process held).
    for (const r of answered) expect([200, 409]).toContain(r.status);
    const [bid] = await query<{ quantity: number; quantity_left: number }>(
      'SELECT quantity, quantity_left FROM exchange_bids WHERE id = $1',
      [id],
    );
    const [traded] = await query<{ units: number }>(
      'SELECT coalesce(sum(quantity), 0)::int AS units FROM exchange_trades WHERE bid_id = $1',
      [id],
    );
    // The bid, its trades and the bidder's stock agree on what was sold, whatever committed.
    expect(bid!.quantity - bid!.quantity_left).toBe(traded!.units);
    expect(coal(await factoryOf(bidder)) - coalBefore).toBe(traded!.units);
    expect(await totals(tokens)).toEqual(start);
  }, 120_000);
});
