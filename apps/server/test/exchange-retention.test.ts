import { TIME } from '@forgeworks/engine';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from './raw-rows.js';
import { pruneHistory, RETENTION } from '../src/history/retention.js';
import { client, signUp, useTestApp } from './helper.js';

const app = useTestApp();

type Client = ReturnType<typeof client>;
const player = async () => client(app(), (await signUp(app())).token);
const coal = async (p: Client) =>
  (await p.factory()).inventory.find((i: { type: string }) => i.type === 'COAL')!.quantity as number;
const buy = (p: Client, quantity: number, idempotencyKey: string) =>
  p.post('/api/market/exchange/buy', { resourceType: 'COAL', quantity, maxUnitPrice: 8, idempotencyKey });
const myTrades = async (p: Client) => (await p.get('/api/market/my-trades')).body.data as { id: number }[];

const run = (query: ReturnType<typeof sql>) => app().database.db.execute(query);
/** Makes a buy's key as old as `hours` of real time. */
const ageKey = (key: string, hours: number) =>
  run(sql`UPDATE exchange_buys SET created_at = now() - make_interval(hours => ${hours}::int)
    WHERE idempotency_key = ${key}`);
/** Every row the prune must leave as it was: factories (cash, debt, stock, ledger) and offers (escrow). */
const holdings = async () => ({
  factories: rowsOf(await run(sql`SELECT * FROM factories ORDER BY id`)),
  offers: rowsOf(await run(sql`SELECT * FROM exchange_offers ORDER BY id`)),
});

describe('exchange retention', () => {
  // Each test buys only from its own seller's offer.
  beforeEach(() => run(sql`UPDATE exchange_offers SET status = 'cancelled' WHERE status = 'open'`));

  it("answers a retried buy with the first answer inside the key's window, and buys anew after it", async () => {
    const [seller, buyer] = [await player(), await player()];
    expect((await seller.post('/api/market/offers', { resourceType: 'COAL', quantity: 10, unitPrice: 8 })).status).toBe(
      200,
    );
    const first = await buy(buyer, 2, 'retry-key');
    expect(first.status).toBe(200);

    await ageKey('retry-key', RETENTION.BUY_KEY_HOURS - 1);
    expect((await buy(buyer, 2, 'retry-key')).body).toEqual(first.body);
    expect(await coal(buyer)).toBe(102);
    expect(await myTrades(buyer)).toHaveLength(1);

    // Past the window the key is spent: the same request is a new buy, and its answer the key's.
    await ageKey('retry-key', RETENTION.BUY_KEY_HOURS + 1);
    const second = await buy(buyer, 3, 'retry-key');
    expect(second.status).toBe(200);
    expect(second.body.data.quantity).toBe(3);
    expect(await coal(buyer)).toBe(105);
    expect((await buy(buyer, 3, 'retry-key')).body).toEqual(second.body);
    expect(await coal(buyer)).toBe(105);
    expect(await myTrades(buyer)).toHaveLength(2);
  });

  it('deletes trades older than Price History keeps prices and spent buy keys, on the hour, and nothing else', async () => {
    const [seller, buyer] = [await player(), await player()];
    await seller.post('/api/market/offers', { resourceType: 'COAL', quantity: 10, unitPrice: 8 });
    const old = await buy(buyer, 3, 'old-key');
    const recent = await buy(buyer, 3, 'recent-key');
    expect([old.status, recent.status]).toEqual([200, 200]);
    const [oldTrade, recentTrade] = (await myTrades(buyer)).map((t) => t.id).sort((a, b) => a - b);

    // The next tick closing an hour, and the two trades just either side of the trades' retention.
    const [now] = rowsOf<{ tick: number }>(await run(sql`SELECT max(tick)::int AS tick FROM factories`));
    const hour = Math.ceil((now!.tick + 1) / TIME.TICKS_PER_HOUR) * TIME.TICKS_PER_HOUR;
    await run(sql`UPDATE exchange_trades SET tick = ${hour - RETENTION.TRADE_TICKS} WHERE id = ${oldTrade!}`);
    await run(sql`UPDATE exchange_trades SET tick = ${hour - RETENTION.TRADE_TICKS + 1} WHERE id = ${recentTrade!}`);
    await ageKey('old-key', RETENTION.BUY_KEY_HOURS + 1);
    await ageKey('recent-key', RETENTION.BUY_KEY_HOURS - 1);
    const before = await holdings();

    expect(await pruneHistory(app().database.db, hour - 1)).toBe(false);
    expect((await myTrades(buyer)).map((t) => t.id).sort((a, b) => a - b)).toEqual([oldTrade, recentTrade]);
    expect(await pruneHistory(app().database.db, hour)).toBe(true);

    expect(await holdings()).toEqual(before);
    expect((await myTrades(buyer)).map((t) => t.id)).toEqual([recentTrade]);
    expect((await myTrades(seller)).map((t) => t.id)).toEqual([recentTrade]);
    const keys = rowsOf<{ idempotency_key: string }>(
      await run(sql`SELECT idempotency_key FROM exchange_buys ORDER BY idempotency_key`),
    );
    expect(keys.map((k) => k.idempotency_key)).toEqual(['recent-key', 'retry-key']);
    // The key kept still answers its first buy; the offer still sells what is left of it.
    expect((await buy(buyer, 3, 'recent-key')).body).toEqual(recent.body);
    expect(await coal(buyer)).toBe(106);
    expect((await buy(buyer, 4, 'old-key')).body.data.quantity).toBe(4);
    expect(await coal(buyer)).toBe(110);
  });

  it('deletes closed offers once their trades are gone, never an open one', async () => {
    const seller = await player();
    const list = async (quantity: number) =>
      (await seller.post('/api/market/offers', { resourceType: 'COAL', quantity, unitPrice: 8 })).body.data
        .id as string;
    const [oldClosed, recentClosed, oldOpen] = [await list(1), await list(2), await list(3)];
    for (const id of [oldClosed, recentClosed]) expect((await seller.del(`/api/market/offers/${id}`)).status).toBe(200);

    const [now] = rowsOf<{ tick: number }>(await run(sql`SELECT max(tick)::int AS tick FROM factories`));
    const hour = Math.ceil((now!.tick + 1) / TIME.TICKS_PER_HOUR) * TIME.TICKS_PER_HOUR;
    const listedAt = (id: string, tick: number) =>
      run(sql`UPDATE exchange_offers SET created_tick = ${tick} WHERE id = ${id}`);
    await listedAt(oldClosed, hour - RETENTION.CLOSED_OFFER_TICKS);
    await listedAt(recentClosed, hour - RETENTION.CLOSED_OFFER_TICKS + 1);
    await listedAt(oldOpen, hour - RETENTION.CLOSED_OFFER_TICKS);
    const factoriesBefore = rowsOf(await run(sql`SELECT * FROM factories ORDER BY id`));

    expect(await pruneHistory(app().database.db, hour)).toBe(true);
    const offers = (await seller.get('/api/market/my-offers')).body.data as { id: string; status: string }[];
    expect(offers.map((o) => [o.id, o.status]).sort()).toEqual(
      [
        [recentClosed, 'cancelled'],
        [oldOpen, 'open'],
      ].sort(),
    );
    expect(rowsOf(await run(sql`SELECT * FROM factories ORDER BY id`))).toEqual(factoriesBefore);
  });
});
