import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helper.js';
import { buildTestApp, freshPostgres, signUp } from './helper.js';

/** Two servers on one PostgreSQL count attempts together: a guesser gains nothing by switching. */
const LIMITS = { PASSWORD_GUESSES_PER_ACCOUNT: 10, PASSWORD_GUESSES_PER_ADDRESS: 30, SIGN_UPS_PER_ADDRESS: 10 };
let postgres: Awaited<ReturnType<typeof freshPostgres>>;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  postgres = await freshPostgres(process.env.TEST_DATABASE_URL!);
  a = await buildTestApp({ database: { databaseUrl: postgres.url }, limits: LIMITS });
  b = await buildTestApp({ database: { databaseUrl: postgres.url }, limits: LIMITS });
}, 60_000);

afterAll(async () => {
  await a?.close();
  await b?.close();
  await postgres?.drop();
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
