import type { FactoryState } from '@forgeworks/engine';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { stateFromColumns } from '../codecs/state-columns.js';

/*
 * The achievement_unlocks table's writes. They run inside other modules' transactions (a tick's
 * batch, an action, an upgrade step), so this module imports nothing of db/ and reads raw rows itself.
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

/** Every achievement `state` holds, for the copy below. */
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

/**
 * Copies into achievement_unlocks the achievements held by the states of up to `limit` factories
 * after `after` (in id order): only the states' bytes say which were reached before migration 0016
 * made the table. A row already there is kept. Answers the last id read, or null when none was left.
 * It runs beside the tick and actions (plugins/app/upgrade-steps.ts): what they reach meanwhile they record
 * themselves, and a factory deleted meanwhile is left out.
 */
export async function copyUnlocks(tx: { execute: Execute }, after: string, limit: number): Promise<string | null> {
  const { rows } = (await tx.execute(sql`
    SELECT id, tick, cash, debt, state, site FROM factories WHERE id > ${after} ORDER BY id LIMIT ${limit}`)) as {
    rows: {
      id: string;
      tick: number;
      cash: string | number;
      debt: string | number;
      state: Uint8Array;
      site: string | null;
    }[];
  };
  if (rows.length === 0) return null;
  const unlocks = rows.flatMap((row) => allUnlocks(row.id, stateFromColumns(row)));
  if (unlocks.length > 0) {
    const values = unlocks.map((u) => ({ factory_id: u.factoryId, achievement: u.achievement, at: u.at }));
    await tx.execute(sql`
      INSERT INTO achievement_unlocks (factory_id, achievement, reached_at)
      SELECT u.factory_id, u.achievement, to_timestamp(u.at / 1000.0)
      FROM jsonb_to_recordset(${JSON.stringify(values)}::jsonb) AS u(factory_id uuid, achievement text, at bigint)
      JOIN factories f ON f.id = u.factory_id
      ON CONFLICT (factory_id, achievement) DO NOTHING`);
  }
  return rows[rows.length - 1]!.id;
}
