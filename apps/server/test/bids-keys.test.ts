import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { RETENTION } from '../src/history/retention.js';
import type { Client } from './exchange-helper.js';
import { coal, coalAndCash, emptyBook, newPlayer, sumOf } from './exchange-helper.js';
import { useTestApp } from './helper.js';

const app = useTestApp();

const player = () => newPlayer(app());
const bid = (p: Client, quantity: number, unitPrice: number) =>
  p.post('/api/market/bids', { resourceType: 'COAL', quantity, unitPrice });
const sell = (p: Client, quantity: number, idempotencyKey?: string) =>
  p.post('/api/market/exchange/sell', { resourceType: 'COAL', quantity, idempotencyKey });

/** Every unit of coal and every cent among `players`, with the cash open bids hold and the fees taken. */
const totals = async (players: Client[]) =>
  coalAndCash(app(), players, {
    cents: await sumOf(
      app(),
      sql`SELECT coalesce(sum(quantity_left * unit_price), 0)::bigint AS n FROM exchange_bids WHERE status = 'open'`,
    ),
  });

const trades = (seller: Client) => seller.get('/api/market/my-trades').then((r) => r.body.data as unknown[]);

describe('a sale into the bids under an idempotency key', () => {
  beforeEach(() => emptyBook(app(), 'exchange_bids'));

  it('answers a retry with the first answer and sells nothing more', async () => {
    const [a, s] = [await player(), await player()];
    expect((await bid(a, 30, 9)).status).toBe(200);
    const start = await totals([a, s]);
    const first = await sell(s, 10, 'sale-retry');
    expect(first.status).toBe(200);
    const again = await sell(s, 10, 'sale-retry');
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(coal(await s.factory())).toBe(90);
    expect(coal(await a.factory())).toBe(110);
    expect(await trades(s)).toHaveLength(1);
    // Another key is another sale; the same key from another seller is that seller's own.
    expect((await sell(s, 10, 'sale-other')).body.data.quantity).toBe(10);
    const t = await player();
    expect((await sell(t, 10, 'sale-retry')).body.data.quantity).toBe(10);
    expect(coal(await a.factory())).toBe(130);
    expect(await totals([a, s, t])).toEqual({ ...start, units: start.units + 100, cents: start.cents + 5_000_000 });
  });

  it('sells once for the same call sent at once, even when the first takes the whole bid', async () => {
    const [a, s] = [await player(), await player()];
    expect((await bid(a, 10, 9)).status).toBe(200);
    const start = await totals([a, s]);
    const answers = await Promise.all(Array.from({ length: 5 }, () => sell(s, 10, 'sale-at-once')));
    expect(answers.map((r) => [r.status, r.body])).toEqual(answers.map(() => [200, answers[0]!.body]));
    expect(answers[0]!.body.data.quantity).toBe(10);
    expect(coal(await s.factory())).toBe(90);
    expect(coal(await a.factory())).toBe(110);
    expect(await trades(s)).toHaveLength(1);
    expect(await totals([a, s])).toEqual(start);
  });

  it('answers a refusal under its key anew: nothing was sold, so nothing is kept', async () => {
    const [a, s] = [await player(), await player()];
    const refused = await sell(s, 10, 'sale-refused');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ success: false, message: expect.stringContaining('No bid for Coal') });
    expect((await bid(a, 10, 9)).status).toBe(200);
    expect((await sell(s, 10, 'sale-refused')).body.data.quantity).toBe(10);
  });

  it('sells anew once the key is past its window, the key then holding the new answer', async () => {
    const [a, s] = [await player(), await player()];
    expect((await bid(a, 20, 9)).status).toBe(200);
    expect((await sell(s, 5, 'sale-old')).status).toBe(200);
    const db = app().database.db;
    await db.execute(sql`UPDATE exchange_sells SET created_at = now() - make_interval(hours => ${RETENTION.BUY_KEY_HOURS + 1}::int)
      WHERE idempotency_key = 'sale-old'`);
    expect((await sell(s, 5, 'sale-old')).status).toBe(200);
    expect(coal(await a.factory())).toBe(110);
    expect(
      await sumOf(app(), sql`SELECT count(*)::int AS n FROM exchange_sells WHERE idempotency_key = 'sale-old'`),
    ).toBe(1);
  });

  it('refuses a key that is empty or too long, selling nothing', async () => {
    const [a, s] = [await player(), await player()];
    expect((await bid(a, 10, 9)).status).toBe(200);
    for (const key of ['', 'k'.repeat(101)]) {
      const res = await sell(s, 5, key);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: expect.stringContaining('idempotencyKey') });
    }
    expect(coal(await s.factory())).toBe(100);
  });
});
