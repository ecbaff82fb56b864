import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FUZZ_SEED,
  Subject,
  accepted,
  expectRulesReached,
  fuzzRoutes,
  runsPerRoute,
  signedUpPlayer,
  startSubjects,
} from './fuzz/properties.js';
import type { Attempt, Player } from './fuzz/requests.js';
import { MUTATING, attemptFor, attemptsFor, isOperatorRoute, routeCatalog, send } from './fuzz/requests.js';
import { hostileString } from './fuzz/hostile.js';
import type { Pools } from './fuzz/schema.js';
import { ADMIN_TOKEN, client, useTestApp } from './helper.js';

const catalog = routeCatalog();
const app = useTestApp({ onRoute: catalog.onRoute });

/** The operator's routes but the admin tick, which moves every factory (so not fuzzed as the operator). */
const operatorRoutes = () => catalog.routes.filter((route) => isOperatorRoute(route) && route.method !== 'HEAD');
/** Every route behind the operator's guard, the admin tick too. */
const guardedRoutes = () =>
  catalog.routes.filter((route) => route.url.startsWith('/api/admin/') && route.method !== 'HEAD');

const asOperator = fc.constant({ raw: `Bearer ${ADMIN_TOKEN}` });

/** Near misses of the operator's credentials, and none at all: not one of them is the operator. */
const notTheOperator = fc.oneof(
  fc.constant(null),
  fc.constant({ player: true as const }),
  fc
    .oneof(
      fc.constantFrom(
        `Bearer ${ADMIN_TOKEN}x`,
        `Bearer ${ADMIN_TOKEN.slice(0, -1)}`,
        `Basic ${ADMIN_TOKEN}`,
        ADMIN_TOKEN,
        `Bearer ${ADMIN_TOKEN} ${ADMIN_TOKEN}`,
        'Bearer ',
      ),
      hostileString.map((token) => `Bearer ${token}`),
    )
    .map((raw) => ({ raw })),
);

const newPlayer = () => signedUpPlayer(app());

const factoryIdOf = async (player: Player) => (await client(app(), player.token).factory()).id as string;

/** A message of the player's in Trade, whose id the operator's deletion names. */
const messageOf = async (player: Player) =>
  String(
    (await client(app(), player.token).post('/api/chat/channels/trade/messages', { text: 'Selling coal' })).body.data
      .message.id,
  );

describe('the fuzz suite over the operator routes', () => {
  it('finds every operator route, mutating ones among them, and a generator for each', () => {
    const urls = operatorRoutes().map((route) => `${route.method} ${route.url}`);
    for (const call of [
      'POST /api/admin/players/:factoryId/suspend',
      'GET /api/admin/players',
      'GET /api/admin/chat/settings',
      'PUT /api/admin/chat/settings',
    ])
      expect(urls).toContain(call);
    const pools: Pools = { ids: ['id'], emails: [], passwords: [], names: ['name'] };
    expect(attemptsFor(operatorRoutes(), (route) => attemptFor(route, pools)).missing).toEqual([]);
  });

  it('holds as the operator: no 5xx, refusals in the envelope, a refusal changes no one', async () => {
    const { subject, other } = await startSubjects(app(), newPlayer);
    const pools: Pools = {
      // The subject's factory, which a success may change; never the other's, which nothing may.
      ids: [
        await factoryIdOf(subject.player),
        await messageOf(subject.player),
        '00000000-0000-4000-8000-000000000000',
        'no-such-id',
      ],
      emails: [subject.player.email],
      passwords: [],
      names: ['Plain Works', 'Shit Works', '<img src=x onerror=alert(1)>', 'pouring'],
    };
    const outcomes = await fuzzRoutes({
      app: app(),
      routes: operatorRoutes().filter((route) => MUTATING.has(route.method)),
      attemptOf: (route) => attemptFor(route, pools, { authorization: asOperator }),
      subject,
      others: [other],
      numRuns: runsPerRoute(150, 60),
    });
    expectRulesReached(outcomes);
  }, 600_000);

  it('answers anyone else on every operator route as a path that does not exist, and changes nothing', async () => {
    const subject = new Subject(app(), newPlayer);
    await subject.start();
    const pools: Pools = {
      ids: [await factoryIdOf(subject.player), 'no-such-id'],
      emails: [subject.player.email],
      passwords: [],
      names: ['Plain Works'],
    };
    let index = 0;
    expect(guardedRoutes().map((route) => route.url)).toContain('/api/admin/tick');
    for (const route of guardedRoutes()) {
      const attempts = attemptFor(route, pools, { authorization: notTheOperator });
      const property = fc.asyncProperty(attempts, async (attempt: Attempt) => {
        const res = await send(app(), attempt, subject.player);
        expect(accepted(attempt, res), `${attempt.method} ${attempt.url}`).toBe(false);
        expect(res.json(), `${attempt.method} ${attempt.url}`).toEqual(missingPath(attempt, res.statusCode));
        await subject.settle(attempt, false);
      });
      await fc.assert(property, { seed: FUZZ_SEED + index++, numRuns: runsPerRoute(60, 30) });
    }
  }, 600_000);
});

/** What a path no route serves answers: a 404 naming it, or the 400 of a URL that cannot be decoded. */
function missingPath(attempt: Attempt, status: number) {
  if (status === 400) return { success: false, message: 'Malformed URL' };
  return { success: false, message: `Not found: ${attempt.method} ${attempt.url.split('?')[0]}` };
}
