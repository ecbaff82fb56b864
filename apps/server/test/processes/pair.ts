import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll } from 'vitest';
import { freshPostgres } from '../helper.js';
import { freePort, ServerProcess, waitUntil } from './server-process.js';

export const PAIR_PASSWORD = 'anvil-and-tongs';

export interface Answer {
  status: number;
  headers: Headers;
  body: { success: boolean; data: Record<string, unknown> & { token?: string }; message?: string };
}

/** A JSON call to one process, as a script would make it (no browser, no Origin header). */
export async function call(
  server: ServerProcess,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<Answer> {
  const res = await fetch(`http://127.0.0.1:${server.port}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Answer['body'] };
}

/**
 * Two server processes on a fresh database of the run's PostgreSQL, as behind a load balancer that
 * sends a player's requests to either; ticks only through the admin route unless `env` says otherwise.
 * `name` keeps the test's data folder, secret and players apart from other files'; `AUTH_SECRET: ''` in
 * `env` starts them without one.
 */
export async function serverPair(name: string, env: Record<string, string> = {}) {
  const postgres = await freshPostgres(process.env.TEST_DATABASE_URL!);
  const adminToken = `${name}-admin-token-0123456789`;
  const shared = {
    DATABASE_URL: postgres.url,
    DATA_DIR: mkdtempSync(`${tmpdir()}/forgeworks-${name}-`),
    AUTH_SECRET: `${name}-test-secret-0123456789abcdef`,
    TICK_INTERVAL_MS: '3600000',
    ADMIN_TOKEN: adminToken,
    LOG_LEVEL: 'info',
    ...env,
  };
  if (shared.AUTH_SECRET === '') delete (shared as Partial<typeof shared>).AUTH_SECRET;
  const a = new ServerProcess(await freePort(), shared);
  const b = new ServerProcess(await freePort(), shared);
  // Both at once on the empty database: the migrations are applied by one, under a lock.
  await Promise.all([a.ready(), b.ready()]);
  let players = 0;
  return {
    postgres,
    a,
    b,
    adminToken,
    /** Registers a new player through `on` (A by default): its email and bearer token. */
    async signUp(on: ServerProcess = a, label = name) {
      const n = players++;
      const email = `${label}${n}@forge.test`;
      const res = await call(on, 'POST', '/api/auth/register', undefined, {
        email,
        password: PAIR_PASSWORD,
        name: `${label[0]!.toUpperCase()}${label.slice(1)}${n}`,
      });
      if (res.status !== 200) throw new Error(`sign-up refused: ${res.status} ${res.body.message}`);
      return { email, token: res.body.data.token as string };
    },
    /** A new game's first tick is due at once: waits until it has passed, so no later tick surprises a test. */
    async afterFirstTick() {
      await waitUntil(async () => {
        const health = await b.health();
        return health !== null && health.tick.number >= 1 && health.tick.finished;
      });
    },
    async stop() {
      await Promise.all([a.stop(), b.stop()]);
      await postgres.drop();
    },
  };
}

export type ServerPair = Awaited<ReturnType<typeof serverPair>>;

/**
 * A server pair for the whole test file, stopped after it; `afterFirstTick` waits out the new game's
 * first tick before the tests, `env` adds to the processes' settings. Call the returned function to reach it.
 */
export function useServerPair(
  name: string,
  { afterFirstTick = false, env = {} }: { afterFirstTick?: boolean; env?: Record<string, string> } = {},
): () => ServerPair {
  let pair: ServerPair | undefined;
  beforeAll(async () => {
    pair = await serverPair(name, env);
    if (afterFirstTick) await pair.afterFirstTick();
  }, 120_000);
  afterAll(() => pair?.stop());
  return () => {
    if (!pair) throw new Error('the server pair is not started yet');
    return pair;
  };
}
