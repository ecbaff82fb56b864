import { CONTRACTS, sellerRate } from '@forgeworks/engine';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from './raw-rows.js';
import { findFactory } from '../src/factories/repository.js';
import { adminTick, client, signUp, starterFactory, useTestApp } from './helper.js';

const app = useTestApp();

type Client = ReturnType<typeof client> & { id: string; userId: string };
async function player(starter = false): Promise<Client> {
  const { token, userId } = await signUp(app());
  const c = starter ? await starterFactory(app(), token) : client(app(), token);
  return { ...c, id: (await c.factory()).id, userId };
}
const priceOf = async (p: Client, resource: string) =>
  (await p.get(`/api/market/offers?resourceType=${resource}`)).body.data.marketPrice as number;
const offer = (p: Client, to: Client, body: Record<string, unknown>) =>
  p.post('/api/contracts', { counterpartyId: to.id, side: 'sell', resourceType: 'COAL', dueInTicks: 5, ...body });
const act = (p: Client, id: string, verb: string) => p.post(`/api/contracts/${id}/${verb}`);
type Seen = Record<string, unknown> & { id: string; status: string };
const mine = async (p: Client, id: string) =>
  ((await p.get('/api/contracts')).body.data.contracts as Seen[]).find((c) => c.id === id)!;
const heard = async (p: Client, kind: string) =>
  rowsOf<{ data: Record<string, unknown> }>(
    await app().database.db.execute(
      sql`SELECT data FROM player_events WHERE factory_id = ${p.id} AND kind = ${kind} ORDER BY id`,
    ),
  ).map((r) => r.data);

describe("a contract's due tick (issue 45)", () => {
  it('counts from its acceptance: an offer read late keeps its length, and lapses only a game day on', async () => {
    const [seller, buyer] = [await player(), await player()];
    const price = await priceOf(seller, 'COAL');
    const made = (await offer(seller, buyer, { quantity: 10, unitPrice: price, dueInTicks: 3 })).body.data;
    expect(made).toMatchObject({ status: 'offered', dueInTicks: 3, dueTick: null });
    expect(made.lapseTick).toBe(made.offeredTick + CONTRACTS.OFFER_OPEN_TICKS);
    const lapsing = (await offer(seller, buyer, { quantity: 1, unitPrice: price })).body.data.id as string;
    // Four ticks pass: under the offer's old count it had lapsed; it is still open.
    for (let i = 0; i < 4; i++) await adminTick(app());
    const accepted = await act(buyer, made.id, 'accept');
    expect(accepted.status).toBe(200);
    const tick = (await buyer.get('/api/contracts')).body.data.tick as number;
    expect(accepted.body.data).toMatchObject({ status: 'active', acceptedTick: tick, dueTick: tick + 3 });
    expect((await heard(seller, 'contract-answered'))[0]).toMatchObject({ dueTick: tick + 3, dueInTicks: 3 });
    // The other offer, unanswered for a game day, lapses at the next tick and cannot be accepted.
    await app().database.db.execute(
      sql`UPDATE contracts SET offered_tick = offered_tick - ${CONTRACTS.OFFER_OPEN_TICKS} WHERE id = ${lapsing}`,
    );
    await adminTick(app());
    expect((await mine(buyer, lapsing)).status).toBe('lapsed');
    expect((await act(buyer, lapsing, 'accept')).status).toBe(409);
  });

  it("warns of a due contract only when the seller's rate cannot bring what is owed in time", async () => {
    const maker = await player(true);
    const [idle, buyer] = [await player(), await player()];
    await adminTick(app());
    const state = (await findFactory(app().database.db, maker.userId))!.state;
    const rate = sellerRate(state, 'STEEL_BAR');
    expect(rate).toBeGreaterThan(0);
    const price = await priceOf(buyer, 'STEEL_BAR');
    // Within the hour from the start: the maker's rate covers it, the idle seller's does not.
    const quantity = Math.max(1, Math.floor(rate * 8));
    const onTime = (
      await offer(maker, buyer, { resourceType: 'STEEL_BAR', quantity, unitPrice: price, dueInTicks: 12 })
    ).body.data.id as string;
    const short = (await offer(idle, buyer, { resourceType: 'STEEL_BAR', quantity, unitPrice: price, dueInTicks: 12 }))
      .body.data.id as string;
    for (const id of [onTime, short]) expect((await act(buyer, id, 'accept')).status).toBe(200);
    await adminTick(app());
    expect(await heard(maker, 'contract-due')).toEqual([]);
    expect((await heard(idle, 'contract-due'))[0]).toMatchObject({ contractId: short, owed: quantity, ticksLeft: 11 });
  });

  it('tells each side of a default what it paid or received', async () => {
    const [seller, buyer] = [await player(), await player()];
    const price = await priceOf(seller, 'STEEL_BAR');
    const id = (await offer(seller, buyer, { resourceType: 'STEEL_BAR', quantity: 5, unitPrice: price, dueInTicks: 3 }))
      .body.data.id as string;
    expect((await act(buyer, id, 'accept')).status).toBe(200);
    for (let i = 0; i < 3; i++) await adminTick(app());
    expect((await mine(buyer, id)).status).toBe('defaulted');
    const cents = Math.round(price * 100);
    const told = { outcome: 'defaulted', delivered: 0, penalty: Math.round(5 * cents * CONTRACTS.PENALTY_SHARE) };
    expect((await heard(buyer, 'contract-closed'))[0]).toMatchObject({ ...told, side: 'buyer', refund: 5 * cents });
    expect((await heard(seller, 'contract-closed'))[0]).toMatchObject({ ...told, side: 'seller' });
  });
});
