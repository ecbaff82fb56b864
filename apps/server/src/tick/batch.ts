import type { MarketState, Prices, StoredResource } from '@forgeworks/engine';
import { emptyInventory, STORED_RESOURCES } from '@forgeworks/engine';
import { sql } from 'drizzle-orm';
import { byteaArray, int8Array, uuidArray } from '../db/binary-arrays.js';
import { noticeStatement } from '../db/peers.js';
import type { Db, Tx } from '../db/database.js';
import { closesHour, hourOf, WRITTEN_RECENT_SQL } from '../codecs/recent-ledger.js';
import { encodedToBytes } from '../codecs/ledger.js';
import { trimMaintenanceLog } from '../history/retention.js';
import { recordUnlocks } from '../achievements/unlocks.js';
import type { AdvancedFactory, ClaimedRow } from './advance.js';
import { advanceRow } from './advance.js';
import { batchIntoBids } from './into-bids.js';
import { openRivalBids, writeRivalBids } from '../rivals/bids.js';
import type { TickOptions } from './options.js';

/**
 * How long the tick's last pass waits for a row another transaction holds (a player's action takes
 * milliseconds, another process's batch a fraction of a second); beyond it, the tick is left
 * unfinished and the scheduler's next pass finishes it.
 */
const LOCK_TIMEOUT_MS = 10_000;

/** No hour closed: an empty element in the batch's array (the column's value is then null). */
const NO_HOUR = Buffer.alloc(0);

function json(value: unknown) {
  return sql`${JSON.stringify(value)}::jsonb`;
}

/** The batch's writes: one statement per table, never one per factory. */
async function writeBatch(tx: Pick<Db, 'execute'>, tick: number, advanced: AdvancedFactory[]): Promise<void> {
  // Each column goes as one array parameter in binary form: the database copies the elements
  // as they are, with no text to split or parse (db/binary-arrays.ts; docs/benchmarks.md).
  const money = (pick: (a: AdvancedFactory) => number) => int8Array(advanced.map(pick));
  // The hour this tick closes stays in the row until the settle writes it with the hour's standings
  // (leaderboard/standings.ts); hours a catch-up closed before it are written here, without standings.
  const hour = closesHour(tick) ? hourOf(tick) : null;
  const closed = advanced.map((a) => a.hours.find((h) => h.hour === hour));
  await tx.execute(sql`
    UPDATE factories AS f
    SET tick = ${tick}, cash = v.cash, debt = v.debt, net_worth = v.net_worth, state = v.state,
        recent_ledger = ${WRITTEN_RECENT_SQL}, ${hour === null ? sql`` : sql`closed_hour = nullif(v.closed_hour, ''::bytea),`}
        updated_at = now()
    FROM unnest(
      ${uuidArray(advanced.map((a) => a.id))}::uuid[],
      ${money((a) => a.columns.cash)}::bigint[],
      ${money((a) => a.columns.debt)}::bigint[],
      ${money((a) => a.columns.netWorth)}::bigint[],
      ${byteaArray(advanced.map((a) => a.columns.state))}::bytea[],
      ${byteaArray(advanced.map((a) => a.recent.row))}::bytea[],
      ${byteaArray(advanced.map((a) => a.recent.head))}::bytea[],
      ${int8Array(advanced.map((a) => a.recent.keepFrom))}::bigint[],
      ${byteaArray(closed.map((h) => (h ? encodedToBytes(h.ledger) : NO_HOUR)))}::bytea[]
    ) AS v(id, cash, debt, net_worth, state, recent_ledger, recent_head, keep_from, closed_hour)
    WHERE f.id = v.id`);
  const hours = advanced.flatMap((a) =>
    a.hours.filter((h) => h.hour !== hour).map((h) => ({ id: a.id, hour: h.hour, ledger: h.ledger })),
  );
  // As bytes, in binary arrays: the JSON form cost the database more than the row's whole tick.
  if (hours.length > 0)
    await tx.execute(sql`
      INSERT INTO factory_hours (factory_id, hour, ledger_bytes)
      SELECT factory_id, hour, ledger FROM unnest(
        ${uuidArray(hours.map((h) => h.id))}::uuid[],
        ${int8Array(hours.map((h) => h.hour))}::bigint[],
        ${byteaArray(hours.map((h) => encodedToBytes(h.ledger)))}::bytea[]
      ) AS h(factory_id, hour, ledger)
      ON CONFLICT (factory_id, hour) DO NOTHING`);
  const logs = advanced.flatMap((a) => a.maintenance.map((m) => ({ factory_id: a.id, machine_id: m.machineId, ...m })));
  if (logs.length > 0)
    await tx.execute(sql`
      INSERT INTO maintenance_log (factory_id, machine_id, tick, type, cost, description, created_at)
      SELECT factory_id, machine_id, tick, type, cost, description, at
      FROM jsonb_to_recordset(${json(logs)}) AS m(factory_id uuid, machine_id text, tick int, type text, cost bigint, description text, at timestamptz)`);
  await recordUnlocks(
    tx,
    advanced.flatMap((a) => a.unlocks),
  );
  const heard = advanced.flatMap((a) => a.happenings.map((h) => ({ factory_id: a.id, ...h })));
  // A machine left broken is told once: at the tick after its breakdown (logged above when it was in this batch).
  if (heard.length > 0)
    await tx.execute(sql`
      INSERT INTO player_events (factory_id, tick, by_tick, kind, data)
      SELECT factory_id, tick, true, kind, data - 'brokeAt'
      FROM jsonb_to_recordset(${json(heard)}) AS h(factory_id uuid, tick int, kind text, data jsonb)
      WHERE kind <> 'unrepaired' OR EXISTS (
        SELECT 1 FROM maintenance_log m
        WHERE m.factory_id = h.factory_id AND m.machine_id = h.data ->> 'machineId'
          AND m.type = 'BREAKDOWN' AND m.tick = (h.data ->> 'brokeAt')::int)`);
  await trimMaintenanceLog(
    tx,
    logs.map(({ factory_id, machine_id }) => ({ factory_id, machine_id })),
  );
  const sold = emptyInventory();
  const bought = emptyInventory();
  for (const a of advanced)
    for (const r of STORED_RESOURCES) {
      sold[r] += a.sold[r];
      bought[r] += a.bought[r];
    }
  await tx.execute(sql`
    UPDATE tick_runs SET factories = factories + ${advanced.length},
      sold = (SELECT jsonb_object_agg(k, coalesce((sold ->> k)::numeric, 0) + (${json(sold)} ->> k)::numeric)
              FROM jsonb_object_keys(${json(sold)}) AS k),
      bought = (SELECT jsonb_object_agg(k, coalesce((bought ->> k)::numeric, 0) + (${json(bought)} ->> k)::numeric)
              FROM jsonb_object_keys(${json(bought)}) AS k)
    WHERE tick = ${tick}`);
}

/**
 * Advances a batch of claimed factories and writes them back, in the claim's transaction:
 * `claim` answers the rows, locked, or none when there is nothing left to claim.
 */
export async function tickBatch(
  db: Db,
  tick: number,
  claim: (tx: Tx) => Promise<ClaimedRow[]>,
  opts: TickOptions & { market: MarketState; prices: Prices; wait: boolean; worth?: ReadonlySet<StoredResource> },
): Promise<{ count: number; last: string }> {
  return db.transaction(async (tx) => {
    // A batch need not wait for its commit to reach the disk: if a crash loses it, its factories
    // are still behind tick N and the tick runs them again; the log keeps commits in order, so no
    // later commit (a player's action on one of them) can outlive it. Actions keep waiting.
    if (opts.asyncCommit) await tx.execute(sql`SET LOCAL synchronous_commit TO OFF`);
    if (opts.wait)
      await tx.execute(sql.raw(`SET LOCAL lock_timeout = ${Math.round(opts.lockTimeoutMs ?? LOCK_TIMEOUT_MS)}`));
    const claimed = await claim(tx);
    if (claimed.length === 0) return { count: 0, last: '' };
    // Standing orders fill the bids that pay more than the market first (docs/adr/0014).
    const starts = await batchIntoBids(tx, claimed, { ...opts, tick });
    const rivalBids = await openRivalBids(tx, claimed);
    // Each claimed row is let go once advanced, so a collection in the middle of the batch does not
    // keep (and copy) the rows already done.
    const advanced: AdvancedFactory[] = [];
    const rows: (ClaimedRow | undefined)[] = claimed;
    for (let i = 0; i < rows.length; i++) {
      const start = starts.get(rows[i]!.id);
      starts.delete(rows[i]!.id);
      advanced.push(advanceRow(rows[i]!, tick, { ...opts, start, rivalBids }));
      rows[i] = undefined;
    }
    await writeBatch(tx, tick, advanced);
    await writeRivalBids(tx, advanced);
    if (opts.tellBatches) await tx.execute(noticeStatement('factories'));
    return { count: advanced.length, last: advanced[advanced.length - 1]!.id };
  });
}
