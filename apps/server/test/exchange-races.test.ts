import { beforeEach, describe, expect, it } from 'vitest';
import { coal, emptyBook, exchangePlay } from './exchange-helper.js';
import { useTestApp } from './helper.js';

/** Buys, cancels and retries at once on one book: each unit and cent once, cheapest first. */
const app = useTestApp();

const { player, list, buy, totals } = exchangePlay(app);

describe('the exchange, at once', () => {
  // One app serves the file: each test's buys meet only its own offers.
  beforeEach(() => emptyBook(app(), 'exchange_offers'));

  it('fills exactly 10 for 50 concurrent buyers on one offer of 10', async () => {
    const seller = await player();
    await list(seller, 10, 9);
    const buyers = await Promise.all(Array.from({ length: 50 }, () => player()));
    const results = await Promise.all(buyers.map((b) => buy(b, 1, 9)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const got = (await Promise.all(buyers.map((b) => b.factory()))).reduce((s, f) => s + coal(f) - 100, 0);
    expect(got).toBe(10);
  });

  it('never returns sold goods to a cancel racing a buy', async () => {
    const [a, b] = [await player(), await player()];
    const offer = (await list(a, 10, 8)).body.data;
    const [bought, cancelled] = await Promise.all([buy(b, 6, 8), a.del(`/api/market/offers/${offer.id}`)]);
    const sold = bought.status === 200 ? bought.body.data.quantity : 0;
    expect(cancelled.status).toBe(200);
    expect(coal(await a.factory())).toBe(100 - sold);
    expect(coal(await b.factory())).toBe(100 + sold);
  });

  it('lets two players buy from each other at once', async () => {
    const [a, b] = [await player(), await player()];
    await list(a, 10, 8);
    await list(b, 10, 8);
    const results = await Promise.all([buy(a, 5, 8), buy(b, 5, 8), buy(a, 5, 8), buy(b, 5, 8)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(coal(await a.factory())).toBe(100);
    expect(coal(await b.factory())).toBe(100);
  });

  it('never passes a cheaper offer over for a dearer one among many buyers at once, conserving goods and cash', async () => {
    const sellers = [await player(), await player(), await player(), await player()];
    for (const s of sellers.slice(0, 3)) await list(s, 7, 8);
    await list(sellers[3]!, 60, 9);
    const buyers = await Promise.all(Array.from({ length: 12 }, () => player()));
    const start = await totals([...sellers, ...buyers]);
    // Twelve buyers of one or two units at once on three offers of 7 at $8 and one of 60 at $9 (19 units
    // wanted, 21 at $8); one of them sends its buy five times under one key.
    const key = `key-${Date.now()}`;
    const results = await Promise.all([
      ...buyers.map((b, i) => buy(b, 1 + (i % 2), 9)),
      ...Array.from({ length: 4 }, () => buy(buyers[0]!, 1, 9, key)),
    ]);
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
    const keyed = results.slice(12).map((r) => r.body.data);
    expect(keyed.every((answer) => JSON.stringify(answer) === JSON.stringify(keyed[0]))).toBe(true);
    expect(coal(await buyers[0]!.factory())).toBe(102);
    // As the players read them: a seller's cached factory is never one of two writes in flight at once.
    expect(await totals([...sellers, ...buyers])).toEqual(start);
    // Every unit at $8: a buy waits for the cheapest offers when other buys hold them all.
    const fills = [...results.slice(0, 12).map((r) => r.body.data), keyed[0]].flatMap(
      (answer: { fills: { quantity: number; unitPrice: number }[] }) => answer.fills,
    );
    expect(fills.map((f) => f.unitPrice)).toEqual(fills.map(() => 8));
    expect(fills.reduce((n, f) => n + f.quantity, 0)).toBe(19);
  });

  it('answers a buy sent again at once the first answer, even when the first took the last units', async () => {
    const [a, b] = [await player(), await player()];
    await list(a, 2, 8);
    const key = `key-${Date.now()}`;
    const answers = await Promise.all([buy(b, 2, 8, key), buy(b, 2, 8, key), buy(b, 2, 8, key)]);
    expect(answers.map((r) => [r.status, r.body.data])).toEqual(answers.map(() => [200, answers[0]!.body.data]));
    expect(coal(await b.factory())).toBe(102);
  });
});
