import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import { num, rowsOf } from '../db/rows.js';
import { EVENTS_CHANNEL } from './notice.js';

/** The one kind of happening an hour's record writes (push/passed.ts), told with the record, not the tick. */
const HOUR_RECORD_KIND = 'passed';

/** A machine of the player's that broke down in a tick, as the maintenance history tells it. */
export interface Breakdown {
  userId: string;
  machineId: string;
  description: string;
}

/**
 * The breakdowns of tick N in the factories of `userIds` (the players with a stream open here),
 * in the order they were logged: each process reads only what its own players need.
 */
export async function breakdownsAt(db: Pick<Db, 'execute'>, tick: number, userIds: string[]): Promise<Breakdown[]> {
  if (userIds.length === 0) return [];
  return rowsOf(
    z.object({ user_id: z.string(), machine_id: z.string(), description: z.string() }),
    await db.execute(sql`
      SELECT f.user_id, m.machine_id, m.description
      FROM maintenance_log m JOIN factories f ON f.id = m.factory_id
      WHERE m.tick = ${tick} AND m.type = 'BREAKDOWN'
        AND f.user_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb))
      ORDER BY m.id`),
  ).map((r) => ({ userId: r.user_id, machineId: r.machine_id, description: r.description }));
}

/** A row of player_events: one of the player's happenings (events/happenings.ts). */
export interface Heard {
  id: number;
  userId: string;
  tick: number;
  kind: string;
  data: Record<string, unknown>;
}

const heardRow = z.object({
  id: num,
  user_id: z.string(),
  tick: num,
  kind: z.string(),
  data: z.record(z.string(), z.unknown()),
});

const heardOf = (r: z.infer<typeof heardRow>) => ({
  id: r.id,
  userId: r.user_id,
  tick: r.tick,
  kind: r.kind,
  data: r.data,
});

/**
 * The happenings tick N wrote for the factories of `userIds`, in the order written: those of the
 * tick itself, or (`hour`) those its hour's record wrote after it (tick/hour-record.ts).
 */
export async function heardAt(
  db: Pick<Db, 'execute'>,
  tick: number,
  userIds: string[],
  opts: { hour?: boolean } = {},
): Promise<Heard[]> {
  if (userIds.length === 0) return [];
  return rowsOf(
    heardRow,
    await db.execute(sql`
      SELECT e.id, f.user_id, e.tick, e.kind, e.data
      FROM player_events e JOIN factories f ON f.id = e.factory_id
      WHERE e.tick = ${tick} AND e.by_tick AND (e.kind = ${HOUR_RECORD_KIND}) = ${opts.hour ?? false}
        AND f.user_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb))
      ORDER BY e.id`),
  ).map(heardOf);
}

/** The happenings an action of the player's wrote, rows `first` … `last`. */
export async function heardBetween(
  db: Pick<Db, 'execute'>,
  userId: string,
  first: number,
  last: number,
): Promise<Heard[]> {
  return rowsOf(
    heardRow,
    await db.execute(sql`
      SELECT e.id, f.user_id, e.tick, e.kind, e.data
      FROM player_events e JOIN factories f ON f.id = e.factory_id
      WHERE e.id BETWEEN ${first} AND ${last} AND f.user_id = ${userId} AND NOT e.by_tick
      ORDER BY e.id`),
  ).map(heardOf);
}

/**
 * Writes happenings an action caused to `factoryId`'s player_events and tells whichever process holds
 * `userId`'s stream once the transaction `tx` commits (a rolled-back action tells nothing).
 */
export async function recordOwnEvents(
  tx: Pick<Db, 'execute'>,
  owner: { factoryId: string; userId: string; tick: number },
  heard: readonly { kind: string; data: unknown }[],
): Promise<void> {
  if (heard.length === 0) return;
  // One statement, one round trip on the action's path: the rows, and the notice of their ids
  // (a `Notice` of kind `own`, sent when the transaction commits).
  await tx.execute(sql`
    WITH written AS (
      INSERT INTO player_events (factory_id, tick, by_tick, kind, data)
      SELECT ${owner.factoryId}::uuid, ${owner.tick}, false, h.kind, h.data
      FROM jsonb_to_recordset(${JSON.stringify(heard)}::jsonb) AS h(kind text, data jsonb)
      RETURNING id)
    SELECT pg_notify(${EVENTS_CHANNEL}, json_build_object(
      'kind', 'own', 'userId', ${owner.userId}::text, 'first', min(id), 'last', max(id))::text)
    FROM written`);
}
