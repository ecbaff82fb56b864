import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, expect } from 'vitest';
import { MIGRATIONS_DIR } from '../src/paths.js';
import { newFactory } from '@forgeworks/engine';
import { tokenDigest } from '../src/account/token-digest.js';
import { encodeState } from '../src/codecs/state.js';
import type { TestApp } from './helper.js';
import { freshPostgres } from './helper.js';
import { rowsOf } from './raw-rows.js';

/** Databases as older versions left them, for the tests of the migrations that upgrade them. */
const work = mkdtempSync(join(tmpdir(), 'forgeworks-migrations-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The migrations folder as it was before migration `tag`: its files, and a journal that stops there. */
function migrationsBefore(tag: string): string {
  const folder = join(work, `before-${tag}`);
  cpSync(MIGRATIONS_DIR, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

/** A database migrated up to (not including) `tag`, on the engine the suite runs on. */
export async function databaseBefore(tag: string) {
  const migrationsFolder = migrationsBefore(tag);
  if (process.env.TEST_DATABASE_URL) {
    const postgres = await freshPostgres(process.env.TEST_DATABASE_URL);
    const pool = new pg.Pool({ connectionString: postgres.url });
    await migratePg(drizzlePg(pool), { migrationsFolder });
    await pool.end();
    return { open: { databaseUrl: postgres.url, dataDir: ':memory:' }, drop: postgres.drop };
  }
  const dataDir = mkdtempSync(join(work, `pglite-${tag}-`));
  const client = new PGlite(`${dataDir}/pglite`);
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  await client.close();
  return { open: { dataDir }, drop: async () => {} };
}

/** Plain SQL on a database the server has not opened (and so not migrated further). */
export async function openRaw(open: { databaseUrl?: string; dataDir: string }) {
  if (open.databaseUrl) {
    const pool = new pg.Pool({ connectionString: open.databaseUrl });
    const db = drizzlePg(pool);
    return { execute: (q: ReturnType<typeof sql>) => db.execute(q), close: () => pool.end() };
  }
  const client = new PGlite(`${open.dataDir}/pglite`);
  const db = drizzlePglite(client);
  return { execute: (q: ReturnType<typeof sql>) => db.execute(q), close: () => client.close() };
}

/**
 * A seller with an offer of 10 coal at `unitPrice` cents (6 left), and a buyer who bought 4 of it, as
 * an older schema holds them. Answers the factories' state.
 */
export async function seedTrade(legacy: Awaited<ReturnType<typeof openRaw>>, unitPrice: number) {
  const state = { ...newFactory(9), tick: 5 };
  await legacy.execute(sql`
    INSERT INTO "user" (id, name, email) VALUES ('seller', 'Seller', 's@forge.test'), ('buyer', 'Buyer', 'b@forge.test')`);
  for (const userId of ['seller', 'buyer'])
    await legacy.execute(sql`
      INSERT INTO factories (user_id, name, tick, cash, debt, net_worth, state)
      VALUES (${userId}, ${userId}, 5, ${state.cash}, 0, ${state.cash}, ${encodeState(state)})`);
  await legacy.execute(sql`
    INSERT INTO exchange_offers (factory_id, resource, unit_price, quantity_left, quantity, created_tick)
    SELECT id, 'COAL', ${unitPrice}, 6, 10, 4 FROM factories WHERE user_id = 'seller'`);
  await legacy.execute(sql`
    INSERT INTO exchange_trades (offer_id, buyer_factory_id, seller_factory_id, resource, quantity, unit_price, fee, tick)
    SELECT o.id, b.id, o.factory_id, 'COAL', 4, ${unitPrice}, ${Math.round(4 * unitPrice * 0.02)}, 5
    FROM exchange_offers o, factories b WHERE b.user_id = 'buyer'`);
  return state;
}

/** A session of an account made by hand in a legacy database, as a sign-in before the upgrade left it. */
export async function signIn(app: TestApp, email: string) {
  const userId = rowsOf<{ id: string }>(
    await app.database.db.execute(sql`SELECT id FROM "user" WHERE email = ${email}`),
  )[0]!.id;
  const token = 'b'.repeat(16) + 'Q7'.repeat(8);
  await app.database.db.execute(sql`
    INSERT INTO session (id, expires_at, token, user_id, created_at, updated_at)
    VALUES (${`s-${userId}`}, ${new Date(Date.now() + 3_600_000)}, ${tokenDigest(token)}, ${userId}, now(), now())`);
  return token;
}
