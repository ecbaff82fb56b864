import type { FactoryState } from '@forgeworks/engine';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { stateFromColumns } from '../codecs/state-columns.js';

/*
 * The achievement_unlocks table's writes. The copy after migration 0016 runs inside db/migrate.ts,
 * so this module imports nothing of db/ (as upgrades/ does not) and reads raw rows itself.
 */

/** An achievement a factory reached, as achievement_unlocks keeps it. */
export interface Unlock {
  factoryId: string;
  achievement: string;
  /** ms since epoch, the engine's own time of it. */
  at: number;
}

/** The achievements `after` holds that `before` did not: what a write of the factory adds to achievement_unlocks. */
export function newUnlocks(factoryId: string, before: FactoryState, after: FactoryState): Unlock[] {
  if (after.achievements === before.achievements) return [];
  return Object.entries(after.achievements).flatMap(([achievement, at]) =>
    at === undefined || before.achievements[achievement as keyof FactoryState['achievements']] !== undefined
      ? []
      : [{ factoryId, achievement, at }],
  );
}

/** Every achievement `state` holds, for a factory achievement_unlocks has never seen (the rewrite below). */
function allUnlocks(factoryId: string, state: FactoryState): Unlock[] {
  return Object.entries(state.achievements).flatMap(([achievement, at]) =>
    at === undefined ? [] : [{ factoryId, achievement, at }],
  );
}

/**
 * Adds unlocks in the transaction that writes their factories' states: one statement for a whole
 * batch. A row already there is kept (the engine never reaches an achievement twice).
 */
export async function recordUnlocks(tx: { execute: Execute }, unlocks: readonly Unlock[]): Promise<void> {
  if (unlocks.length === 0) return;
  const rows = unlocks.map((u) => ({ factory_id: u.factoryId, achievement: u.achievement, at: u.at }));
  await tx.execute(sql`
    INSERT INTO achievement_unlocks (factory_id, achievement, reached_at)
    SELECT factory_id, achievement, to_timestamp(at / 1000.0)
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS u(factory_id uuid, achievement text, at bigint)
    ON CONFLICT (factory_id, achievement) DO NOTHING`);
}

/** Runs one statement and answers its rows (either driver answers `{ rows }`). */
type Execute = (query: SQL) => Promise<unknown>;

const BATCH = 500;

/**
 * Copies the achievements every factory's state holds into achievement_unlocks, right after the
 * migration that makes the table (db/migrate.ts): only the states' bytes say which were reached
 * before it. A factory with rows already is left as it is.
 */
export async function copyUnlocks(execute: Execute): Promise<number> {
  let after = '00000000-0000-0000-0000-000000000000';
  let copied = 0;
  for (;;) {
    const { rows } = (await execute(sql`
      SELECT id, tick, cash, debt, state FROM factories f
      WHERE id > ${after} AND NOT EXISTS (SELECT 1 FROM achievement_unlocks u WHERE u.factory_id = f.id)
      ORDER BY id LIMIT ${BATCH}`)) as {
      rows: { id: string; tick: number; cash: string | number; debt: string | number; state: Uint8Array }[];
    };
    if (rows.length === 0) return copied;
    const unlocks = rows.flatMap((row) => allUnlocks(row.id, stateFromColumns(row)));
    await recordUnlocks({ execute }, unlocks);
    copied += unlocks.length;
    after = rows[rows.length - 1]!.id;
  }
}

/**
 * Whether achievement_unlocks is still empty: after a start stopped before the copy committed, or
 * while no player has reached anything (then the copy finds nothing again, at the cost of reading
 * the states once per start).
 */
export async function noUnlocksYet(execute: Execute): Promise<boolean> {
  const { rows } = (await execute(sql`SELECT NOT EXISTS (SELECT 1 FROM achievement_unlocks) AS empty`)) as {
    rows: { empty: boolean }[];
  };
  return rows[0]!.empty;
}
