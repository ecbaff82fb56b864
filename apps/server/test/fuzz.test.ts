import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Player } from './fuzz/requests.js';
import { expectRulesReached, fuzzRoutes, runsPerRoute, signedUpPlayer, startSubjects } from './fuzz/properties.js';
import { MUTATING, attemptFor, attemptsFor, isAuthRoute, isOperatorRoute, routeCatalog } from './fuzz/requests.js';
import type { Pools } from './fuzz/schema.js';
import { client, starterFactory, useTestApp } from './helper.js';

const catalog = routeCatalog();
const app = useTestApp({ onRoute: catalog.onRoute });

const SAMPLE_POOLS: Pools = { ids: ['id'], emails: ['a@forge.test'], passwords: ['secret'], names: ['name'] };

const gameRoutes = () =>
  catalog.routes.filter((route) => MUTATING.has(route.method) && !isAuthRoute(route) && !isOperatorRoute(route));

/** A player with the recommended start, so that valid-shaped requests reach real machines and workers. */
async function newPlayer(): Promise<Player> {
  const player = await signedUpPlayer(app());
  await starterFactory(app(), player.token);
  return player;
}

/** The ids a player's requests can name: their factory, machines, workers and sessions. */
async function idsOf(player: Player) {
  const me = client(app(), player.token);
  const [factory, workers, account] = await Promise.all([me.factory(), me.get('/api/workers'), me.get('/api/account')]);
  return [
    factory.id as string,
    ...factory.machines.map((m: { id: string }) => m.id),
    ...workers.body.data.map((w: { id: string }) => w.id),
    ...account.body.data.sessions.map((s: { id: string }) => s.id),
  ] as string[];
}

/**
 * Contracts the subject's requests can name (issue 36): one it offered the other player, one the other
 * accepted; and both factories' ids, which an offer names. Nothing the subject may do to them changes
 * the other player's factory (accepting its own offer is refused).
 */
async function contractIds(subject: Player, other: Player) {
  const me = client(app(), subject.token);
  const them = client(app(), other.token);
  const [mine, theirs] = [(await me.factory()).id as string, (await them.factory()).id as string];
  const price = (await me.get('/api/market/offers?resourceType=COAL')).body.data.marketPrice as number;
  const offer = async () =>
    (
      await me.post('/api/contracts', {
        counterpartyId: theirs,
        side: 'buy',
        resourceType: 'COAL',
        quantity: 5,
        unitPrice: price,
        dueInTicks: 50,
      })
    ).body.data.id as string;
  const [offered, active] = [await offer(), await offer()];
  expect((await them.post(`/api/contracts/${active}/accept`)).status).toBe(200);
  return [mine, theirs, offered, active];
}

/** A bid of the subject's (issue 48), which a cancel names; no one else bids, so its sales change no one. */
async function bidOf(subject: Player) {
  const me = client(app(), subject.token);
  const price = (await me.get('/api/market/bids?resourceType=COAL')).body.data.marketPrice as number;
  const placed = await me.post('/api/market/bids', { resourceType: 'COAL', quantity: 5, unitPrice: price });
  expect(placed.status).toBe(200);
  return placed.body.data.bid.id as string;
}

/** Messages `from` posted to Trade and sent `to`, whose ids a report names. */
async function messagesBetween(from: Player, to: Player) {
  const sender = client(app(), from.token);
  const toFactory = (await client(app(), to.token).factory()).id as string;
  const posted = await sender.post('/api/chat/channels/trade/messages', { text: 'Selling coal' });
  const sent = await sender.post(`/api/messages/${toFactory}`, { text: 'Need coal?' });
  return [posted, sent].map((res) => String(res.body.data.message.id));
}

/** The daily challenge's id, which a claim names. */
async function todaysChallenge(player: Player) {
  return (await client(app(), player.token).get('/api/challenges/daily')).body.data.challenge.id as string;
}

describe('the fuzz suite over the game routes', () => {
  it('finds every mutating route in the app, and a generator for each', () => {
    const urls = gameRoutes().map((route) => `${route.method} ${route.url}`);
    for (const call of ['POST /api/factory/build-machine', 'DELETE /api/workers/:id', 'PATCH /api/workers/:id/assign'])
      expect(urls).toContain(call);
    expect(attemptsFor(gameRoutes(), (route) => attemptFor(route, SAMPLE_POOLS)).missing).toEqual([]);
  });

  it('names a route whose schema it cannot make requests for, so the suite fails', () => {
    const unknown = { method: 'POST', url: '/api/later', schema: { body: z.object({ at: z.date() }) } };
    expect(attemptsFor([unknown], (route) => attemptFor(route, SAMPLE_POOLS)).missing).toEqual([
      expect.stringContaining('POST /api/later'),
    ]);
  });

  it('holds over thousands of hostile requests: no 5xx, refusals in the envelope, nothing changed by one', async () => {
    const { subject, other } = await startSubjects(app(), newPlayer);
    const contracts = await contractIds(subject.player, other.player);
    const bid = await bidOf(subject.player);
    // The contracts changed both factories (and the bid the subject's): what follows is judged from here.
    await subject.rebase();
    await other.rebase();
    const pools: Pools = {
      ids: [
        ...contracts,
        bid,
        ...(await idsOf(subject.player)),
        ...(await idsOf(other.player)),
        await todaysChallenge(subject.player),
        ...(await messagesBetween(other.player, subject.player)),
        'no-such-id',
      ],
      emails: [subject.player.email, other.player.email],
      passwords: [subject.player.password, 'Quartz-Lantern-9147', '12345678'],
      names: ["Player's Factory", 'Player', '<img src=x onerror=alert(1)>'],
    };
    const outcomes = await fuzzRoutes({
      app: app(),
      routes: gameRoutes(),
      attemptOf: (route) => attemptFor(route, pools),
      subject,
      others: [other],
      numRuns: runsPerRoute(200, 100),
    });
    expectRulesReached(outcomes);
  }, 600_000);
});
