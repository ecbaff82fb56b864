import { CONTRACTS, contractPenalty, exchangeFee, usd } from '@forgeworks/engine';
import { describe, expect, it } from 'vitest';
import { contractPlay, type Player } from './contracts-helper.js';
import { adminTick, useTestApp } from './helper.js';

const app = useTestApp();
const { player, coalPrice, offer, act, mine, heard } = contractPlay(app);
const coal = async (p: Player) =>
  ((await p.factory()).inventory as { type: string; quantity: number }[]).find((i) => i.type === 'COAL')!.quantity;
const cents = async (p: Player) => usd((await p.factory()).cash);

describe('contracts in instalments', () => {
  it('escrow them all, deliver each in its own window, keep two and miss one with its penalty pro rata', async () => {
    const [buyer, seller] = [await player(), await player()];
    const price = await coalPrice(buyer);
    const c = usd(price);
    // 40 coal three times, the first due 3 ticks after acceptance, each next 2 later; the seller holds 100.
    const made = await offer(buyer, seller, {
      quantity: 40,
      unitPrice: price,
      dueInTicks: 3,
      instalments: 3,
      everyTicks: 2,
    });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ quantity: 120, instalments: 3, everyTicks: 2, instalmentsKept: 0 });
    const id = made.body.data.id as string;
    const before = { buyer: await cents(buyer), seller: await cents(seller), coal: await coal(seller) };
    expect(before.coal).toBe(100);
    const accepted = await act(seller, id, 'accept');
    expect(accepted.body.data.status).toBe('active');
    expect(usd(accepted.body.data.escrow)).toBe(120 * c);
    expect(await cents(buyer)).toBe(before.buyer - 120 * c);
    const at = async () => mine(buyer, id);
    await adminTick(app());
    const first = await at();
    expect(first).toMatchObject({ delivered: 40, instalmentsKept: 1 });
    expect(usd(first.escrow as number)).toBe(80 * c);
    // The second instalment waits for the first's due tick to pass, then takes its 40.
    await adminTick(app());
    await adminTick(app());
    expect(await at()).toMatchObject({ delivered: 40, instalmentsKept: 1 });
    await adminTick(app());
    expect(await at()).toMatchObject({ delivered: 80, instalmentsKept: 2 });
    await adminTick(app());
    await adminTick(app());
    expect(await at()).toMatchObject({ status: 'active', delivered: 100 });
    await adminTick(app());
    const closed = await at();
    const penalty = contractPenalty(20, c);
    expect(closed).toMatchObject({
      status: 'defaulted',
      delivered: 100,
      instalmentsKept: 2,
      instalmentsMissed: 1,
      escrow: 0,
      penalty: penalty / 100,
    });
    expect((closed.deliveries as { quantity: number }[]).map((d) => d.quantity)).toEqual([40, 40, 20]);
    // Money and units conserved: the buyer paid for 100 and got the last 20's escrow and the penalty back.
    const fees = 2 * exchangeFee(40 * c) + exchangeFee(20 * c);
    expect(await cents(buyer)).toBe(before.buyer - 100 * c + penalty);
    expect(await cents(seller)).toBe(before.seller + 100 * c - fees - penalty);
    expect(await coal(seller)).toBe(0);
    expect(await coal(buyer)).toBe(100 + 100);
    const profile = async (of: Player) => (await buyer.get(`/api/factories/${of.id}/profile`)).body.data.contracts;
    expect(await profile(seller)).toEqual({
      completed: 0,
      defaulted: 1,
      instalmentsKept: 2,
      instalmentsMissed: 1,
      keptShare: 2 / 3,
    });
    expect(await profile(buyer)).toMatchObject({ instalmentsKept: 2, instalmentsMissed: 0, keptShare: 1 });
  });

  it('tells both sides of a missed instalment, each due instalment once by its number, and the close as a whole', async () => {
    const [buyer, seller] = [await player(), await player()];
    const price = await coalPrice(buyer);
    const c = usd(price);
    // The seller keeps 30 of its 100 coal: the first instalment of 40 comes up 10 short.
    expect((await seller.post('/api/market/sell', { resourceType: 'COAL', quantity: 70 })).status).toBe(200);
    const id = (
      await offer(buyer, seller, { quantity: 40, unitPrice: price, dueInTicks: 3, instalments: 3, everyTicks: 2 })
    ).body.data.id as string;
    expect((await act(seller, id, 'accept')).status).toBe(200);
    for (let i = 0; i < 3; i++) await adminTick(app());
    const penalty = contractPenalty(10, c);
    const miss = { contractId: id, instalment: 1, instalments: 3, short: 10, penalty, refund: 10 * c };
    expect(await heard(buyer, 'contract-missed')).toEqual([expect.objectContaining({ ...miss, side: 'buyer' })]);
    expect(await heard(seller, 'contract-missed')).toEqual([expect.objectContaining({ ...miss, side: 'seller' })]);
    expect(await heard(seller, 'contract-closed')).toEqual([]);
    // The seller buys enough for the other two: both kept, the contract closes defaulted on its first.
    expect((await seller.post('/api/market/buy', { resourceType: 'COAL', quantity: 80 })).status).toBe(200);
    for (let i = 0; i < 3; i++) await adminTick(app());
    expect(await mine(buyer, id)).toMatchObject({ status: 'defaulted', instalmentsKept: 2, instalmentsMissed: 1 });
    const whole = { outcome: 'defaulted', delivered: 110, penalty, refund: 10 * c, instalments: 3, kept: 2, missed: 1 };
    expect(await heard(buyer, 'contract-closed')).toEqual([expect.objectContaining({ ...whole, side: 'buyer' })]);
    expect(await heard(seller, 'contract-closed')).toEqual([expect.objectContaining({ ...whole, side: 'seller' })]);
    // Each instalment due short is told once, by its number: the first's 10 left, then the second's 40.
    const due = (await heard(seller, 'contract-due')).map(({ instalment, owed, ticksLeft }) => ({
      instalment,
      owed,
      ticksLeft,
    }));
    expect(due).toEqual([
      { instalment: 1, owed: 10, ticksLeft: 2 },
      { instalment: 2, owed: 40, ticksLeft: 2 },
    ]);
    expect(await heard(buyer, 'contract-due')).toHaveLength(2);
  });

  it('refuses instalments out of bounds with nothing made; a counter names its own', async () => {
    const [a, b] = [await player(), await player()];
    const price = await coalPrice(a);
    for (const body of [
      { quantity: 10, unitPrice: price, instalments: CONTRACTS.MAX_INSTALMENTS + 1, everyTicks: 2 },
      { quantity: 10, unitPrice: price, instalments: 0 },
      { quantity: 10, unitPrice: price, instalments: 2 },
      { quantity: 10, unitPrice: price, instalments: 2, everyTicks: CONTRACTS.MAX_EVERY_TICKS + 1 },
      { quantity: CONTRACTS.MAX_QUANTITY / 2 + 1, unitPrice: price, instalments: 2, everyTicks: 5 },
    ]) {
      const res = await offer(a, b, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: expect.any(String) });
    }
    expect((await a.get('/api/contracts')).body.data.contracts).toEqual([]);
    const id = (await offer(a, b, { quantity: 10, unitPrice: price })).body.data.id as string;
    const counter = await act(b, id, 'counter', {
      quantity: 5,
      unitPrice: price,
      dueInTicks: 4,
      instalments: 4,
      everyTicks: 3,
    });
    expect(counter.body.data).toMatchObject({ quantity: 20, instalments: 4, everyTicks: 3, counteredFrom: id });
    const taken = (await act(a, counter.body.data.id as string, 'accept')).body.data;
    expect(taken.status).toBe('active');
    expect(usd(taken.escrow)).toBe(20 * usd(price));
  });
});
