import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from './raw-rows.js';
import { factoryNameFor } from '../src/factories/repository.js';
import { bearer, client, signUp, useTestApp } from './helper.js';

const app = useTestApp();

async function usersNamed(email: string) {
  const rows = rowsOf<{ n: number }>(
    await app().database.db.execute(sql`SELECT count(*)::int AS n FROM "user" WHERE email = ${email}`),
  );
  return Number(rows[0]?.n);
}

const post = (url: string, payload: unknown, headers = {}) =>
  app().inject({ method: 'POST', url, payload: payload as object, headers });

describe("better-auth's routes", () => {
  it('sign up, get the session and sign out through better-auth, every answer in the envelope', async () => {
    const signUpRes = await post('/api/auth/sign-up/email', {
      email: 'ba@forge.test',
      password: 'anvil-and-tongs',
      name: 'Ba',
    });
    expect(signUpRes.statusCode).toBe(200);
    const { token } = signUpRes.json().data as { token: string };
    expect(signUpRes.json()).toMatchObject({ success: true, data: { user: { email: 'ba@forge.test', name: 'Ba' } } });
    expect(signUpRes.headers['set-cookie']).toBeUndefined();

    const session = await app().inject({ method: 'GET', url: '/api/auth/get-session', headers: bearer(token) });
    expect(session.json()).toMatchObject({ success: true, data: { user: { email: 'ba@forge.test' } } });

    const signIn = await post('/api/auth/sign-in/email', { email: 'ba@forge.test', password: 'anvil-and-tongs' });
    expect(signIn.json()).toMatchObject({ success: true, data: { user: { email: 'ba@forge.test' } } });

    const out = await post('/api/auth/sign-out', {}, bearer(token));
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({ success: true });
    expect((await client(app(), token).get('/api/factory/my-factory')).status).toBe(401);
  });

  it('answers a wrong password in the envelope, never with its own {message, code}', async () => {
    await signUp(app(), 'wrong@forge.test');
    const res = await post('/api/auth/sign-in/email', { email: 'wrong@forge.test', password: 'not-the-password' });
    expect(res.statusCode).toBe(401);
    expect(Object.keys(res.json()).sort()).toEqual(['message', 'success']);
    expect(res.json().success).toBe(false);
  });

  it.each([
    ['GET', 'list-sessions'],
    ['POST', 'update-user'],
    ['POST', 'revoke-session'],
    ['POST', 'revoke-sessions'],
    ['POST', 'revoke-other-sessions'],
    ['POST', 'change-password'],
    ['POST', 'change-email'],
    ['POST', 'delete-user'],
    ['POST', 'forget-password'],
    ['POST', 'request-password-reset'],
    ['POST', 'reset-password'],
    ['POST', 'sign-in/social'],
    ['GET', 'list-accounts'],
    ['GET', 'sign-out'],
  ])('closes %s /api/auth/%s: 404 in the envelope', async (method, path) => {
    const { token } = await signUp(app());
    const res = await app().inject({
      method: method as 'GET',
      url: `/api/auth/${path}`,
      headers: bearer(token),
      payload: method === 'POST' ? { name: 'Renamed' } : undefined,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false });
  });
});

describe('every field bounded on every route that takes it', () => {
  const routes = ['/api/auth/register', '/api/auth/sign-up/email'];
  const good = { email: 'bounds@forge.test', password: 'anvil-and-tongs', name: 'Bounded' };

  it.each(
    routes.flatMap((url) => [
      [url, 'a 300,000-character name', { ...good, name: 'n'.repeat(300_000) }, 'name'],
      [url, 'a 5,000-character email', { ...good, email: `${'e'.repeat(5_000)}@forge.test` }, 'email'],
      [url, 'a right-to-left override', { ...good, name: 'evil\u202egnp.exe' }, 'name'],
      [url, 'a NUL character', { ...good, name: 'nul\u0000name' }, 'name'],
      [url, 'a null name', { ...good, name: null }, 'name'],
      [url, 'an unknown key', { ...good, image: 'http://x' }, 'image'],
      [url, 'a 129-character password', { ...good, password: 'p'.repeat(129) }, 'password'],
    ]),
  )('%s refuses %s: 400 in the envelope, nothing stored', async (url, _what, payload, field) => {
    const res = await post(url, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: expect.stringContaining(field) });
    expect(res.body.length).toBeLessThan(1_000);
    expect(await usersNamed(String((payload as { email: string }).email).toLowerCase())).toBe(0);
  });

  it.each(routes.flatMap((url) => ['12345678', 'password1', 'qwertyuiop', 'Bounded1234'].map((p) => [url, p])))(
    '%s refuses the guessable password %s, saying why',
    async (url, password) => {
      const res = await post(url, { ...good, password });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: expect.stringContaining('too easy to guess') });
      expect(await usersNamed(good.email)).toBe(0);
    },
  );

  it('stores a name trimmed and an email in lower case', async () => {
    const res = await post('/api/auth/sign-up/email', { ...good, email: ' Trim@Forge.Test ', name: '  Trim  ' });
    expect(res.json()).toMatchObject({ success: true, data: { user: { email: 'trim@forge.test', name: 'Trim' } } });
  });
});

describe('bad input is a 4xx in the envelope, never a 5xx', () => {
  const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

  it.each(['/api/auth/sign-in/email', '/api/auth/login', '/api/market/sell'])(
    'refuses JSON nested 20,000 deep on %s',
    async (url) => {
      const { token } = await signUp(app());
      const res = await app().inject({
        method: 'POST',
        url,
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: `{"email":${deep(20_000)}}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: 'JSON nests deeper than 64 levels' });
    },
  );

  it('takes JSON 64 deep, and brackets inside strings do not count', async () => {
    const res = await app().inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":"${'['.repeat(100)}@forge.test","password":${deep(63)}}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).not.toContain('deeper');
  });

  it.each(['/api/factory/%E0%A4%A', '/api/factory/maintenance-analysis/%E0%A4%A', '/api/auth/%'])(
    'answers the malformed path %s with 400 in the envelope',
    async (url) => {
      const res = await app().inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: 'Malformed URL' });
      expect(res.headers['cache-control']).toBe('no-store');
    },
  );

  it('answers malformed JSON and a body with a prototype key with 400', async () => {
    for (const payload of ['{"email":', '{"__proto__":{"admin":true},"email":"a@b.c","password":"x"}']) {
      const res = await app().inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false });
    }
  });
});

describe('answers under /api', () => {
  it('are never kept by a cache: no-store on data, tokens and failures alike', async () => {
    const { token } = await signUp(app());
    for (const res of [
      await app().inject({ method: 'GET', url: '/api/health' }),
      await app().inject({ method: 'GET', url: '/api/factory/my-factory', headers: bearer(token) }),
      await post('/api/auth/login', { email: 'nobody@forge.test', password: 'whatever-it-is' }),
      await app().inject({ method: 'GET', url: '/api/auth/list-sessions' }),
    ])
      expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('factory names', () => {
  it("are the player's name cut to fit 60 characters, never the suffix nor inside a character", () => {
    expect(factoryNameFor('Ada')).toBe("Ada's Factory");
    const long = factoryNameFor('x'.repeat(60));
    expect(long).toBe(`${'x'.repeat(50)}'s Factory`);
    const emoji = factoryNameFor(`${'y'.repeat(49)}🔥🔥`);
    expect(emoji).toBe(`${'y'.repeat(49)}'s Factory`);
  });

  it('keep the leaderboard answer small whatever a row holds', async () => {
    const { token, userId } = await signUp(app());
    const player = client(app(), token);
    await player.get('/api/factory/my-factory');
    await app().database.db.execute(sql`UPDATE factories SET name = repeat('w', 300000) WHERE user_id = ${userId}`);
    // Written behind the game's back: the process is told, as the game's own writes tell it.
    app().factoryCache.forget(userId);
    const res = await app().inject({ method: 'GET', url: '/api/leaderboard/top-factories', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.me.factoryName).toBe('w'.repeat(60));
    expect(res.body.length).toBeLessThan(20_000);
  });
});
