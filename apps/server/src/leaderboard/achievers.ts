import { NAME_MAX_LENGTH } from '@forgeworks/contract';
import { ACHIEVEMENTS, THRESHOLDS } from '@forgeworks/engine';
import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { columns, is, num, rowsOf, when } from '../db/rows.js';
import { LISTED } from '../moderation/listed.js';

/** Unlocks the server-wide feed lists. */
export const RECENT_UNLOCKS = 20;

export interface Achiever {
  userId: string;
  factoryId: string;
  factoryName: string;
  ownerName: string;
  achievements: number;
  /** When the factory reached its count (its latest unlock), null with none. */
  reachedAt: Date | null;
  rank: number;
}

/** What places a factory in the ranking: its count and the tie-breaks to the microsecond, as the database orders them. */
export interface RankKey {
  userId: string;
  factoryId: string;
  achievements: number;
  reachedUs: number | null;
  createdUs: number;
}

/** An achiever with its place's keys. */
export type RankedAchiever = Achiever & RankKey;

// The ranking's keys are every factory's, read once a tick: checked without a copy (`columns`).
const KEY = { user_id: is.text, id: is.text, n: is.big, reached_us: is.orNull(is.big), created_us: is.big };
const keyRow = columns(KEY);
const achieverRow = columns({ ...KEY, name: is.text, owner: is.text, reached_at: is.orNull(is.time), rank: is.big });
type KeyRow = ReturnType<typeof keyRow.parse>;
type AchieverRow = ReturnType<typeof achieverRow.parse>;

/** Each listed factory (not suspended) `where` picks with its count of achievements and its latest unlock. */
const countsOf = (where: SQL) => sql`
  counts AS (
    SELECT f.id, f.user_id, f.created_at, left(f.name, ${NAME_MAX_LENGTH}) AS name,
      left(u.name, ${NAME_MAX_LENGTH}) AS owner, count(a.achievement) AS n, max(a.reached_at) AS reached_at
    FROM factories f JOIN "user" u ON u.id = f.user_id
    LEFT JOIN achievement_unlocks a ON a.factory_id = f.id
    WHERE ${LISTED} AND ${where}
    GROUP BY f.id, u.name)`;

/**
 * Every factory ranked by achievements held; of two with the same count, the one that reached it
 * first (its latest unlock is earlier) ranks higher, then the older factory, as the leaderboard.
 * `before` below is the same order.
 */
const RANKED = sql`${countsOf(sql`true`)},
  ranked AS (
    SELECT *, row_number() OVER (ORDER BY n DESC, reached_at ASC NULLS LAST, created_at, id) AS rank FROM counts)`;

/** The columns of a factory's place keys, with its times in microseconds (a Date keeps only milliseconds). */
const KEY_COLUMNS = sql`user_id, id, n,
  (extract(epoch FROM reached_at) * 1000000)::bigint AS reached_us,
  (extract(epoch FROM created_at) * 1000000)::bigint AS created_us`;

/** The columns of an achiever but its rank. */
const COLUMNS = sql`${KEY_COLUMNS}, name, owner, reached_at`;

function rankKey(r: KeyRow): RankKey {
  return {
    userId: r.user_id,
    factoryId: r.id,
    achievements: Number(r.n),
    reachedUs: r.reached_us === null ? null : Number(r.reached_us),
    createdUs: Number(r.created_us),
  };
}

function achiever(r: AchieverRow): RankedAchiever {
  return {
    ...rankKey(r),
    factoryName: r.name,
    ownerName: r.owner,
    reachedAt: r.reached_at === null ? null : new Date(r.reached_at),
    rank: Number(r.rank),
  };
}

async function achieversWhere(db: Pick<Db, 'execute'>, where: SQL): Promise<RankedAchiever[]> {
  return rowsOf(
    achieverRow,
    await db.execute(sql`WITH ${RANKED} SELECT ${COLUMNS}, rank FROM ranked WHERE ${where} ORDER BY rank`),
  ).map(achiever);
}

/**
 * Every factory's place keys in the ranking's order: what Top Achievers keeps for a tick
 * (leaderboard/cached.ts), without names, which the top reads as they are now.
 */
export async function rankingKeys(db: Pick<Db, 'execute'>): Promise<RankKey[]> {
  return rowsOf(keyRow, await db.execute(sql`WITH ${RANKED} SELECT ${KEY_COLUMNS} FROM ranked ORDER BY rank`)).map(
    rankKey,
  );
}

/** The player's factory as the ranking counts it now, unranked (rank 0); null without one. Reads its rows alone. */
export async function achieverOf(db: Pick<Db, 'execute'>, userId: string): Promise<RankedAchiever | null> {
  const [row] = rowsOf(
    achieverRow,
    await db.execute(sql`WITH ${countsOf(sql`f.user_id = ${userId}`)} SELECT ${COLUMNS}, 0 AS rank FROM counts`),
  );
  return row ? achiever(row) : null;
}

/** Whether `a` ranks above `b`: RANKED's order. Ids are lowercase uuids, whose text sorts as their bytes. */
function before(a: RankKey, b: RankKey): boolean {
  if (a.achievements !== b.achievements) return a.achievements > b.achievements;
  if (a.reachedUs !== b.reachedUs) return b.reachedUs === null || (a.reachedUs !== null && a.reachedUs < b.reachedUs);
  if (a.createdUs !== b.createdUs) return a.createdUs < b.createdUs;
  return a.factoryId < b.factoryId;
}

/** The names of a ranking's first factories as they are now, and those deleted since, by their place in it. */
export interface RankingHead {
  names: Map<string, { factoryName: string; ownerName: string }>;
  gone: Map<string, number>;
}

function entry(key: RankKey, names: { factoryName: string; ownerName: string }, rank: number): Achiever {
  return {
    userId: key.userId,
    factoryId: key.factoryId,
    factoryName: names.factoryName,
    ownerName: names.ownerName,
    achievements: key.achievements,
    reachedAt: key.reachedUs === null ? null : new Date(key.reachedUs / 1000),
    rank,
  };
}

/**
 * The top of the ranking (THRESHOLDS.LEADERBOARD_SIZE) and the player's own entry, from `ranking`
 * (every factory, in order, as of some moment) with `mine` as it is now put in its place: the player
 * sees their own unlocks at once, ranked among the others as `ranking` has them; the top is named and
 * rid of deleted factories by `head`. Bisection and the top only: no pass over the whole ranking.
 */
export function placeAmong(
  ranking: readonly RankKey[],
  mine: RankedAchiever | null,
  userId: string,
  head: RankingHead,
): { top: Achiever[]; me: Achiever | null } {
  // The first entry `mine` ranks above (the ranking is in order).
  let place = ranking.length;
  if (mine) {
    let low = 0;
    while (low < place) {
      const mid = (low + place) >> 1;
      if (before(mine, ranking[mid]!)) place = mid;
      else low = mid + 1;
    }
  }
  // The others above: achievements are never lost, so the player's own entry of the ranking stands
  // just before `place` (keys unchanged) or after it; the deleted ones are all in the head.
  let above = place;
  if (place > 0 && ranking[place - 1]!.userId === userId) above--;
  for (const at of head.gone.values()) if (at < place) above--;

  const top: Achiever[] = [];
  for (let i = 0; top.length < THRESHOLDS.LEADERBOARD_SIZE;) {
    if (mine && top.length === above) {
      top.push(entry(mine, mine, top.length + 1));
      continue;
    }
    const key = ranking[i++];
    if (!key) break;
    const names = head.names.get(key.factoryId);
    if (key.userId === userId || !names) continue;
    top.push(entry(key, names, top.length + 1));
  }
  return { top, me: mine ? entry(mine, mine, above + 1) : null };
}

/** The names of the factories of `ids` still listed (not deleted or suspended), as they are now (cut as the ranking cuts them). */
async function currentNames(db: Pick<Db, 'execute'>, ids: string[]) {
  if (ids.length === 0) return new Map<string, { factoryName: string; ownerName: string }>();
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = rowsOf(
    z.object({ id: z.string(), name: z.string(), owner: z.string() }),
    await db.execute(sql`
      SELECT f.id, left(f.name, ${NAME_MAX_LENGTH}) AS name, left(u.name, ${NAME_MAX_LENGTH}) AS owner
      FROM factories f JOIN "user" u ON u.id = f.user_id
      WHERE f.id IN (${list}) AND ${LISTED}`),
  );
  return new Map(rows.map((r) => [r.id, { factoryName: r.name, ownerName: r.owner }]));
}

/**
 * Reads `ranking`'s first `count` factories but `userId`'s as they are now: their names, and those
 * deleted since the ranking was read (the next ones are read in their place).
 */
export async function currentHead(
  db: Pick<Db, 'execute'>,
  ranking: readonly RankKey[],
  userId: string,
  count: number,
): Promise<RankingHead> {
  const head: RankingHead = { names: new Map(), gone: new Map() };
  let next = 0;
  while (head.names.size < count && next < ranking.length) {
    const chunk: { id: string; at: number }[] = [];
    for (; chunk.length < count - head.names.size && next < ranking.length; next++)
      if (ranking[next]!.userId !== userId) chunk.push({ id: ranking[next]!.factoryId, at: next });
    const names = await currentNames(
      db,
      chunk.map((c) => c.id),
    );
    for (const { id, at } of chunk) {
      const now = names.get(id);
      if (now) head.names.set(id, now);
      else head.gone.set(id, at);
    }
  }
  return head;
}

/** A factory's place in the ranking by achievements; null for no such factory. */
export async function achieverRank(db: Pick<Db, 'execute'>, factoryId: string): Promise<Achiever | null> {
  const [row] = await achieversWhere(db, sql`id = ${factoryId}`);
  return row ?? null;
}

/** How many listed players hold each achievement of the game, in the game's order. */
export async function achievementHolders(db: Pick<Db, 'execute'>): Promise<{ id: string; holders: number }[]> {
  const counts = new Map(
    rowsOf(
      z.object({ achievement: z.string(), n: num }),
      await db.execute(sql`
        SELECT a.achievement, count(*) AS n FROM achievement_unlocks a JOIN factories f ON f.id = a.factory_id
        WHERE ${LISTED} GROUP BY a.achievement`),
    ).map((r) => [r.achievement, r.n]),
  );
  return ACHIEVEMENTS.map((a) => ({ id: a.id, holders: counts.get(a.id) ?? 0 }));
}

export interface UnlockSeen {
  factoryId: string;
  factoryName: string;
  achievement: string;
  reachedAt: Date;
}

/** The latest unlocks of listed factories, newest first (ties in a fixed order). */
export async function recentUnlocks(db: Pick<Db, 'execute'>, limit = RECENT_UNLOCKS): Promise<UnlockSeen[]> {
  return rowsOf(
    z.object({ factory_id: z.string(), name: z.string(), achievement: z.string(), reached_at: when }),
    await db.execute(sql`
      SELECT a.factory_id, left(f.name, ${NAME_MAX_LENGTH}) AS name, a.achievement, a.reached_at
      FROM achievement_unlocks a JOIN factories f ON f.id = a.factory_id
      WHERE ${LISTED}
      ORDER BY a.reached_at DESC, a.factory_id, a.achievement LIMIT ${limit}`),
  ).map((r) => ({
    factoryId: r.factory_id,
    factoryName: r.name,
    achievement: r.achievement,
    reachedAt: r.reached_at,
  }));
}

/** One factory's achievements, in the order reached. */
export async function unlocksOf(
  db: Pick<Db, 'execute'>,
  factoryId: string,
): Promise<{ achievement: string; reachedAt: Date }[]> {
  return rowsOf(
    z.object({ achievement: z.string(), reached_at: when }),
    await db.execute(sql`
      SELECT achievement, reached_at FROM achievement_unlocks
      WHERE factory_id = ${factoryId} ORDER BY reached_at, achievement`),
  ).map((r) => ({ achievement: r.achievement, reachedAt: r.reached_at }));
}

/** The median number of achievements per listed player (0 with none). */
export async function medianAchievements(db: Pick<Db, 'execute'>): Promise<number> {
  const [row] = rowsOf(
    z.object({ median: num.nullable() }),
    await db.execute(sql`
      SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY n) AS median FROM (
        SELECT count(a.achievement) AS n FROM factories f
        LEFT JOIN achievement_unlocks a ON a.factory_id = f.id WHERE ${LISTED} GROUP BY f.id) c`),
  );
  return row?.median ?? 0;
}
