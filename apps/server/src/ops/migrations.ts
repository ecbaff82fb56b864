/**
 * Which migration a database is at, and how to bring an empty one to exactly that point: a game
 * is copied into the schema it was written in, and the migrations after it then run as they
 * would on a server's start (some rewrite rows).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Connection, Db } from '../db/database.js';
import { rowsOf } from '../db/rows.js';
import { MIGRATIONS_DIR } from '../paths.js';
import { Refusal } from './refusal.js';

interface Journal {
  entries: { tag: string; when: number }[];
}

const journalPath = (folder: string) => join(folder, 'meta', '_journal.json');
const readJournal = (folder: string) => JSON.parse(readFileSync(journalPath(folder), 'utf8')) as Journal;

/** The migrations this copy of the server knows, oldest first. */
export const knownMigrations = () => readJournal(MIGRATIONS_DIR).entries;

/** The tag of the last migration applied; null for a database without any. Refuses one this copy does not know. */
export async function lastMigration(db: Db): Promise<string | null> {
  const [table] = rowsOf<{ found: boolean }>(
    await db.execute(sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS found`),
  );
  if (!table!.found) return null;
  const [last] = rowsOf<{ when: string }>(
    await db.execute(
      sql`SELECT created_at::text AS when FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`,
    ),
  );
  if (!last) return null;
  const known = knownMigrations().find((m) => m.when === Number(last.when));
  if (!known)
    throw new Refusal(
      `The database was migrated by a newer Forgeworks (a migration of ${new Date(Number(last.when)).toISOString()} this copy does not have): update this copy first`,
    );
  return known.tag;
}

/** Refuses a tag this copy does not know: a backup from a newer schema. */
export function assertKnownMigration(tag: string): void {
  if (!knownMigrations().some((m) => m.tag === tag))
    throw new Refusal(`The game is at migration ${tag}, newer than this Forgeworks knows: update this copy first`);
}

export const isBefore = (tag: string, other: string) => {
  const tags = knownMigrations().map((m) => m.tag);
  return tags.indexOf(tag) < tags.indexOf(other);
};

/** Applies the migrations up to and including `tag`, and no further. */
export async function migrateUpTo(connection: Connection, tag: string): Promise<void> {
  assertKnownMigration(tag);
  const folder = mkdtempSync(join(tmpdir(), 'forgeworks-migrations-'));
  try {
    cpSync(MIGRATIONS_DIR, folder, { recursive: true });
    const journal = readJournal(folder);
    journal.entries = journal.entries.slice(0, journal.entries.findIndex((e) => e.tag === tag) + 1);
    writeFileSync(journalPath(folder), JSON.stringify(journal));
    await connection.migrate(folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
