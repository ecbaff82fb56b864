import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, expect } from 'vitest';
import { MIGRATIONS_DIR } from '../src/paths.js';
import { freshPostgres } from './helper.js';

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
