import { FairPlayReportResponse } from '@forgeworks/contract';
import { FAIR_PLAY, TIME, toDollars, usd } from '@forgeworks/engine';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { signUpAddressHasher } from '../src/account/sign-up-address.js';
import { rowsOf } from './raw-rows.js';
import { pruneHistory, RETENTION } from '../src/history/retention.js';
import { ADMIN_TOKEN, client, signUp, useTestApp } from './helper.js';

const app = useTestApp();
type Client = ReturnType<typeof client>;

/** Signs up from `address`. */
async function signUpFrom(address: string, name = 'Player') {
  const { token, userId } = await signUp(app(), undefined, { name, remoteAddress: address });
  return { player: client(app(), token), userId };
}

const book = async (p: Client, resource = 'COAL') =>
  (await p.get(`/api/market/offers?resourceType=${resource}`)).body.data;
const report = (authorization?: string) =>
  app().inject({ method: 'GET', url: '/api/admin/fair-play', headers: authorization ? { authorization } : {} });
const addressOf = async (userId: string) =>
  rowsOf<{ address_hash: string }>(
    await app().database.db.execute(sql`SELECT address_hash FROM sign_up_addresses WHERE user_id = ${userId}`),
  )[0]?.address_hash;

describe('fair play: honest trade and the operator’s signals', () => {
  beforeEach(() =>
    app().database.db.execute(sql`UPDATE exchange_offers SET status = 'cancelled' WHERE status = 'open'`),
  );

  it('fills two new players behind one router trading within 5% of the market, as before', async () => {
    const [a, b] = [(await signUpFrom('192.0.2.7')).player, (await signUpFrom('192.0.2.7')).player];
    const steel = (await book(a, 'STEEL_BAR')).marketPrice;
    expect((await a.post('/api/market/buy', { resourceType: 'STEEL_BAR', quantity: 300 })).status).toBe(200);
    // Each way at 5% off the market's price, in the giver's disfavour: the most "within 5%" allows.
    const low = Math.ceil(steel * 95) / 100;
    const high = Math.floor(steel * 105) / 100;
    // One sells to the other at 5% under, then buys it all back at 5% over: each fills whole, told nothing of fair play.
    for (const [seller, buyer, price] of [
      [a, b, low],
      [b, a, high],
    ] as const) {
      const listed = await seller.post('/api/market/offers', {
        resourceType: 'STEEL_BAR',
        quantity: 300,
        unitPrice: price,
      });
      expect(listed.status).toBe(200);
      const bought = await buyer.post('/api/market/exchange/buy', {
        resourceType: 'STEEL_BAR',
        quantity: 300,
        maxUnitPrice: price,
      });
      expect(bought.status).toBe(200);
      expect(bought.body.data.quantity).toBe(300);
      expect(bought.body.message).not.toContain('left to give');
    }
  });

  it('tells the player the prices and the allowance before they list, and refuses outside them with why', async () => {
    const { player } = await signUpFrom('192.0.2.8');
    const coal = await book(player);
    expect(coal.priceRange).toEqual({
      min: toDollars(Math.ceil(usd(coal.marketPrice) * (1 - FAIR_PLAY.PRICE_BAND))),
      max: toDollars(Math.floor(usd(coal.marketPrice) * (1 + FAIR_PLAY.PRICE_BAND))),
    });
    expect(coal.concessionsLeft).toBe(toDollars(FAIR_PLAY.ALLOWANCE_BASE));
    const before = await player.factory();
    const tooLow = await player.post('/api/market/offers', {
      resourceType: 'COAL',
      quantity: 10,
      unitPrice: coal.priceRange.min - 0.01,
    });
    expect(tooLow.status).toBe(400);
    expect(tooLow.body).toMatchObject({ success: false });
    expect(tooLow.body.message).toContain("within 25% of the market's price");
    expect(await player.factory()).toMatchObject({ cash: before.cash, inventory: before.inventory });
    // Listing below the market's price spends the allowance; cancelling gives back what did not sell.
    const listed = await player.post('/api/market/offers', {
      resourceType: 'COAL',
      quantity: 100,
      unitPrice: coal.priceRange.min,
    });
    expect(listed.status).toBe(200);
    const spent = 100 * (usd(coal.marketPrice) - usd(coal.priceRange.min));
    expect(usd((await book(player)).concessionsLeft)).toBe(FAIR_PLAY.ALLOWANCE_BASE - spent);
    await player.del(`/api/market/offers/${listed.body.data.id}`);
    expect(usd((await book(player)).concessionsLeft)).toBe(FAIR_PLAY.ALLOWANCE_BASE);
  });

  it('keeps each sign-up address as a keyed hash, IPv6 by its /64', async () => {
    const a = await signUpFrom('198.51.100.23');
    const b = await signUpFrom('198.51.100.23');
    const c = await signUpFrom('2001:db8:1:2:aaaa::1');
    const d = await signUpFrom('2001:db8:1:2:bbbb::9');
    const e = await signUpFrom('2001:db8:1:3::1');
    const [ha, hb, hc, hd, he] = await Promise.all([a, b, c, d, e].map((s) => addressOf(s.userId)));
    expect(ha).toBeDefined();
    expect(ha).toBe(hb);
    expect(hc).toBe(hd);
    expect(new Set([ha, hc, he]).size).toBe(3);
    // Not the address, nor its plain hash: without the server's secret the table names no one.
    expect(ha).not.toContain('198.51');
    expect(ha).not.toBe(signUpAddressHasher('another secret')('198.51.100.23'));
    // better-auth's own sign-up route keeps it too.
    const res = await app().inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: `own-route-${Date.now()}@forge.test`, password: 'correct-horse', name: 'Own Route' },
      remoteAddress: '198.51.100.23',
    });
    expect(res.statusCode).toBe(200);
    expect(await addressOf(res.json().data.user.id)).toBe(ha);
  });

  it('answers the report only with the operator’s token, and 404 as if it did not exist otherwise', async () => {
    const { player } = await signUpFrom('192.0.2.9');
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', `Bearer ${(await signUp(app())).token}`]) {
      const res = await report(authorization);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false });
    }
    const asPlayer = await player.get('/api/admin/fair-play');
    expect(asPlayer.status).toBe(404);
    expect((await report(`Bearer ${ADMIN_TOKEN}`)).statusCode).toBe(200);
  });

  it('reports value going one way and trades far from the market, newest first, naming both factories', async () => {
    const throwaway = await signUpFrom('203.0.113.5', 'Throwaway');
    const main = await signUpFrom('203.0.113.5', 'Main');
    const honest = await signUpFrom('198.51.100.200', 'Honest');
    const coal = await book(main.player);
    // The throwaway buys the main's coal at the top of the band until its allowance is spent.
    const top = coal.priceRange.max;
    expect((await main.player.post('/api/market/buy', { resourceType: 'COAL', quantity: 500 })).status).toBe(200);
    expect(
      (await main.player.post('/api/market/offers', { resourceType: 'COAL', quantity: 600, unitPrice: top })).status,
    ).toBe(200);
    const poured = await throwaway.player.post('/api/market/exchange/buy', {
      resourceType: 'COAL',
      quantity: 600,
      maxUnitPrice: top,
    });
    expect(poured.status).toBe(200);
    // An honest trade near the market's price, later: neither a one-way pair nor far from the market.
    const near = Math.round(coal.marketPrice * 101) / 100;
    expect(
      (await honest.player.post('/api/market/offers', { resourceType: 'COAL', quantity: 50, unitPrice: near })).status,
    ).toBe(200);
    expect(
      (await main.player.post('/api/market/exchange/buy', { resourceType: 'COAL', quantity: 50, maxUnitPrice: near }))
        .status,
    ).toBe(200);

    const res = await report(`Bearer ${ADMIN_TOKEN}`);
    expect(res.statusCode).toBe(200);
    const data = FairPlayReportResponse.parse(res.json()).data;
    const moved = 600 * (usd(top) - usd(coal.marketPrice));
    expect(moved).toBeGreaterThanOrEqual(FAIR_PLAY.ONE_WAY_FLOW);
    const [flow] = data.flows;
    expect(flow).toMatchObject({
      giver: { playerName: 'Throwaway', factoryName: "Throwaway's Factory", accountsAtSignUpAddress: 2 },
      receiver: { playerName: 'Main', accountsAtSignUpAddress: 2 },
      value: toDollars(moved),
      trades: 1,
      sameSignUpAddress: true,
    });
    expect(data.flows.some((f) => f.giver.playerName === 'Honest' || f.receiver.playerName === 'Honest')).toBe(false);
    expect(data.trades[0]).toMatchObject({
      resourceType: 'COAL',
      quantity: 600,
      unitPrice: top,
      marketPrice: coal.marketPrice,
      buyer: { playerName: 'Throwaway' },
      seller: { playerName: 'Main' },
      sameSignUpAddress: true,
    });
    expect(data.trades.some((t) => t.seller.playerName === 'Honest')).toBe(false);
    const ids = data.trades.map((t) => t.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));

    // The main pays back above the market's price: the pair is no longer one-way.
    const back = Math.round(coal.marketPrice * 120) / 100;
    await throwaway.player.post('/api/market/offers', { resourceType: 'COAL', quantity: 600, unitPrice: back });
    const repaid = await main.player.post('/api/market/exchange/buy', {
      resourceType: 'COAL',
      quantity: 600,
      maxUnitPrice: back,
    });
    expect(repaid.status).toBe(200);
    const after = FairPlayReportResponse.parse((await report(`Bearer ${ADMIN_TOKEN}`)).json()).data;
    expect(after.flows.some((f) => f.giver.playerName === 'Throwaway' && f.receiver.playerName === 'Main')).toBe(false);
  });

  it("forgets a pair's flow once it has traded nothing for as long as trades are kept", async () => {
    const db = app().database.db;
    const [n] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM fair_play_flows`));
    expect(n!.n).toBeGreaterThan(0);
    const [now] = rowsOf<{ tick: number }>(await db.execute(sql`SELECT max(tick)::int AS tick FROM factories`));
    const hour = Math.ceil((now!.tick + 1) / TIME.TICKS_PER_HOUR) * TIME.TICKS_PER_HOUR;
    const [kept] = rowsOf<{ giver: string }>(
      await db.execute(sql`SELECT giver_factory_id AS giver FROM fair_play_flows LIMIT 1`),
    );
    await db.execute(sql`UPDATE fair_play_flows SET last_tick = ${hour - RETENTION.TRADE_TICKS}`);
    await db.execute(
      sql`UPDATE fair_play_flows SET last_tick = ${hour - RETENTION.TRADE_TICKS + 1} WHERE giver_factory_id = ${kept!.giver}`,
    );
    expect(await pruneHistory(db, hour)).toBe(true);
    const left = rowsOf<{ giver: string }>(
      await db.execute(sql`SELECT giver_factory_id AS giver FROM fair_play_flows`),
    );
    expect(left.length).toBeGreaterThan(0);
    expect(left.every((r) => r.giver === kept!.giver)).toBe(true);
  });
});
