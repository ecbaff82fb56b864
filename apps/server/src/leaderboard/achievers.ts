import { NAME_MAX_LENGTH } from '@forgeworks/contract';
import { ACHIEVEMENTS, THRESHOLDS } from '@forgeworks/engine';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { rowsOf } from '../db/rows.js';

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

/** An achiever with the ranking's tie-breaks to the microsecond, as the database orders them. */
export interface RankedAchiever extends Achiever {
  reachedUs: number | null;
  createdUs: number;
}

interface AchieverRow {
  user_id: string;
  id: string;
  name: string;
  owner: string;
  n: string | number;
  reached_at: string | Date | null;
  rank: string | number;
  reached_us: string | number | null;
  created_us: string | number;
}

/** Each factory `where` picks with its count of achievements and its latest unlock. */
const countsOf = (where: SQL) => sql`
  counts AS (
    SELECT f.id, f.user_id, f.created_at, left(f.name, ${NAME_MAX_LENGTH}) AS name,
      left(u.name, ${NAME_MAX_LENGTH}) AS owner, count(a.achievement) AS n, max(a.reached_at) AS reached_at
    FROM factories f JOIN "user" u ON u.id = f.user_id
    LEFT JOIN achievement_unlocks a ON a.factory_id = f.id
    WHERE ${where}
    GROUP BY f.id, u.name)`;

/**
 * Every factory ranked by achievements held; of two with the same count, the one that reached it
 * first (its latest unlock is earlier) ranks higher, then the older factory, as the leaderboard.
 * `before` below is the same order.
 */
const RANKED = sql`${countsOf(sql`true`)},
  ranked AS (
    SELECT *, row_number() OVER (ORDER BY n DESC, reached_at ASC NULLS LAST, created_at, id) AS rank FROM counts)`;

/** The columns of an achiever but its rank, with its times in microseconds (a Date keeps only milliseconds). */
const COLUMNS = sql`user_id, id, name, owner, n, reached_at,
  (extract(epoch FROM reached_at) * 1000000)::bigint AS reached_us,
  (extract(epoch FROM created_at) * 1000000)::bigint AS created_us`;

function achiever(r: AchieverRow): RankedAchiever {
  return {
    userId: r.user_id,
    factoryId: r.id,
    factoryName: r.name,
    ownerName: r.owner,
    achievements: Number(r.n),
    reachedAt: r.reached_at === null ? null : new Date(r.reached_at),
    rank: Number(r.rank),
    reachedUs: r.reached_us === null ? null : Number(r.reached_us),
    createdUs: Number(r.created_us),
  };
}

async function achieversWhere(db: Pick<Db, 'execute'>, where: SQL): Promise<RankedAchiever[]> {
  return rowsOf<AchieverRow>(
    await db.execute(sql`WITH ${RANKED} SELECT ${COLUMNS}, rank FROM ranked WHERE ${where} ORDER BY rank`),
  ).map(achiever);
}

/** Every factory in the ranking's order: what Top Achievers keeps for a tick (leaderboard/cached.ts). */
export const rankedAchievers = (db: Pick<Db, 'execute'>) => achieversWhere(db, sql`true`);

/** The player's factory as the ranking counts it now, unranked (rank 0); null without one. Reads its rows alone. */
export async function achieverOf(db: Pick<Db, 'execute'>, userId: string): Promise<RankedAchiever | null> {
  const [row] = rowsOf<AchieverRow>(
    await db.execute(sql`WITH ${countsOf(sql`f.user_id = ${userId}`)} SELECT ${COLUMNS}, 0 AS rank FROM counts`),
  );
  return row ? achiever(row) : null;
}

/** Whether `a` ranks above `b`: RANKED's order. Ids are lowercase uuids, whose text sorts as their bytes. */
function before(a: RankedAchiever, b: RankedAchiever): boolean {
  if (a.achievements !== b.achievements) return a.achievements > b.achievements;
  if (a.reachedUs !== b.reachedUs) return b.reachedUs === null || (a.reachedUs !== null && a.reachedUs < b.reachedUs);
  if (a.createdUs !== b.createdUs) return a.createdUs < b.createdUs;
  return a.factoryId < b.factoryId;
}

const entry = (a: RankedAchiever, rank: number): Achiever => ({
  userId: a.userId,
  factoryId: a.factoryId,
  factoryName: a.factoryName,
  ownerName: a.ownerName,
  achievements: a.achievements,
  reachedAt: a.reachedAt,
  rank,
});

/**
 * The top of the ranking (THRESHOLDS.LEADERBOARD_SIZE) and the player's own entry, from `ranking`
 * (every factory, in order, as of some moment) with `mine` as it is now put in its place: the player
 * sees their own unlocks at once, ranked among the others as `ranking` has them.
 */
export function placeAmong(
  ranking: readonly RankedAchiever[],
  mine: RankedAchiever | null,
  userId: string,
): { top: Achiever[]; me: Achiever | null } {
  const others = ranking.filter((r) => r.userId !== userId);
  let place = others.length;
  if (mine) {
    // The first of the others `mine` ranks above, by bisection (the others are in order).
    let low = 0;
    while (low < place) {
      const mid = (low + place) >> 1;
      if (before(mine, others[mid]!)) place = mid;
      else low = mid + 1;
    }
  }
  const size = Math.min(THRESHOLDS.LEADERBOARD_SIZE, others.length + (mine ? 1 : 0));
  const top: Achiever[] = [];
  for (let i = 0; i < size; i++)
    top.push(entry(!mine || i < place ? others[i]! : i === place ? mine : others[i - 1]!, i + 1));
  return { top, me: mine ? entry(mine, place + 1) : null };
}

/** The names of the factories of `ids` that still exist, as they are now (cut as the ranking cuts them). */
async function currentNames(db: Pick<Db, 'execute'>, ids: string[]) {
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = rowsOf<{ id: string; name: string; owner: string }>(
    await db.execute(sql`
      SELECT f.id, left(f.name, ${NAME_MAX_LENGTH}) AS name, left(u.name, ${NAME_MAX_LENGTH}) AS owner
      FROM factories f JOIN "user" u ON u.id = f.user_id
      WHERE f.id IN (${list})`),
  );
  return new Map(rows.map((r) => [r.id, { factoryName: r.name, ownerName: r.owner }]));
}

/**
 * `ranking` with its first `count` factories checked against the database: their names as they are
 * now, and none deleted since the ranking was read (the next ones move up). The rest is as it was.
 */
export async function withCurrentHead(
  db: Pick<Db, 'execute'>,
  ranking: readonly RankedAchiever[],
  count: number,
): Promise<RankedAchiever[]> {
  const head: RankedAchiever[] = [];
  let next = 0;
  while (head.length < count && next < ranking.length) {
    const chunk = ranking.slice(next, next + count - head.length);
    next += chunk.length;
    const factoryIds = chunk.map((r) => r.factoryId);
    const names = await currentNames(db, factoryIds);
    for (const r of chunk) {
      const now = names.get(r.factoryId);
      if (now) head.push({ ...r, ...now });
    }
  }
  return [...head, ...ranking.slice(next)];
}

/** A factory's place in the ranking by achievements; null for no such factory. */
export async function achieverRank(db: Pick<Db, 'execute'>, factoryId: string): Promise<Achiever | null> {
  const [row] = await achieversWhere(db, sql`id = ${factoryId}`);
  return row ?? null;
}

/** How many players hold each achievement of the game, in the game's order. */
export async function achievementHolders(db: Pick<Db, 'execute'>): Promise<{ id: string; holders: number }[]> {
  const counts = new Map(
    rowsOf<{ achievement: string; n: string | number }>(
      await db.execute(sql`SELECT achievement, count(*) AS n FROM achievement_unlocks GROUP BY achievement`),
    ).map((r) => [r.achievement, Number(r.n)]),
  );
  return ACHIEVEMENTS.map((a) => ({ id: a.id, holders: counts.get(a.id) ?? 0 }));
}

export interface UnlockSeen {
  factoryId: string;
  factoryName: string;
  achievement: string;
  reachedAt: Date;
}

/** The latest unlocks across the server, newest first (ties in a fixed order). */
export async function recentUnlocks(db: Pick<Db, 'execute'>, limit = RECENT_UNLOCKS): Promise<UnlockSeen[]> {
  return rowsOf<{ factory_id: string; name: string; achievement: string; reached_at: string | Date }>(
    await db.execute(sql`
      SELECT a.factory_id, left(f.name, ${NAME_MAX_LENGTH}) AS name, a.achievement, a.reached_at
      FROM achievement_unlocks a JOIN factories f ON f.id = a.factory_id
      ORDER BY a.reached_at DESC, a.factory_id, a.achievement LIMIT ${limit}`),
  ).map((r) => ({
    factoryId: r.factory_id,
    factoryName: r.name,
    achievement: r.achievement,
    reachedAt: new Date(r.reached_at),
  }));
}

/** One factory's achievements, in the order reached. */
export async function unlocksOf(
  db: Pick<Db, 'execute'>,
  factoryId: string,
): Promise<{ achievement: string; reachedAt: Date }[]> {
  return rowsOf<{ achievement: string; reached_at: string | Date }>(
    await db.execute(sql`
      SELECT achievement, reached_at FROM achievement_unlocks
      WHERE factory_id = ${factoryId} ORDER BY reached_at, achievement`),
  ).map((r) => ({ achievement: r.achievement, reachedAt: new Date(r.reached_at) }));
}

/** The median number of achievements per player (0 with none). */
export async function medianAchievements(db: Pick<Db, 'execute'>): Promise<number> {
  const [row] = rowsOf<{ median: string | number | null }>(
    await db.execute(sql`
      SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY n) AS median FROM (
        SELECT count(a.achievement) AS n FROM factories f
        LEFT JOIN achievement_unlocks a ON a.factory_id = f.id GROUP BY f.id) c`),
  );
  return Number(row?.median ?? 0);
}
