import { siteMatching } from '@forgeworks/engine';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../db/database.js';
import { bytes, num, rowsOf } from '../db/rows.js';
import { stateFromColumns } from '../codecs/state-columns.js';

/**
 * The upgrade step of migration 0034 (plugins/app/upgrade-steps.ts): gives each factory that has
 * machines and no site the site that matches what it built (the engine's `siteMatching`), so a
 * works made before sites keeps every machine, unit and dollar and gains its site's strength. A
 * factory with no machines is left to choose. Only the `site` column is written, and only where it
 * is still empty: a player who chose meanwhile keeps the choice. Rows are locked in id order, as the
 * tick locks them, so the two never deadlock. Answers the last factory read, or null when none was left.
 */
export async function assignSites(tx: Tx, after: string, limit: number): Promise<string | null> {
  const rows = rowsOf(
    z.object({ id: z.string(), tick: num, cash: num, debt: num, state: bytes, site: z.null() }),
    await tx.execute(sql`
      SELECT id, tick, cash, debt, state, site FROM factories
      WHERE id > ${after} AND site IS NULL ORDER BY id LIMIT ${limit} FOR UPDATE`),
  );
  for (const row of rows) {
    const site = siteMatching(stateFromColumns(row).machines);
    if (site) await tx.execute(sql`UPDATE factories SET site = ${site} WHERE id = ${row.id} AND site IS NULL`);
  }
  return rows.length < limit ? null : rows.at(-1)!.id;
}
