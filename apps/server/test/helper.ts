import { build } from '../src/app.js';

/**
 * A fresh app per test file: in-memory PGlite by default, or a PostgreSQL database when
 * TEST_DATABASE_URL is set (the suite then runs against a real server too).
 */
export async function buildTestApp(opts: { authRateLimit?: number } = {}) {
  return build({
    config: {
      DATA_DIR: ':memory:',
      DATABASE_URL: process.env.TEST_DATABASE_URL,
      AUTH_SECRET: undefined,
      PORT: 3000,
      LOG_LEVEL: 'silent',
      TICK_INTERVAL_MS: 300_000,
    },
    logger: false,
    authRateLimit: opts.authRateLimit ?? 1_000,
  });
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

let counter = 0;

/** Registers a fresh player and returns the bearer token. */
export async function signUp(app: TestApp, email = `player${Date.now()}-${counter++}@forge.test`) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password: 'correct-horse', name: 'Player' },
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { data: { token: string; user: { id: string } } };
  return { token: body.data.token, userId: body.data.user.id, email };
}
