/**
 * What a database holds, asked of the database itself (never a list kept by hand): a table a
 * later migration adds is moved, backed up and checked like the rest.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import { counted, rowsOf } from '../db/rows.js';
import { factories } from '../db/schema.js';

const named = z.object({ name: z.string() });

/** The game's tables (schema public), every table after the tables its foreign keys point to. */
export async function gameTables(db: Db): Promise<string[]> {
  const tables = rowsOf(
    named,
    await db.execute(sql`
      SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
      ORDER BY c.relname`),
  ).map((r) => r.name);
  const references = rowsOf(
    z.object({ child: z.string(), parent: z.string() }),
    await db.execute(sql`
      SELECT child.relname AS child, parent.relname AS parent
      FROM pg_constraint k
      JOIN pg_class child ON child.oid = k.conrelid JOIN pg_namespace n ON n.oid = child.relnamespace
      JOIN pg_class parent ON parent.oid = k.confrelid
      WHERE k.contype = 'f' AND n.nspname = 'public' AND child.oid <> parent.oid`),
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const next = tables.filter((t) => !placed.has(t) && references.every((r) => r.child !== t || placed.has(r.parent)));
    if (next.length === 0) throw new Error(`Foreign keys form a cycle among ${tables.filter((t) => !placed.has(t))}`);
    for (const t of next) placed.add(t);
    ordered.push(...next);
  }
  return ordered;
}

/** The sequences behind serial columns (maintenance_log's ids), with where each stands. */
export async function sequenceStates(db: Db): Promise<SequenceState[]> {
  const names = rowsOf(
    named,
    await db.execute(sql`
      SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'S' ORDER BY c.relname`),
  ).map((r) => r.name);
  const states: SequenceState[] = [];
  for (const name of names) {
    const [row] = rowsOf(
      z.object({ value: z.string(), called: z.boolean() }),
      await db.execute(sql`SELECT last_value::text AS value, is_called AS called FROM ${sql.identifier(name)}`),
    );
    states.push({ name, value: row!.value, isCalled: row!.called });
  }
  return states;
}

export interface SequenceState {
  name: string;
  /** A bigint, as text: exact whatever its size. */
  value: string;
  isCalled: boolean;
}

export async function setSequence(db: Db, state: SequenceState): Promise<void> {
  await db.execute(sql`SELECT setval(quote_ident(${state.name})::regclass, ${state.value}::bigint, ${state.isCalled})`);
}

export async function rowCount(db: Db, table: string): Promise<number> {
  const [row] = rowsOf(counted, await db.execute(sql`SELECT count(*)::text AS n FROM ${sql.identifier(table)}`));
  return row!.n;
}

/** The tables that hold at least one row. */
export async function tablesWithRows(db: Db): Promise<string[]> {
  const found: string[] = [];
  for (const table of await gameTables(db)) {
    const [row] = rowsOf(
      z.object({ any: z.boolean() }),
      await db.execute(sql`SELECT EXISTS (SELECT 1 FROM ${sql.identifier(table)}) AS any`),
    );
    if (row!.any) found.push(table);
  }
  return found;
}

/** Every factory's cash and debt added up, in cents, as exact text. */
export interface MoneyTotals {
  cash: string;
  debt: string;
}

export async function moneyTotals(db: Db): Promise<MoneyTotals> {
  const [row] = rowsOf(
    z.object({ cash: z.string(), debt: z.string() }),
    await db.execute(sql`
      SELECT coalesce(sum(${factories.cash}), 0)::text AS cash, coalesce(sum(${factories.debt}), 0)::text AS debt
      FROM ${factories}`),
  );
  return row!;
}
