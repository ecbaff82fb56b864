import { eq, sql } from 'drizzle-orm';
import { verification } from '../src/db/schema.js';
import type { TestApp } from './helper.js';
import { bearer, client, signUp } from './helper.js';

/** The recovery tests' passwords and addresses, and their moves (issue 38: a forgotten password). */
export const PASSWORD = 'correct-horse';
export const NEW_PASSWORD = 'Quartz-Lantern-Ferry-9147';
export const PUBLIC_URL = 'https://forge.example.test';
export const MAIL_FROM = 'Forgeworks <game@forge.example.test>';
export const LINK_REFUSED = 'This link has expired or was already used: ask for a new one';

let addresses = 0;

/** A JSON call from its own client address (the reset limits count per address). */
export async function call(
  app: TestApp,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  token?: string,
  from?: string,
) {
  const res = await app.inject({
    method,
    url,
    remoteAddress: from ?? `198.51.100.${++addresses}`,
    ...(token ? { headers: bearer(token) } : {}),
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, headers: res.headers, body: res.json() };
}

/** A player signed in on two devices. */
export async function playerOnTwoDevices(app: TestApp) {
  const first = await signUp(app);
  const second = (await call(app, 'POST', '/api/auth/login', { email: first.email, password: PASSWORD })).body.data
    .token as string;
  const factoryId = (await client(app, first.token).factory()).id as string;
  return { ...first, tokens: [first.token, second], factoryId };
}

export const signsIn = async (app: TestApp, email: string, password: string) =>
  (await call(app, 'POST', '/api/auth/login', { email, password })).status;
export const reads = async (app: TestApp, token: string) =>
  (await client(app, token).get('/api/factory/my-factory')).status;

/** Moves the account's links' ends back by `seconds`, as the clock passing would. */
export const age = (app: TestApp, userId: string, seconds: number) =>
  app.database.db
    .update(verification)
    .set({ expiresAt: sql`${verification.expiresAt} - make_interval(secs => ${seconds})` })
    .where(eq(verification.value, userId));
