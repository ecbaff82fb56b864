/**
 * Which migration a database is at, and how to bring an empty one to exactly that point: a game
 * is copied into the schema it was written in, and the migrations after it then run as they
 * would on a server's start (some rewrite rows).
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Connection, Db } from '../db/database.js';
import { readJournal, withMigrationsUpTo } from '../db/migrate.js';
import { rowsOf } from '../db/rows.js';
import { MIGRATIONS_DIR } from '../paths.js';
import { Refusal } from './refusal.js';

/** The migrations this copy of the server knows, oldest first. */
export const knownMigrations = () => readJournal(MIGRATIONS_DIR).entries;

/** The tag of the last migration applied; null for a database without any. Refuses one this copy does not know. */
export async function lastMigration(db: Db): Promise<string | null> {
  const [table] = rowsOf(
    z.object({ found: z.boolean() }),
    await db.execute(sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS found`),
  );
  if (!table!.found) return null;
  const [last] = rowsOf(
    z.object({ when: z.string() }),
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
  const count = knownMigrations().findIndex((e) => e.tag === tag) + 1;
  await withMigrationsUpTo(MIGRATIONS_DIR, count, (folder) => connection.migrate(folder));
}
