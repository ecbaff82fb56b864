import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { RECENT_FIRST_BYTE, serializeRecent } from '../codecs/recent-ledger.js';
import { encodeState, STATE_FIRST_BYTE } from '../codecs/state.js';
import { parseLegacyRecent } from './legacy-recent.js';
import { decodeJsonState } from './legacy-state.js';

/** Runs one statement and answers its rows (either driver answers `{ rows }`). */
export type Execute = (query: SQL) => Promise<unknown>;

const BATCH = 500;
const byteSql = (byte: number) => `'\\x${byte.toString(16).padStart(2, '0')}'::bytea`;

interface LegacyRow {
  id: string;
  tick: number;
  cash: string | number;
  debt: string | number;
  state: Uint8Array;
  recent_ledger: Uint8Array;
}

/**
 * Rewrites every factory whose state or recent ledger an older version stored as JSON or text in
 * the byte forms (codecs/): run once, before migration 0012, which then refuses any other form.
 * SQL alone cannot write the byte forms (variable-length numbers, the catalog's positions), so
 * the legacy readers live here and nowhere on the paths that read factories. A row in byte form
 * already is left as it is, so a rewrite stopped half-way is finished by the next start.
 */
export async function rewriteStoredForms(execute: Execute): Promise<number> {
  const legacyState = sql.raw(`substring(state for 1) <> ${byteSql(STATE_FIRST_BYTE)}`);
  const legacyRecent = sql.raw(`substring(recent_ledger for 1) <> ${byteSql(RECENT_FIRST_BYTE)}`);
  let after = '00000000-0000-0000-0000-000000000000';
  let rewritten = 0;
  for (;;) {
    const { rows } = (await execute(sql`
      SELECT id, tick, cash, debt, state, recent_ledger FROM factories
      WHERE id > ${after} AND (${legacyState} OR ${legacyRecent})
      ORDER BY id LIMIT ${BATCH}`)) as { rows: LegacyRow[] };
    for (const row of rows) {
      const bytes = Buffer.from(row.state);
      const state =
        bytes[0] === STATE_FIRST_BYTE
          ? bytes
          : encodeState(
              decodeJsonState(bytes, { tick: Number(row.tick), cash: Number(row.cash), debt: Number(row.debt) }),
            );
      const recent = Buffer.from(row.recent_ledger);
      const ledger = recent[0] === RECENT_FIRST_BYTE ? recent : serializeRecent(parseLegacyRecent(recent));
      await execute(sql`UPDATE factories SET state = ${state}, recent_ledger = ${ledger} WHERE id = ${row.id}`);
    }
    rewritten += rows.length;
    if (rows.length < BATCH) return rewritten;
    after = rows[rows.length - 1]!.id;
  }
}
