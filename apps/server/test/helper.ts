import { afterAll, beforeAll } from 'vitest';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { build } from '../src/app.js';

/** A database of its own for each app on a shared PostgreSQL, dropped when the app closes. */
async function freshPostgres(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `forgeworks_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * A fresh app per test file: in-memory PGlite by default, or a PostgreSQL database when
 * TEST_DATABASE_URL is set (the suite then runs against a real server too).
 */
export async function buildTestApp(opts: { authRateLimit?: number; adminToken?: string | null } = {}) {
  const postgres = process.env.TEST_DATABASE_URL ? await freshPostgres(process.env.TEST_DATABASE_URL) : null;
  const app = await build({
    config: {
      DATA_DIR: ':memory:',
      DATABASE_URL: postgres?.url,
      AUTH_SECRET: undefined,
      PORT: 3000,
      LOG_LEVEL: 'silent',
      TICK_INTERVAL_MS: 300_000,
      ADMIN_TOKEN: opts.adminToken === null ? undefined : (opts.adminToken ?? ADMIN_TOKEN),
    },
    logger: false,
    authRateLimit: opts.authRateLimit ?? 1_000,
  });
  if (postgres) app.addHook('onClose', postgres.drop);
  return app;
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

let counter = 0;
/** The admin token the test apps accept for POST /api/admin/tick. */
export const ADMIN_TOKEN = 'test-admin-token-0123456789';

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

/** A fresh app for the whole test file, closed after it; call the returned function to reach it. */
export function useTestApp(opts: Parameters<typeof buildTestApp>[0] = {}): () => TestApp {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await buildTestApp(opts);
  });
  afterAll(async () => {
    await app?.close();
  });
  return () => {
    if (!app) throw new Error('the test app is not built yet');
    return app;
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
