import { CONTRACTS, usd } from '@forgeworks/engine';
import { describe, expect, it } from 'vitest';
import { contractPlay } from './contracts-helper.js';
import { useTestApp } from './helper.js';

const app = useTestApp();
const { player, coalPrice, offer, act, listed, mine, heard } = contractPlay(app);

describe('counter-offers', () => {
  it('end the offer countered and send a new one back to its proposer, linked; both see the thread', async () => {
    const [a, b] = [await player(), await player()];
    const price = await coalPrice(a);
    const id = (await offer(a, b, { quantity: 10, unitPrice: price })).body.data.id as string;
    const lower = Math.round(price * 90) / 100;
    const res = await act(b, id, 'counter', { quantity: 8, unitPrice: lower, dueInTicks: 6 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Counter-offer sent' });
    // The counterparty proposes now; each keeps its side of the good.
    expect(res.body.data).toMatchObject({
      status: 'offered',
      proposedByMe: true,
      side: 'sell',
      counteredFrom: id,
      quantity: 8,
      unitPrice: lower,
      dueInTicks: 6,
      resourceType: 'COAL',
    });
    const counterId = res.body.data.id as string;
    expect((await mine(b, id)).status).toBe('countered');
    expect((await listed(a)).map((c) => [c.id, c.status])).toEqual([
      [counterId, 'offered'],
      [id, 'countered'],
    ]);
    expect(await mine(a, counterId)).toMatchObject({ proposedByMe: false, side: 'buy', counteredFrom: id });
    expect(await heard(a, 'contract-countered')).toEqual([
      expect.objectContaining({ contractId: counterId, counteredFrom: id, side: 'buyer', quantity: 8 }),
    ]);
    expect(await heard(b, 'contract-countered')).toEqual([]);
    // The countered offer is answered: nobody may accept, decline, withdraw or counter it again.
    for (const [who, verb] of [
      [b, 'accept'],
      [b, 'decline'],
      [a, 'withdraw'],
    ] as const)
      expect((await act(who, id, verb)).status).toBe(409);
    expect((await act(b, id, 'counter', { quantity: 8, unitPrice: price, dueInTicks: 6 })).status).toBe(409);
    // The thread goes on: the first proposer counters back, and the other accepts.
    const back = await act(a, counterId, 'counter', { quantity: 9, unitPrice: price, dueInTicks: 5 });
    expect(back.body.data).toMatchObject({ side: 'buy', proposedByMe: true, counteredFrom: counterId });
    const cashBefore = (await a.factory()).cash;
    const taken = await act(b, back.body.data.id as string, 'accept');
    expect(taken.body.data).toMatchObject({ status: 'active', escrow: 9 * price });
    expect(usd(cashBefore) - usd((await a.factory()).cash)).toBe(9 * usd(price));
  });

  it('refuses bad counters with the envelope and nothing changed; only the counterparty counters', async () => {
    const [a, b, c] = [await player(), await player(), await player()];
    const price = await coalPrice(a);
    const id = (await offer(a, b, { quantity: 10, unitPrice: price })).body.data.id as string;
    const terms = { quantity: 5, unitPrice: price, dueInTicks: 5 };
    const refusals: [Record<string, unknown> | undefined, number][] = [
      [undefined, 400],
      [{ ...terms, quantity: 0 }, 400],
      [{ ...terms, quantity: 2.5 }, 400],
      [{ ...terms, quantity: CONTRACTS.MAX_QUANTITY + 1 }, 400],
      [{ ...terms, unitPrice: 1.234 }, 400],
      [{ ...terms, unitPrice: -1 }, 400],
      [{ ...terms, dueInTicks: CONTRACTS.MAX_DUE_TICKS + 1 }, 400],
      [{ ...terms, dueInTicks: CONTRACTS.MIN_DUE_TICKS - 1 }, 400],
      // Outside the exchange's band around the market's price, as an offer is.
      [{ ...terms, unitPrice: Math.round(price * 200) / 100 }, 400],
    ];
    for (const [body, status] of refusals) {
      const res = await act(b, id, 'counter', body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body).toMatchObject({ success: false, message: expect.any(String) });
    }
    // Another player's offer is not found; its proposer answers nothing of its own.
    expect((await act(c, id, 'counter', terms)).status).toBe(404);
    expect((await act(a, id, 'counter', terms)).status).toBe(409);
    expect((await act(b, '00000000-0000-4000-8000-000000000000', 'counter', terms)).status).toBe(404);
    expect((await listed(a)).map((x) => [x.id, x.status])).toEqual([[id, 'offered']]);
    expect(await heard(a, 'contract-countered')).toEqual([]);
  });

  it('holds counters to the offer rules: the block, the open-contract limit', async () => {
    const [a, b] = [await player(), await player()];
    const price = await coalPrice(a);
    const terms = { quantity: 5, unitPrice: price, dueInTicks: 5 };
    const id = (await offer(a, b, { quantity: 10, unitPrice: price })).body.data.id as string;
    expect((await a.put(`/api/blocks/${b.id}`)).status).toBe(200);
    const blocked = await act(b, id, 'counter', terms);
    expect(blocked.status).toBe(403);
    expect(blocked.body.message).toMatch(/contracts from you/);
    expect((await a.del(`/api/blocks/${b.id}`)).status).toBe(200);
    const others = [await player()];
    for (let i = 0; i < CONTRACTS.MAX_OPEN; i++)
      expect((await offer(b, others[0]!, { quantity: 1, unitPrice: price })).status).toBe(200);
    expect((await act(b, id, 'counter', terms)).status).toBe(409);
    expect((await mine(a, id)).status).toBe('offered');
  });

  it('a counter racing an acceptance and a withdrawal: the offer moves once, money is conserved', async () => {
    const [a, b] = [await player(), await player()];
    const price = await coalPrice(a);
    const cents = usd(price);
    const before = usd((await a.factory()).cash) + usd((await b.factory()).cash);
    const outcomes = new Set<string>();
    for (let round = 0; round < 3; round++) {
      const id = (await offer(a, b, { quantity: 10, unitPrice: price })).body.data.id as string;
      const answers = await Promise.all([
        act(b, id, 'counter', { quantity: 7, unitPrice: price, dueInTicks: 5 }),
        act(b, id, 'accept'),
        act(a, id, 'withdraw'),
      ]);
      expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
      for (const r of answers.filter((x) => x.status !== 200)) expect(r.status).toBe(409);
      const status = (await mine(a, id)).status;
      outcomes.add(status);
      const rows = await listed(a);
      // A counter made exactly one new offer; otherwise none.
      expect(rows.filter((c) => c.counteredFrom === id)).toHaveLength(status === 'countered' ? 1 : 0);
    }
    const escrow = (await listed(a)).reduce((sum, c) => sum + (c.status === 'active' ? usd(c.escrow as number) : 0), 0);
    const after = usd((await a.factory()).cash) + usd((await b.factory()).cash);
    expect(after + escrow).toBe(before);
    expect(escrow % (10 * cents)).toBe(0);
    expect([...outcomes].every((o) => ['countered', 'active', 'withdrawn'].includes(o))).toBe(true);
  });
});
