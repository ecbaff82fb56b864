import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzRoutes, runsPerRoute, signedUpPlayer, startSubjects } from './fuzz/properties.js';
import type { Attempt, Headers, Player } from './fuzz/requests.js';
import { attemptFor, attemptsFor, isAuthRoute, routeCatalog } from './fuzz/requests.js';
import { brokenJson, garbage, jsonText } from './fuzz/hostile.js';
import type { Pools } from './fuzz/schema.js';
import { SIGN_UP_PASSWORD, client, useTestApp } from './helper.js';

const catalog = routeCatalog();
const app = useTestApp({ onRoute: catalog.onRoute });

/** Every route of sign-up, sign-in, sessions and account settings, reading ones too (they take a token). */
const authRoutes = () => catalog.routes.filter((route) => isAuthRoute(route) && route.method !== 'HEAD');

const OTHER_PASSWORD = 'Lantern-Quartz-Ferry-5521';

const hostile: Headers = {
  authorization: fc.oneof(
    { weight: 12, arbitrary: fc.constant({ player: true as const }) },
    { weight: 1, arbitrary: fc.constant(null) },
    {
      weight: 2,
      arbitrary: fc
        .oneof(
          fc.constantFrom(
            'Bearer',
            'Bearer ',
            'Basic dXNlcjpwYXNz',
            'Bearer a b',
            'Bearer null',
            'Bearer \u00ff\u00fe',
          ),
          fc.constant(`Bearer ${'x'.repeat(100_000)}`),
          fc.stringMatching(/^[\x21-\x7e]{0,80}$/).map((token) => `Bearer ${token}`),
        )
        .map((raw) => ({ raw })),
    },
  ),
  contentType: fc.oneof(
    { weight: 12, arbitrary: fc.constant('application/json') },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        undefined,
        '',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/json; charset=utf-16',
        'application/xml',
        'application/json, text/plain',
      ),
    },
  ),
  others: fc.oneof(
    { weight: 12, arbitrary: fc.constant({}) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<Record<string, string>>(
        { 'user-agent': 'u'.repeat(100_000) },
        { 'x-huge': 'h'.repeat(200_000) },
        { 'x-forwarded-for': '203.0.113.9, 10.0.0.1' },
        { origin: 'http://evil.test' },
        { cookie: 'better-auth.session_token=forged' },
        { 'content-length': '5' },
      ),
    },
  ),
};

/**
 * Requests to no route of the app: better-auth's endpoints the game does not expose (404), and
 * paths with a malformed percent-encoding (Fastify's own 400), all answered in the envelope.
 */
const strays: fc.Arbitrary<Attempt> = fc.record({
  method: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE'),
  url: fc.oneof(
    fc
      .constantFrom(
        'update-user',
        'list-sessions',
        'revoke-session',
        'revoke-sessions',
        'revoke-other-sessions',
        'delete-user',
        'change-email',
        'change-password',
        'reset-password',
        'request-password-reset',
        'sign-in/social',
        'verify-email',
        'ok',
      )
      .map((path) => `/api/auth/${path}`),
    fc.constantFrom(
      '/api/auth/%E0%A4%A',
      '/api/auth/sign-in/%',
      '/api/account/sessions/%ZZ',
      '/api/factory/%E0%A4%A',
      '/api/account/%C0%AE%C0%AE/delete',
      '/api/auth/..%2f..%2fadmin/tick',
    ),
    fc.stringMatching(/^[a-z/%-]{1,30}$/).map((path) => `/api/auth/${path}`),
  ),
  authorization: hostile.authorization!,
  contentType: fc.constant('application/json'),
  payload: fc.oneof(garbage.map(jsonText), brokenJson, fc.constant(undefined)),
  headers: fc.constant({}),
});

/** Another player whose password the suite never sends. */
async function otherPlayer(): Promise<Player> {
  const email = `other-${Date.now()}@forge.test`;
  const res = await app().inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password: OTHER_PASSWORD, name: 'Other' },
  });
  expect(res.statusCode).toBe(200);
  return { token: res.json().data.token, email, password: OTHER_PASSWORD };
}

describe('the fuzz suite over the auth and account routes', () => {
  it('finds the auth routes in the app, better-auth allow-listed ones too, and a generator for each', () => {
    const urls = authRoutes().map((route) => `${route.method} ${route.url}`);
    for (const call of [
      'POST /api/auth/register',
      'POST /api/auth/login',
      'POST /api/auth/sign-up/email',
      'POST /api/auth/sign-in/email',
      'POST /api/auth/sign-out',
      'GET /api/auth/get-session',
      'POST /api/account/delete',
      'DELETE /api/account/sessions/:id',
    ])
      expect(urls).toContain(call);
    const pools = { ids: ['id'], emails: ['a@forge.test'], passwords: ['secret'], names: ['name'] };
    expect(attemptsFor(authRoutes(), (route) => attemptFor(route, pools, hostile)).missing).toEqual([]);
  });

  it('holds over hostile bodies, headers and paths: no 5xx, refusals in the envelope, nothing changed by one', async () => {
    const { subject, other } = await startSubjects(app(), () => signedUpPlayer(app()), otherPlayer);
    const sessionIds = async (player: Player) =>
      (await client(app(), player.token).get('/api/account')).body.data.sessions.map((s: { id: string }) => s.id);
    const factoryName = (await client(app(), subject.player.token).get('/api/account')).body.data.factoryName;
    const pools: Pools = {
      ids: [...(await sessionIds(subject.player)), ...(await sessionIds(other.player)), 'no-such-session'],
      emails: [subject.player.email, other.player.email, 'nobody@forge.test'],
      passwords: [SIGN_UP_PASSWORD, 'Quartz-Lantern-9147', '12345678'],
      names: [factoryName, 'Player', '<b>bold</b>', 'Ünïcødé Wørks 🏭'],
    };
    const outcomes = await fuzzRoutes({
      app: app(),
      routes: authRoutes(),
      attemptOf: (route) => attemptFor(route, pools, hostile),
      extra: [{ method: 'ANY', url: '(no route)', schema: {} }, strays],
      subject,
      others: [other],
      numRuns: runsPerRoute(80, 40),
    });
    expect(outcomes.get('200')).toBeGreaterThan(0);
    expect(outcomes.get('404')).toBeGreaterThan(0);
  }, 600_000);
});
