import type { AdminPlayer } from '@forgeworks/contract';
import { AdminPlayersResponse, FairPlayReportResponse } from '@forgeworks/contract';
import { usd } from '@forgeworks/engine';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, bearer, client, signUp, useTestApp } from './helper.js';

/**
 * The fair-play flags of the operator's players list (docs/security.md, "Fair play"): a sign-up
 * address shared with other accounts, and a part in a pair the fair-play report marks one-way.
 */
const app = useTestApp();
type Client = ReturnType<typeof client>;

/** A player signed up from `address`, with their factory's id. */
async function signUpFrom(address: string, name: string) {
  const { token, userId, email } = await signUp(app(), undefined, { name, remoteAddress: address });
  const player = client(app(), token);
  return { player, email, userId, factoryId: (await player.factory()).id };
}

async function find(search: string): Promise<AdminPlayer[]> {
  const res = await app().inject({
    method: 'GET',
    url: `/api/admin/players?search=${encodeURIComponent(search)}`,
    headers: bearer(ADMIN_TOKEN),
  });
  expect(res.statusCode).toBe(200);
  return AdminPlayersResponse.parse(res.json()).data.players;
}

/** The one player found by `email`. */
async function lineOf(email: string): Promise<AdminPlayer> {
  const found = await find(email);
  expect(found).toHaveLength(1);
  return found[0]!;
}

const coalBook = async (p: Client) => (await p.get('/api/market/offers?resourceType=COAL')).body.data;

/** `buyer` buys `quantity` of `seller`'s coal listed at `unitPrice`; the seller buys it from the market first. */
async function trade(seller: Client, buyer: Client, quantity: number, unitPrice: number) {
  expect((await seller.post('/api/market/buy', { resourceType: 'COAL', quantity })).status).toBe(200);
  expect((await seller.post('/api/market/offers', { resourceType: 'COAL', quantity, unitPrice })).status).toBe(200);
  const bought = await buyer.post('/api/market/exchange/buy', {
    resourceType: 'COAL',
    quantity,
    maxUnitPrice: unitPrice,
  });
  expect(bought.status).toBe(200);
  expect(bought.body.data.quantity).toBe(quantity);
}

describe("the players list's fair-play flags", () => {
  beforeEach(() =>
    app().database.db.execute(sql`UPDATE exchange_offers SET status = 'cancelled' WHERE status = 'open'`),
  );

  it('flags a sign-up address more than one account shares, with the count, and no lone or unknown one', async () => {
    const a = await signUpFrom('192.0.2.60', 'Alpha');
    const b = await signUpFrom('192.0.2.60', 'Beta');
    const alone = await signUpFrom('198.51.100.61', 'Gamma');
    for (const shared of [a, b])
      expect(await lineOf(shared.email)).toMatchObject({ flags: ['shared-address'], accountsAtSignUpAddress: 2 });
    expect(await lineOf(alone.email)).toMatchObject({ flags: [], accountsAtSignUpAddress: 1 });

    const c = await signUpFrom('192.0.2.60', 'Delta');
    expect(await lineOf(a.email)).toMatchObject({ accountsAtSignUpAddress: 3 });
    // An account the server kept no address for (made before addresses were kept) is flagged for nothing.
    await app().database.db.execute(sql`DELETE FROM sign_up_addresses WHERE user_id = ${c.userId}`);
    expect(await lineOf(c.email)).toMatchObject({ flags: [], accountsAtSignUpAddress: 0 });
    expect(await lineOf(a.email)).toMatchObject({ accountsAtSignUpAddress: 2 });
  });

  it('flags both factories of a one-way pair of the report, not a fair trader, and clears once paid back', async () => {
    const giver = await signUpFrom('203.0.113.70', 'Giver');
    const receiver = await signUpFrom('198.51.100.71', 'Receiver');
    const honest = await signUpFrom('198.51.100.72', 'Honest');
    const coal = await coalBook(receiver.player);
    // The giver buys the receiver's coal at the top of the band; the honest player trades at the market's price.
    await trade(receiver.player, giver.player, 600, coal.priceRange.max);
    await trade(honest.player, receiver.player, 50, coal.marketPrice);

    const report = FairPlayReportResponse.parse(
      (await app().inject({ method: 'GET', url: '/api/admin/fair-play', headers: bearer(ADMIN_TOKEN) })).json(),
    ).data;
    expect(report.flows.map((f) => [f.giver.factoryId, f.receiver.factoryId])).toContainEqual([
      giver.factoryId,
      receiver.factoryId,
    ]);
    // The report's trade names what it handed over: its distance from the market's price times the units.
    expect(report.trades.find((t) => t.buyer.factoryId === giver.factoryId)).toMatchObject({
      quantity: 600,
      value: (600 * (usd(coal.priceRange.max) - usd(coal.marketPrice))) / 100,
    });
    expect((await lineOf(giver.email)).flags).toEqual(['one-way-flow']);
    expect((await lineOf(receiver.email)).flags).toEqual(['one-way-flow']);
    expect((await lineOf(honest.email)).flags).toEqual([]);

    // The receiver pays it back above the market's price: the pair is no longer one-way, nor flagged.
    await trade(giver.player, receiver.player, 600, coal.priceRange.max);
    expect((await lineOf(giver.email)).flags).toEqual([]);
    expect((await lineOf(receiver.email)).flags).toEqual([]);
  });

  it("finds a player by their factory's whole id, in any case, as the report's links search", async () => {
    const p = await signUpFrom('192.0.2.80', 'Findable');
    expect((await find(p.factoryId)).map((x) => x.factoryId)).toEqual([p.factoryId]);
    expect((await find(p.factoryId.toUpperCase())).map((x) => x.factoryId)).toEqual([p.factoryId]);
    expect(await find('00000000-0000-4000-8000-000000000000')).toEqual([]);
    // Part of an id is no id: searched as text, it matches no name or email.
    expect(await find(p.factoryId.slice(0, 13))).toEqual([]);
  });

  it('holds its flags with a suspension, in order', async () => {
    const a = await signUpFrom('192.0.2.90', 'Suspended One');
    await signUpFrom('192.0.2.90', 'Suspended Two');
    const res = await client(app(), ADMIN_TOKEN).post(`/api/admin/players/${a.factoryId}/suspend`, {
      reason: 'shared address',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.player.flags).toEqual(['suspended', 'shared-address']);
  });
});
