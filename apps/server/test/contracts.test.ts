import { CONTRACTS, contractPenalty, exchangeFee, usd } from '@forgeworks/engine';
import { describe, expect, it } from 'vitest';
import { contractPlay, type Player } from './contracts-helper.js';
import { adminTick, ADMIN_TOKEN, client, useTestApp } from './helper.js';

const app = useTestApp();

const { player, coalPrice, offer, act, mine, heard } = contractPlay(app);
const coal = (f: { inventory: { type: string; quantity: number }[] }) =>
  f.inventory.find((i) => i.type === 'COAL')!.quantity;
/** Spends all but a few dollars of the player's cash on iron ore from the market. */
async function spendCash(p: Player) {
  for (let lot = 1_000; lot >= 1; lot = Math.floor(lot / 2))
    while ((await p.post('/api/market/buy', { resourceType: 'IRON_ORE', quantity: lot })).status === 200);
}

describe('contracts', () => {
  it('are in the OpenAPI document, under their own tag', async () => {
    const doc = (await app().inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    const calls = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => op.tags?.includes('contracts'))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(calls.sort()).toEqual([
      'GET /api/contracts',
      'POST /api/contracts',
      'POST /api/contracts/{id}/accept',
      'POST /api/contracts/{id}/counter',
      'POST /api/contracts/{id}/decline',
      'POST /api/contracts/{id}/end',
      'POST /api/contracts/{id}/withdraw',
    ]);
  });

  it('offers to a named player, who is told; declined, withdrawn; only the right side answers', async () => {
    const [a, b, c] = [await player(), await player(), await player()];
    const price = await coalPrice(a);
    const made = await offer(a, b, { quantity: 10, unitPrice: price });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ status: 'offered', side: 'buy', proposedByMe: true, quantity: 10 });
    const id = made.body.data.id as string;
    expect((await mine(b, id)).side).toBe('sell');
    expect((await heard(b, 'contract-offered'))[0]).toMatchObject({ contractId: id, side: 'seller' });
    // Another player's contract is not found; the proposer cannot answer its own offer.
    expect((await act(c, id, 'accept')).status).toBe(404);
    expect((await act(a, id, 'accept')).status).toBe(409);
    expect((await act(b, id, 'withdraw')).status).toBe(409);
    expect((await act(b, id, 'decline')).body.data.status).toBe('declined');
    expect((await heard(a, 'contract-answered'))[0]).toMatchObject({ answer: 'declined' });
    expect((await act(b, id, 'accept')).status).toBe(409);
    const again = (await offer(a, b, { quantity: 10, unitPrice: price })).body.data.id as string;
    expect((await act(a, again, 'withdraw')).body.data.status).toBe('withdrawn');
  });

  it('a blocked player cannot send the blocker a contract; the blocker still can; unblocking undoes it', async () => {
    const [a, b] = [await player(), await player()];
    const price = await coalPrice(a);
    expect((await b.put(`/api/blocks/${a.id}`)).status).toBe(200);
    const refused = await offer(a, b, { quantity: 10, unitPrice: price });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false, message: expect.stringMatching(/contracts from you/) });
    expect((await b.get('/api/contracts')).body.data.contracts).toEqual([]);
    expect(await heard(b, 'contract-offered')).toEqual([]);
    // The block is the blocker's choice: it may still offer the player it blocked.
    expect((await offer(b, a, { quantity: 10, unitPrice: price })).status).toBe(200);
    expect((await b.del(`/api/blocks/${a.id}`)).status).toBe(200);
    expect((await offer(a, b, { quantity: 10, unitPrice: price })).status).toBe(200);
  });

  it('refuses bad offers with nothing made: itself, nobody, the band, the bounds, too many', async () => {
    const [a, b] = [await player(), await player()];
    const price = await coalPrice(a);
    const refusals: [Record<string, unknown>, number][] = [
      [{ counterpartyId: a.id, quantity: 1, unitPrice: price }, 400],
      [{ counterpartyId: '00000000-0000-4000-8000-000000000000', quantity: 1, unitPrice: price }, 404],
      [{ quantity: 1, unitPrice: Math.round(price * 200) / 100 }, 400],
      [{ quantity: 0, unitPrice: price }, 400],
      [{ quantity: 1, unitPrice: price, dueInTicks: CONTRACTS.MAX_DUE_TICKS + 1 }, 400],
      [{ quantity: 1, unitPrice: price, side: 'lend' }, 400],
    ];
    for (const [body, status] of refusals) {
      const res = await offer(a, b, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.success).toBe(false);
    }
    expect((await a.get('/api/contracts')).body.data.contracts).toEqual([]);
    for (let i = 0; i < CONTRACTS.MAX_OPEN; i++)
      expect((await offer(a, b, { quantity: 1, unitPrice: price })).status).toBe(200);
    expect((await offer(a, b, { quantity: 1, unitPrice: price })).status).toBe(409);
  });

  it('counts active contracts toward the open limit: an acceptance over it is refused, the offer kept', async () => {
    const [a, b, c] = [await player(), await player(), await player()];
    const price = await coalPrice(a);
    for (let i = 0; i < CONTRACTS.MAX_OPEN; i++) {
      const id = (await offer(a, b, { quantity: 1, unitPrice: price })).body.data.id as string;
      expect((await act(b, id, 'accept')).status).toBe(200);
    }
    const over = (await offer(c, b, { quantity: 1, unitPrice: price })).body.data.id as string;
    const refused = await act(b, over, 'accept');
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      success: false,
      message: `You can have at most ${CONTRACTS.MAX_OPEN} contracts offered and active at once`,
    });
    expect((await mine(c, over)).status).toBe('offered');
  });

  it('escrows the payment once however many acceptances race; refuses a buyer who cannot pay', async () => {
    const [a, b] = [await player(), await player()];
    const price = await coalPrice(a);
    const id = (await offer(a, b, { quantity: 100, unitPrice: price })).body.data.id as string;
    const before = await a.factory();
    const answers = await Promise.all([act(b, id, 'accept'), act(b, id, 'accept'), act(b, id, 'accept')]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const after = await a.factory();
    expect(usd(before.cash) - usd(after.cash)).toBe(100 * usd(price));
    // Escrow is still the buyer's: its net worth does not drop.
    expect(after.netWorth).toBeCloseTo(before.netWorth, 2);
    expect((await heard(a, 'contract-answered'))[0]).toMatchObject({ answer: 'accepted' });
    // A buy of more than the buyer's cash (spent on the market first): refused at acceptance, nothing moved.
    await spendCash(a);
    const poorer = await a.factory();
    const big = Math.floor(poorer.cash / price) + 1;
    const tooMuch = (await offer(a, b, { quantity: big, unitPrice: price })).body.data.id as string;
    const refused = await act(b, tooMuch, 'accept');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/buyer cannot pay/);
    expect((await a.factory()).cash).toBe(poorer.cash);
    expect((await mine(b, tooMuch)).status).toBe('offered');
  });

  it('delivers at the tick, completes, defaults with refund and penalty, and keeps the record', async () => {
    const [buyer, seller] = [await player(), await player()];
    const price = await coalPrice(buyer);
    const cents = usd(price);
    // The seller has 100 coal: 40 complete the first contract, 60 go to the second, which is short by 90.
    const first = (await offer(buyer, seller, { quantity: 40, unitPrice: price })).body.data.id as string;
    const second = (await offer(seller, buyer, { side: 'sell', quantity: 150, unitPrice: price, dueInTicks: 3 })).body
      .data.id as string;
    expect((await act(seller, first, 'accept')).status).toBe(200);
    expect((await act(buyer, second, 'accept')).status).toBe(200);
    const before = { buyer: await buyer.factory(), seller: await seller.factory() };
    await adminTick(app());
    expect((await mine(buyer, first)).status).toBe('completed');
    const partly = await mine(buyer, second);
    expect(partly).toMatchObject({ status: 'active', delivered: 60 });
    expect(partly.deliveries).toMatchObject([{ quantity: 60, value: 60 * price }]);
    expect(coal(await seller.factory())).toBe(0);
    const paid = 100 * cents - exchangeFee(40 * cents) - exchangeFee(60 * cents);
    expect(usd((await seller.factory()).cash)).toBe(usd(before.seller.cash) + paid);
    expect((await heard(seller, 'contract-delivered')).length).toBe(2);
    expect((await heard(buyer, 'contract-closed'))[0]).toMatchObject({ outcome: 'completed', contractId: first });
    // Short by 90 an hour before its due tick: both are told.
    expect((await heard(seller, 'contract-due'))[0]).toMatchObject({ contractId: second, owed: 90 });
    await adminTick(app());
    await adminTick(app());
    const broken = await mine(buyer, second);
    expect(broken.status).toBe('defaulted');
    const penalty = contractPenalty(90, cents);
    expect(broken.penalty).toBe(penalty / 100);
    const buyerNow = await buyer.factory();
    expect(coal(buyerNow)).toBe(100 + 100);
    // Refund of the 90 undelivered and the penalty, on top of the cash left after the escrows.
    expect(usd(buyerNow.cash)).toBe(usd(before.buyer.cash) + 90 * cents + penalty);
    expect((await heard(buyer, 'contract-closed')).map((e) => e.outcome)).toEqual(['completed', 'defaulted']);
    const profile = async (of: Player) => (await buyer.get(`/api/factories/${of.id}/profile`)).body.data.contracts;
    expect(await profile(seller)).toEqual({
      completed: 1,
      defaulted: 1,
      instalmentsKept: 1,
      instalmentsMissed: 1,
      keptShare: 0.5,
    });
    expect(await profile(buyer)).toEqual({
      completed: 1,
      defaulted: 0,
      instalmentsKept: 1,
      instalmentsMissed: 0,
      keptShare: 1,
    });
    // A seller's offer shows the buyer its record, each seller its own (one read for the list).
    const newcomer = await player();
    const fromSeller = (await offer(seller, buyer, { side: 'sell', quantity: 1, unitPrice: price })).body.data.id;
    const fromNewcomer = (await offer(newcomer, buyer, { side: 'sell', quantity: 1, unitPrice: price })).body.data.id;
    const standing = async (id: unknown) => (await mine(buyer, id as string)).sellerStanding;
    expect(await standing(fromSeller)).toMatchObject({ stock: 0, record: await profile(seller) });
    expect(await standing(fromNewcomer)).toMatchObject({ stock: 100, record: { completed: 0, keptShare: null } });
  });

  it("buys delivered units at the contract's price in the buyer's record, the escrow outside its costs", async () => {
    const [buyer, seller] = [await player(), await player()];
    const price = await coalPrice(buyer);
    const cents = usd(price);
    // The seller has 100 coal of the 150: the contract is split across ticks, so is its money.
    const id = (await offer(seller, buyer, { side: 'sell', quantity: 150, unitPrice: price, dueInTicks: 12 })).body.data
      .id as string;
    expect((await act(buyer, id, 'accept')).status).toBe(200);
    const coalBought = async () => {
      const { day, week } = (await buyer.get('/api/market/trends')).body.data.player;
      const pick = (p: { resources: { resourceType: string; bought: unknown }[] }) =>
        p.resources.find((r) => r.resourceType === 'COAL')!.bought;
      expect(pick(week)).toEqual(pick(day));
      return pick(day);
    };
    await adminTick(app());
    expect(await mine(buyer, id)).toMatchObject({ status: 'active', delivered: 100 });
    expect(await coalBought()).toEqual({ units: 100, value: (100 * cents) / 100, averagePrice: price });
    // The tick's statement: the delivered units are materials; the rest of the escrow is cash held, not a cost.
    const statement = (await buyer.get('/api/factory/financial-statement?timeframe=CURRENT_TICK')).body.data;
    expect(statement.contracts).toEqual({ penalties: 0, escrow: -(50 * cents) / 100, bidEscrow: 0 });
    expect(statement.expenses.materials).toBeGreaterThanOrEqual((100 * cents) / 100);
    expect(statement.expenses.materials).toBeLessThan((150 * cents) / 100);
    // The seller buys the rest from the market and delivers it at the next tick.
    expect((await seller.post('/api/market/buy', { resourceType: 'COAL', quantity: 50 })).status).toBe(200);
    await adminTick(app());
    expect(await mine(buyer, id)).toMatchObject({ status: 'completed', delivered: 150 });
    expect(await coalBought()).toEqual({ units: 150, value: (150 * cents) / 100, averagePrice: price });
    const next = (await buyer.get('/api/factory/financial-statement?timeframe=CURRENT_TICK')).body.data;
    expect(next.contracts).toEqual({ penalties: 0, escrow: (50 * cents) / 100, bidEscrow: 0 });
  });

  it('a seller without the cash for its penalty goes into debt', async () => {
    const [buyer, seller] = [await player(), await player()];
    const price = await coalPrice(buyer);
    const id = (await offer(buyer, seller, { quantity: 3_000, unitPrice: price, dueInTicks: 3 })).body.data
      .id as string;
    expect((await act(seller, id, 'accept')).status).toBe(200);
    // The seller spends its cash on the market: it cannot pay the penalty when it defaults.
    await spendCash(seller);
    const cash = usd((await seller.factory()).cash);
    for (let i = 0; i < 3; i++) await adminTick(app());
    const done = await mine(seller, id);
    expect(done.status).toBe('defaulted');
    const penalty = contractPenalty(2_900, usd(price));
    const now = await seller.factory();
    expect(usd(now.debt)).toBeGreaterThan(0);
    // Cash less debt fell by the penalty, besides what the ticks' own costs and the deliveries did.
    expect(usd(now.cash) - usd(now.debt)).toBeLessThanOrEqual(cash + 100 * usd(price) - penalty);
  });

  it('ends by mutual consent with nothing further owed, and on a suspension with escrow returned', async () => {
    const [a, b] = [await player(), await player()];
    const price = await coalPrice(a);
    const start = usd((await a.factory()).cash);
    const id = (await offer(a, b, { quantity: 200, unitPrice: price, dueInTicks: 20 })).body.data.id as string;
    expect((await act(b, id, 'accept')).status).toBe(200);
    const asked = await act(a, id, 'end');
    expect(asked.body.data).toMatchObject({ status: 'active', endAskedBy: { buyer: true, seller: false } });
    const ended = await act(b, id, 'end');
    expect(ended.body.data.status).toBe('ended');
    expect(usd((await a.factory()).cash)).toBe(start);
    expect((await act(a, id, 'end')).status).toBe(409);

    const held = (await offer(a, b, { quantity: 200, unitPrice: price, dueInTicks: 20 })).body.data.id as string;
    const waiting = (await offer(b, a, { quantity: 1, unitPrice: price })).body.data.id as string;
    expect((await act(b, held, 'accept')).status).toBe(200);
    const suspended = await client(app(), ADMIN_TOKEN).post(`/api/admin/players/${b.id}/suspend`, {
      reason: 'testing contracts',
    });
    expect(suspended.status).toBe(200);
    expect((await mine(a, held)).status).toBe('ended');
    expect((await mine(a, waiting)).status).toBe('withdrawn');
    expect(usd((await a.factory()).cash)).toBe(start);
    // A suspended factory takes no offers.
    expect((await offer(a, b, { quantity: 1, unitPrice: price })).status).toBe(404);
  });

  it("holds contracts to the exchange's fair play: a young seller below the market runs out of allowance", async () => {
    const [a, b] = [await player(), await player()];
    const price = await coalPrice(a);
    const low = Math.ceil(price * 0.76 * 100) / 100;
    // 10,000 coal at 24% below the market concedes about $19,000: far over a young factory's $4,000.
    const res = await offer(a, b, { side: 'sell', quantity: 10_000, unitPrice: low });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/fair play/);
    // Offered by the buyer, the seller's allowance refuses it at acceptance, with nothing moved.
    const id = (await offer(b, a, { quantity: 10_000, unitPrice: low })).body.data.id as string;
    const accepted = await act(a, id, 'accept');
    expect(accepted.status).toBe(409);
    expect(accepted.body.message).toMatch(/your factory has \$4,000/);
  });
});
