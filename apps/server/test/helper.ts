import { Writable } from 'node:stream';
import { afterAll, beforeAll } from 'vitest';
import type { BuildOptions } from '../src/app.js';
import { build } from '../src/app.js';
import type { Config } from '../src/config.js';
import type { Database } from '../src/db/database.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { freshPostgres } from '../src/dev/fresh-postgres.js';
import { migratedMemory } from './migrated-memory.js';

export { freshPostgres };

type LimitSetting =
  | 'PASSWORD_GUESSES_PER_ACCOUNT'
  | 'PASSWORD_GUESSES_PER_ADDRESS'
  | 'PASSWORD_GUESS_WINDOW_S'
  | 'SIGN_UPS_PER_ADDRESS'
  | 'SIGN_UP_WINDOW_S'
  | 'PASSWORD_RESETS_PER_ACCOUNT'
  | 'PASSWORD_RESETS_PER_ADDRESS'
  | 'PASSWORD_RESET_WINDOW_S';

/**
 * A fresh app per test file: in-memory PGlite by default, or a PostgreSQL database when
 * TEST_DATABASE_URL is set (the suite then runs against a real server too).
 */
export async function buildTestApp(
  opts: {
    /** The attempt limits' figures (config.ts); the server's defaults but for sign-ups, see below. */
    limits?: Partial<Pick<Config, LimitSetting>>;
    adminToken?: string | null;
    /** OPERATOR_EMAILS, which only carries operators over once at an upgrade (moderation/operators.ts). */
    operatorEmails?: string[];
    /** Turns GET /metrics on, answering this bearer token. */
    metricsToken?: string;
    webRoot?: string;
    /** Where the logs go, at trace level; none without it. */
    logs?: NodeJS.WritableStream;
    /** A database of the test's own (a data folder, a PostgreSQL URL), kept when the app closes. */
    database?: { dataDir: string } | { databaseUrl: string };
    /** How players reach the server: PUBLIC_URL, TRUST_PROXY. */
    hosting?: Pick<Config, 'PUBLIC_URL' | 'TRUST_PROXY'>;
    /** Mail: SMTP_URL (a test's receiver, mail-receiver.ts) and MAIL_FROM; none by default. */
    mail?: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>;
    onRoute?: BuildOptions['onRoute'];
    /** Rival factories to keep (RIVALS); none unless a test asks. */
    rivals?: number;
    /** Push service origins allowed besides the browsers' (PUSH_SERVICE_ORIGINS): a test's stand-in. */
    pushOrigins?: string[];
    /** CHAT_CHANNELS: the league channels and Trade (on unless a test turns them off). */
    chatChannels?: boolean;
    /** OPERATOR_CONTACT: how players reach the operator; none by default. */
    operatorContact?: string;
  } = {},
) {
  const postgres =
    !opts.database && process.env.TEST_DATABASE_URL ? await freshPostgres(process.env.TEST_DATABASE_URL) : null;
  const own = opts.database;
  const app = await build({
    config: {
      ...loadConfig({}),
      // Test files sign up many players from one address.
      SIGN_UPS_PER_ADDRESS: 10_000,
      ...opts.limits,
      DATA_DIR: own && 'dataDir' in own ? own.dataDir : ':memory:',
      DATABASE_URL: own && 'databaseUrl' in own ? own.databaseUrl : postgres?.url,
      AUTH_SECRET: undefined,
      PORT: 3000,
      LOG_LEVEL: opts.logs ? 'trace' : 'silent',
      TICK_INTERVAL_MS: 300_000,
      TICK_BATCH: 500,
      ADMIN_TOKEN: opts.adminToken === null ? undefined : (opts.adminToken ?? ADMIN_TOKEN),
      OPERATOR_EMAILS: opts.operatorEmails,
      ...opts.hosting,
      ...opts.mail,
      METRICS_TOKEN: opts.metricsToken,
      RIVALS: opts.rivals ?? 0,
      PUSH_SERVICE_ORIGINS: opts.pushOrigins?.join(','),
      CHAT_CHANNELS: opts.chatChannels ?? true,
      OPERATOR_CONTACT: opts.operatorContact,
    },
    logger: opts.logs ?? false,
    webRoot: opts.webRoot,
    onRoute: opts.onRoute,
    memoryFrom: own || postgres ? undefined : await migratedMemory(),
  });
  if (postgres) app.addHook('onClose', postgres.drop);
  return app;
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

let counter = 0;
/** The admin token the test apps accept for POST /api/admin/tick. */
export const ADMIN_TOKEN = 'test-admin-token-0123456789';

/** Waits until the clock has moved on, so the next action's time is later than the last one's. */
export function nextMillisecond() {
  const start = Date.now();
  while (Date.now() === start) {
    /* spin: a millisecond at most */
  }
}

/** The password `signUp` gives every player. */
export const SIGN_UP_PASSWORD = 'correct-horse';

/**
 * Registers a fresh player and returns the bearer token. `remoteAddress` signs up from another
 * address than 127.0.0.1, every test request's otherwise.
 */
export async function signUp(
  app: TestApp,
  email = `player${Date.now()}-${counter++}@forge.test`,
  { name = 'Player', remoteAddress }: { name?: string; remoteAddress?: string } = {},
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password: SIGN_UP_PASSWORD, name },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { data: { token: string; user: { id: string } } };
  return { token: body.data.token, userId: body.data.user.id, email };
}

/** Grants operator rights to the account of `email`, as the server's holder does with ADMIN_TOKEN. */
export async function makeOperator(app: TestApp, email: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/operators/grant',
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    payload: { email },
  });
  if (res.statusCode !== 200) throw new Error(`grant failed: ${res.statusCode} ${res.body}`);
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

/**
 * Two apps on one fresh PostgreSQL database (TEST_DATABASE_URL), as two server processes share
 * one, for the whole test file; call the returned function to reach them.
 */
export function useTwoTestApps(
  opts: Omit<Parameters<typeof buildTestApp>[0], 'database'> = {},
): () => readonly [TestApp, TestApp] {
  let postgres: Awaited<ReturnType<typeof freshPostgres>> | undefined;
  const apps: TestApp[] = [];
  beforeAll(async () => {
    postgres = await freshPostgres(process.env.TEST_DATABASE_URL!);
    const database = { databaseUrl: postgres.url };
    apps.push(await buildTestApp({ ...opts, database }));
    apps.push(await buildTestApp({ ...opts, database }));
  }, 60_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    await postgres?.drop();
  });
  return () => {
    const [a, b] = apps;
    if (!a || !b) throw new Error('the test apps are not built yet');
    return [a, b];
  };
}

/**
 * A fresh database for the whole test file, without the app: in-memory PGlite, or a PostgreSQL
 * database when TEST_DATABASE_URL is set; call the returned function to reach it.
 */
export function useTestDatabase(): () => Database {
  let database: Database | undefined;
  let drop = async () => {};
  beforeAll(async () => {
    const postgres = process.env.TEST_DATABASE_URL ? await freshPostgres(process.env.TEST_DATABASE_URL) : null;
    database = await openDatabase({
      databaseUrl: postgres?.url,
      dataDir: ':memory:',
      memoryFrom: postgres ? undefined : await migratedMemory(),
    });
    if (postgres) drop = postgres.drop;
  });
  afterAll(async () => {
    await database?.close();
    await drop();
  });
  return () => {
    if (!database) throw new Error('the test database is not open yet');
    return database;
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A player's client: GET and POST with the bearer token, answering the parsed body and status. */
export function client(app: TestApp, token: string) {
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) => {
    const res = await app.inject({ method, url, headers: bearer(token), payload: payload as object | undefined });
    return { status: res.statusCode, body: res.json() };
  };
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload: unknown = {}) => call('POST', url, payload),
    patch: (url: string, payload: unknown) => call('PATCH', url, payload),
    put: (url: string, payload?: unknown) => call('PUT', url, payload),
    del: (url: string) => call('DELETE', url),
    factory: async () => (await call('GET', '/api/factory/my-factory')).body.data,
  };
}

/** The recommended start: a power plant, a coal mine, two iron mines and a smelter, each fully staffed. */
export async function starterFactory(app: TestApp, token: string) {
  const player = client(app, token);
  for (const type of ['POWER_PLANT', 'COAL_MINE', 'IRON_MINE', 'IRON_MINE', 'SMELTER']) {
    const res = await player.post('/api/factory/build-machine', { type });
    if (res.status !== 200) throw new Error(`build ${type} failed: ${res.body.message}`);
  }
  const analysis = (await player.get('/api/workers/analysis')).body.data;
  for (const machine of analysis.understaffedMachines)
    for (const missing of machine.missingWorkers)
      for (let i = missing.assigned; i < missing.needed; i++) {
        const res = await player.post('/api/workers/hire', {
          type: missing.type,
          skillLevel: 2,
          assignedMachineId: machine.machineId,
        });
        if (res.status !== 200) throw new Error(`hire failed: ${res.body.message}`);
      }
  return player;
}

/** Runs one tick now through the admin call and answers its report. */
export async function adminTick(app: TestApp) {
  const res = await app.inject({ method: 'POST', url: '/api/admin/tick', headers: bearer(ADMIN_TOKEN) });
  if (res.statusCode !== 200) throw new Error(`admin tick failed: ${res.statusCode} ${res.body}`);
  return res.json().data as { tickNumber: number; factories: number; ms: number };
}

/** A stream for buildTestApp's `logs`, and what was written to it. */
export function logCapture() {
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return { stream, text: () => text, clear: () => (text = '') };
}

/** A test app whose log lines (at trace level) are kept: `logs()` answers them so far. */
export async function loggedTestApp() {
  const captured = logCapture();
  const app = await buildTestApp({ logs: captured.stream });
  return { app, logs: captured.text };
}
