import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { rewriteStoredForms } from '../upgrades/stored-forms.js';
import { rowsOf } from './rows.js';

type Execute = (query: SQL) => Promise<unknown>;

export interface Journal {
  entries: { tag: string; when: number }[];
}

const journalPath = (folder: string) => join(folder, 'meta', '_journal.json');
export const readJournal = (folder: string) => JSON.parse(readFileSync(journalPath(folder), 'utf8')) as Journal;

/** Runs `use` on a copy of the migrations of `folder` that stops after its first `count`. */
export async function withMigrationsUpTo<T>(folder: string, count: number, use: (copy: string) => Promise<T>) {
  const copy = mkdtempSync(join(tmpdir(), 'forgeworks-migrations-'));
  try {
    cpSync(folder, copy, { recursive: true });
    const journal = readJournal(copy);
    journal.entries = journal.entries.slice(0, count);
    writeFileSync(journalPath(copy), JSON.stringify(journal));
    return await use(copy);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/**
 * Rows SQL cannot rewrite, rewritten in TypeScript just before the migration that needs them
 * rewritten (docs/adr/0003): the migrations up to that point are applied first, so the step sees the
 * schema it was written for. Copies that only a new table needs run after start-up instead, beside the
 * server's work (upgrades/steps.ts), so a large game is served at once.
 */
interface Rewrite {
  before: string;
  rewrite: (execute: Execute) => Promise<unknown>;
}
const REWRITES: Rewrite[] = [{ before: '0012_stored_forms_checked', rewrite: rewriteStoredForms }];

/** Whether the database has had the migration of `when`; null for a database never migrated (nothing to rewrite). */
async function hasMigration(execute: Execute, when: number): Promise<boolean | null> {
  const [table] = rowsOf(
    z.object({ found: z.boolean() }),
    await execute(sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS found`),
  );
  if (!table!.found) return null;
  const [last] = rowsOf(
    z.object({ applied: z.boolean() }),
    await execute(sql`SELECT coalesce(max(created_at), 0) >= ${when} AS applied FROM drizzle.__drizzle_migrations`),
  );
  return last!.applied;
}

/**
 * Applies the migrations of `folder` not yet applied (`apply`), with each row rewrite they need
 * run at its place among them.
 */
export async function migrateWithRewrites(
  execute: Execute,
  apply: (folder: string) => Promise<void>,
  folder: string,
): Promise<void> {
  const entries = readJournal(folder).entries;
  for (const step of REWRITES) {
    const at = entries.findIndex((e) => e.tag === step.before);
    if (at < 0 || (await hasMigration(execute, entries[at]!.when)) !== false) continue;
    await withMigrationsUpTo(folder, at, apply);
    await step.rewrite(execute);
  }
  await apply(folder);
}
