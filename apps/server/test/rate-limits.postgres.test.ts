import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helper.js';
import { signUp, useTwoTestApps } from './helper.js';

/** Two servers on one PostgreSQL count attempts together: a guesser gains nothing by switching. */
const LIMITS = { PASSWORD_GUESSES_PER_ACCOUNT: 10, PASSWORD_GUESSES_PER_ADDRESS: 30, SIGN_UPS_PER_ADDRESS: 10 };
const servers = useTwoTestApps({ limits: LIMITS });
let a: TestApp;
let b: TestApp;
beforeAll(() => {
  [a, b] = servers();
});

const post = async (server: TestApp, url: string, payload: object, remoteAddress: string) =>
  (await server.inject({ method: 'POST', url, payload, remoteAddress })).statusCode;

describe('two servers on one database', () => {
  it('share the count of password guesses: the eleventh is refused whichever server takes it', async () => {
    const { email } = await signUp(a);
    const seen: number[] = [];
    for (let i = 0; i < 12; i++)
      seen.push(await post(i % 2 ? b : a, '/api/auth/login', { email, password: 'wrong-guess' }, `192.0.2.${i + 1}`));
    expect(seen).toEqual([...Array<number>(10).fill(401), 429, 429]);
    expect(await post(b, '/api/auth/sign-in/email', { email, password: 'correct-horse' }, '192.0.2.99')).toBe(429);
  });

  it('share the count of sign-ups from one address', async () => {
    const seen: number[] = [];
    for (let i = 0; i < 12; i++)
      seen.push(
        await post(
          i % 2 ? b : a,
          i % 2 ? '/api/auth/sign-up/email' : '/api/auth/register',
          { email: `shared-${i}@forge.test`, password: 'a-long-passphrase', name: 'Shared' },
          '198.51.100.7',
        ),
      );
    expect(seen).toEqual([...Array<number>(10).fill(200), 429, 429]);
  });
});
