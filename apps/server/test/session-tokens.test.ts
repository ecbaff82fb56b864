import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from './raw-rows.js';
import { bearer, client, signUp, useTestApp } from './helper.js';

const app = useTestApp();
const PASSWORD = 'correct-horse';

const storedTokens = async (userId: string) =>
  rowsOf<{ token: string }>(
    await app().database.db.execute(sql`SELECT token FROM session WHERE user_id = ${userId} ORDER BY created_at`),
  ).map((r) => r.token);

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('session tokens in the database', () => {
  it('are kept as their digest: the player gets the token, a read of the table signs no one in', async () => {
    const { token, userId, email } = await signUp(app());
    const login = await app().inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: PASSWORD },
    });
    const second = login.json().data.token as string;
    const stored = await storedTokens(userId);
    expect(stored.sort()).toEqual([sha256(token), sha256(second)].sort());
    for (const digest of stored) {
      expect((await client(app(), digest).get('/api/factory/my-factory')).status).toBe(401);
      const session = await app().inject({ method: 'GET', url: '/api/auth/get-session', headers: bearer(digest) });
      expect(session.json().data).toBeNull();
    }
    expect((await client(app(), token).get('/api/factory/my-factory')).status).toBe(200);
    const session = await app().inject({ method: 'GET', url: '/api/auth/get-session', headers: bearer(token) });
    expect(session.json().data.session.token).toBe(token);
  });

  it("better-auth's sign-in and sign-out find the session by its digest", async () => {
    const { userId, email } = await signUp(app());
    const signIn = await app().inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: PASSWORD },
    });
    const token = signIn.json().data.token as string;
    expect(await storedTokens(userId)).toContain(sha256(token));
    const out = await app().inject({ method: 'POST', url: '/api/auth/sign-out', headers: bearer(token), payload: {} });
    expect(out.statusCode).toBe(200);
    expect(await storedTokens(userId)).not.toContain(sha256(token));
    expect((await client(app(), token).get('/api/factory/my-factory')).status).toBe(401);
  });

  it('a password change that signs out the other devices hands this one a fresh token, kept as its digest', async () => {
    const { token, userId } = await signUp(app());
    const res = await client(app(), token).post('/api/account/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'another horse battery',
    });
    expect(res.status).toBe(200);
    const fresh = res.body.data.token as string;
    expect(await storedTokens(userId)).toEqual([sha256(fresh)]);
    expect((await client(app(), fresh).get('/api/factory/my-factory')).status).toBe(200);
    expect((await client(app(), token).get('/api/factory/my-factory')).status).toBe(401);
  });
});
