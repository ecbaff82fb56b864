import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { columns, counted, is, rowsOf } from '../db/rows.js';
import { claimedRecentSql } from '../codecs/recent-ledger.js';
import { uuidArray } from '../db/binary-arrays.js';
import type { ClaimedRow } from './advance.js';

/** A claimed factory's row, checked without a copy: a batch claims hundreds. */
export const claimedRow = columns({
  id: is.text,
  tick: is.int,
  cash: is.big,
  debt: is.big,
  state: is.bytes,
  site: is.orNull(is.text),
  rival_slot: is.orNull(is.int),
  rival_since: is.orNull(is.int),
  recent_ledger: is.bytes,
  recent_head_only: is.flag,
});

/** Sorts before every uuid: a pass over the factories starts here. */
export const FIRST_ID = '00000000-0000-0000-0000-000000000000';

/** How many factories have not had tick N yet. */
export async function behind(db: Pick<Db, 'execute'>, tick: number): Promise<number> {
  const [row] = rowsOf(counted, await db.execute(sql`SELECT count(*)::int AS n FROM factories WHERE tick < ${tick}`));
  return row?.n ?? 0;
}

/**
 * Locks the factories of `ids` (in id order) that have not had tick N, waiting for each another
 * transaction holds: the tick's last step, for the few rows its walks found held (tick/run-tick.ts).
 * A row whose holder was another batch has moved on by then and is left out.
 */
export async function claimIds(
  db: Pick<Db, 'execute'>,
  tick: number,
  ids: readonly string[],
  opts: { closesHour: boolean },
): Promise<ClaimedRow[]> {
  return claimed(db, tick, opts.closesHour, sql`id = ANY(${uuidArray(ids)}::uuid[])`, sql`FOR UPDATE`);
}

/**
 * Locks up to `limit` factories after `after` (in id order) that have not had tick N. Rows
 * another transaction holds (an action, another process's batch) are skipped, not waited for,
 * unless `wait`: then the claim waits for each, and takes it only if it is still behind (a batch
 * that committed moved it on; an action did not). Walking the ids in order with a cursor keeps
 * each claim from re-reading the rows already done, and two waiting claims from deadlocking.
 */
export async function claimBatch(
  db: Pick<Db, 'execute'>,
  tick: number,
  after: string,
  limit: number,
  opts: { wait: boolean; closesHour: boolean },
): Promise<ClaimedRow[]> {
  // A factory one tick behind with nothing pending needs only its recent ledger's first bytes, unless
  // the tick closes an hour (advance.ts; codecs/recent-ledger.ts).
  const lock = opts.wait ? sql`FOR UPDATE` : sql`FOR UPDATE SKIP LOCKED`;
  return claimed(db, tick, opts.closesHour, sql`id > ${after}`, sql`LIMIT ${limit} ${lock}`);
}

/** The factories `which` names that have not had tick N, in id order, with what the tick reads of each. */
async function claimed(
  db: Pick<Db, 'execute'>,
  tick: number,
  closesHour: boolean,
  which: SQL,
  then: SQL,
): Promise<ClaimedRow[]> {
  return rowsOf(
    claimedRow,
    await db.execute(sql`
      SELECT id, tick, cash, debt, state, site, rival_slot, rival_since, ${claimedRecentSql(tick, closesHour)}
      FROM factories
      WHERE ${which} AND tick < ${tick}
      ORDER BY id ${then}`),
  );
}
