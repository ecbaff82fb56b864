import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countAttempt } from '../src/account/rate-limits.js';
import { rowsOf } from './raw-rows.js';
import { bearer, buildTestApp, client, signUp, useTestApp } from './helper.js';

// The server's default figures, spelled out so that the tests say what they count to.
const LIMITS = { PASSWORD_GUESSES_PER_ACCOUNT: 10, PASSWORD_GUESSES_PER_ADDRESS: 30, SIGN_UPS_PER_ADDRESS: 10 };
const app = useTestApp({ limits: LIMITS });
const PASSWORD = 'correct-horse';

let addresses = 0;
/** Requests from an address no other test uses (the players themselves sign up from 127.0.0.1). */
function fromNewAddress() {
  const remoteAddress = `203.0.113.${++addresses}`;
  return async (method: 'POST', url: string, payload: object, token?: string) => {
    const res = await app().inject({
      method,
      url,
      payload,
      remoteAddress,
      ...(token ? { headers: bearer(token) } : {}),
    });
    return { status: res.statusCode, body: res.json(), retryAfter: res.headers['retry-after'] };
  };
}

/** Sends `attempts` requests one after another and answers their statuses. */
async function statuses(attempts: number, send: (i: number) => Promise<{ status: number }>) {
  const seen: number[] = [];
  for (let i = 0; i < attempts; i++) seen.push((await send(i)).status);
  return seen;
}

const repeat = (status: number, times: number) => Array<number>(times).fill(status);

describe.each(['/api/auth/sign-in/email', '/api/auth/login'])('password guesses to %s', (url) => {
  it('are cut off after 10 for one account, and the right password is refused while limited', async () => {
    const { email } = await signUp(app());
    const send = fromNewAddress();
    const seen = await statuses(40, () => send('POST', url, { email, password: 'wrong-guess' }));
    expect(seen).toEqual([...repeat(401, 10), ...repeat(429, 30)]);

    const right = await send('POST', url, { email, password: PASSWORD });
    expect(right.status).toBe(429);
    expect(right.body).toEqual({
      success: false,
      message: expect.stringMatching(/^Too many password attempts: try again in \d+ minutes$/),
    });
    expect(Number(right.retryAfter)).toBeGreaterThan(800);
    expect(Number(right.retryAfter)).toBeLessThanOrEqual(900);
  });
});

describe('the count of one account', () => {
  it('is shared by every route that checks its password: switching routes does not reset it', async () => {
    const { email, token } = await signUp(app());
    const factoryName = (await client(app(), token).factory()).name as string;
    const send = fromNewAddress();
    const wrong = 'wrong-guess';
    const seen = [
      ...(await statuses(3, () => send('POST', '/api/auth/login', { email, password: wrong }))),
      ...(await statuses(3, () => send('POST', '/api/auth/sign-in/email', { email, password: wrong }))),
      ...(await statuses(2, () =>
        send('POST', '/api/account/change-password', { currentPassword: wrong, newPassword: 'a-new-long-one' }, token),
      )),
      ...(await statuses(2, () =>
        send('POST', '/api/account/delete', { password: wrong, confirmFactoryName: factoryName }, token),
      )),
    ];
    expect(seen).toEqual([...repeat(401, 6), ...repeat(403, 4)]);
    // Another address, the same account: still counted.
    const elsewhere = fromNewAddress();
    expect((await elsewhere('POST', '/api/auth/login', { email, password: PASSWORD })).status).toBe(429);
    expect(
      (
        await elsewhere(
          'POST',
          '/api/account/change-password',
          { currentPassword: PASSWORD, newPassword: 'x-new-long-one' },
          token,
        )
      ).status,
    ).toBe(429);
  });

  it('is not another account’s: their right password still signs them in', async () => {
    const target = await signUp(app());
    const bystander = await signUp(app());
    const send = fromNewAddress();
    await statuses(11, () => send('POST', '/api/auth/login', { email: target.email, password: 'wrong-guess' }));
    expect(
      (await fromNewAddress()('POST', '/api/auth/login', { email: bystander.email, password: PASSWORD })).status,
    ).toBe(200);
  });
});

describe('the count of one address', () => {
  it('cuts off guesses spread over many accounts after 30', async () => {
    const send = fromNewAddress();
    const seen = await statuses(40, (i) =>
      send('POST', i % 2 ? '/api/auth/login' : '/api/auth/sign-in/email', {
        email: `nobody-${i}@forge.test`,
        password: 'wrong-guess',
      }),
    );
    expect(seen).toEqual([...repeat(401, 30), ...repeat(429, 10)]);
  });
});

describe.each(['/api/auth/register', '/api/auth/sign-up/email'])('sign-ups to %s', (url) => {
  it('are cut off after 10 from one address, in the envelope with Retry-After', async () => {
    const send = fromNewAddress();
    const seen = await statuses(30, (i) =>
      send('POST', url, { email: `flood-${addresses}-${i}@forge.test`, password: 'a-long-passphrase', name: 'Flood' }),
    );
    expect(seen).toEqual([...repeat(200, 10), ...repeat(429, 20)]);
    const refused = await send('POST', url, {
      email: `late-${addresses}@forge.test`,
      password: 'a-long-passphrase',
      name: 'Late',
    });
    expect(refused.body).toEqual({
      success: false,
      message: expect.stringMatching(/^Too many sign-ups: try again in/),
    });
    expect(Number(refused.retryAfter)).toBeGreaterThan(3000);
  });
});

describe('sign-ups', () => {
  it('are counted together on both routes', async () => {
    const send = fromNewAddress();
    const body = (i: number) => ({ email: `both-${i}@forge.test`, password: 'a-long-passphrase', name: 'Both' });
    const seen = [
      ...(await statuses(6, (i) => send('POST', '/api/auth/register', body(i)))),
      ...(await statuses(6, (i) => send('POST', '/api/auth/sign-up/email', body(i + 6)))),
    ];
    expect(seen).toEqual([...repeat(200, 10), ...repeat(429, 2)]);
  });
});

describe('counts', () => {
  it('start again when their window ends', async () => {
    const db = app().database.db;
    expect((await countAttempt(db, 'test:window', 60)).attempts).toBe(1);
    expect((await countAttempt(db, 'test:window', 60)).attempts).toBe(2);
    await db.execute(sql`UPDATE rate_limits SET resets_at = now() - interval '1 second' WHERE key = 'test:window'`);
    expect(await countAttempt(db, 'test:window', 60)).toEqual({ attempts: 1, retryAfterS: 60 });
  });

  it('are deleted once their window has ended', async () => {
    const fresh = await buildTestApp();
    try {
      const db = fresh.database.db;
      await db.execute(sql`
        INSERT INTO rate_limits (key, attempts, resets_at)
        VALUES ('password:address:198.51.100.1', 4, now() - interval '1 minute'),
               ('password:address:198.51.100.2', 4, now() + interval '1 minute')`);
      await fresh.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'a@forge.test', password: 'wrong-guess' },
      });
      const keys = rowsOf<{ key: string }>(await db.execute(sql`SELECT key FROM rate_limits ORDER BY key`)).map(
        (r) => r.key,
      );
      expect(keys).toEqual([
        'password:account:a@forge.test',
        'password:address:127.0.0.1',
        'password:address:198.51.100.2',
      ]);
    } finally {
      await fresh.close();
    }
  });
});
