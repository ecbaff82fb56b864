import type { LeaderboardShow } from '@forgeworks/contract';
import { NAME_MAX_LENGTH } from '@forgeworks/contract';
import type { Prices } from '@forgeworks/engine';
import { CONTRACT_MOVES, STORED_RESOURCES, THRESHOLDS, unitValue } from '@forgeworks/engine';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { closesHour, hourOf } from '../codecs/recent-ledger.js';
import type { Db } from '../db/database.js';
import { columns, counted, is, num, rowsOf } from '../db/rows.js';
import { LISTED } from '../moderation/listed.js';

export interface Standing {
  userId: string;
  factoryId: string;
  name: string;
  /** Cents. */
  netWorth: number;
  rank: number;
  /** A computer-run rival's (rivals/roster.ts). */
  rival: boolean;
}

// The ranking reads every factory's worth: its rows are checked without a copy (`columns`).
const WORTH = { user_id: is.text, id: is.text, net_worth: is.big, rival: is.flag };
const worthRow = columns({ ...WORTH, name: is.orNull(is.text) });
const namedRow = columns({ ...WORTH, name: is.text });
const standingRow = columns({ ...WORTH, name: is.text, rank: is.big });
type StandingRow = ReturnType<typeof standingRow.parse>;

const hourRow = z.object({ hour: num, net_worth: num, rank: num });

/** An active contract's status, written into the SQL as the text the partial index on contracts names. */
const ACTIVE = sql.raw(`'${CONTRACT_MOVES.accept.to}'`);

function standing(r: StandingRow): Standing {
  return {
    userId: r.user_id,
    factoryId: r.id,
    name: r.name,
    netWorth: Number(r.net_worth),
    rank: Number(r.rank),
    rival: r.rival,
  };
}

/** The units each factory holds in open exchange offers, valued at the market's sell prices (`value`, cents). */
function escrow(prices: Prices) {
  const price = sql.join(
    STORED_RESOURCES.map((r) => sql`WHEN ${r} THEN ${unitValue(r, prices)}::bigint`),
    sql` `,
  );
  // With the cash active contracts hold of their buyers' payments (docs/game-rules.md, "Contracts") and open bids hold.
  return sql`escrow AS (
      SELECT factory_id, sum(value) AS value FROM (
        SELECT factory_id, quantity_left * CASE resource ${price} ELSE 0 END AS value
        FROM exchange_offers WHERE status = 'open'
        UNION ALL
        SELECT buyer_factory_id, escrow FROM contracts WHERE status = ${ACTIVE}
        UNION ALL
        SELECT factory_id, quantity_left * unit_price FROM exchange_bids WHERE status = 'open') AS held
      GROUP BY factory_id)`;
}

/**
 * Every listed factory (not suspended) with its net worth plus the units it holds in open exchange offers at the
 * market's sell prices (the engine's `unitValue`, as its stock and the factory's own net worth value them): listing
 * goods moves them out of stock, not out of the player's worth (docs/adr/0007).
 */
export function worth(prices: Prices) {
  return sql`${escrow(prices)},
    worth AS (
      SELECT f.user_id, f.name, f.created_at, f.id, f.rival_slot IS NOT NULL AS rival,
        f.net_worth + coalesce(e.value, 0) AS net_worth
      FROM factories f LEFT JOIN escrow e ON e.factory_id = f.id WHERE ${LISTED})`;
}

/**
 * Net worth (with escrow) as of each factory's last tick or action; ties go to the older factory. Names are cut to
 * the names' bound here too, so the answer stays small whatever a row holds. `show` keeps the players' or the
 * rivals' alone, each still ranked among all factories.
 */
export async function topFactories(
  db: Pick<Db, 'execute'>,
  prices: Prices = {},
  show: LeaderboardShow = 'all',
): Promise<Standing[]> {
  const columns = sql`user_id, id, left(name, ${NAME_MAX_LENGTH}) AS name, net_worth, rival`;
  if (show === 'all') {
    const rows = rowsOf(
      namedRow,
      await db.execute(
        sql`WITH ${worth(prices)} SELECT ${columns} FROM worth ORDER BY net_worth DESC, created_at, id LIMIT ${THRESHOLDS.LEADERBOARD_SIZE}`,
      ),
    );
    return rows.map((r, i) => standing({ ...r, rank: i + 1 }));
  }
  const rows = rowsOf(
    standingRow,
    await db.execute(sql`
      WITH ${worth(prices)},
      ranked AS (SELECT *, row_number() OVER (ORDER BY net_worth DESC, created_at, id) AS rank FROM worth)
      SELECT ${columns}, rank FROM ranked WHERE rival = ${show === 'rivals'}
      ORDER BY rank LIMIT ${THRESHOLDS.LEADERBOARD_SIZE}`),
  );
  return rows.map(standing);
}

/**
 * Every factory's place as `topFactories` orders them, loaded once per tick (leaderboard/cached.ts):
 * the top of each filter, and each factory's net worth by its place, its owner's place by id. Only
 * the tops keep names: at a million factories the rest costs 8 bytes of worth and one map entry each.
 */
export interface Ranking {
  tops: Record<LeaderboardShow, Standing[]>;
  /** Net worth (cents, escrow counted) by place, highest first. */
  worths: Float64Array;
  /** Each owner's place (0 for the first). */
  places: Map<string, number>;
}

export async function loadRanking(db: Pick<Db, 'execute'>, prices: Prices = {}): Promise<Ranking> {
  const rows = rowsOf(
    worthRow,
    await db.execute(sql`
      WITH ${worth(prices)}
      SELECT user_id, id, rival, net_worth,
        CASE WHEN row_number() OVER (PARTITION BY rival ORDER BY net_worth DESC, created_at, id) <= ${THRESHOLDS.LEADERBOARD_SIZE}
          THEN left(name, ${NAME_MAX_LENGTH}) END AS name
      FROM worth ORDER BY net_worth DESC, created_at, id`),
  );
  const tops: Ranking['tops'] = { all: [], players: [], rivals: [] };
  const worths = new Float64Array(rows.length);
  const places = new Map<string, number>();
  rows.forEach((r, i) => {
    worths[i] = Number(r.net_worth);
    places.set(r.user_id, i);
    if (r.name === null) return;
    const entry = standing({ ...r, name: r.name, rank: i + 1 });
    if (i < THRESHOLDS.LEADERBOARD_SIZE) tops.all.push(entry);
    if (tops[r.rival ? 'rivals' : 'players'].length < THRESHOLDS.LEADERBOARD_SIZE)
      tops[r.rival ? 'rivals' : 'players'].push(entry);
  });
  return { tops, worths, places };
}

/**
 * The place of a factory not in `ranking` (made since it was loaded) worth `netWorth` cents: after
 * every factory worth as much or more, as the older factory wins a tie.
 */
export function placeOf(ranking: Ranking, netWorth: number): number {
  const { worths } = ranking;
  let low = 0;
  let high = worths.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (worths[middle]! >= netWorth) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * A factory's place by the same order as `topFactories`, found by its owner or by its id; null
 * without such a factory.
 */
export async function standingOf(
  db: Pick<Db, 'execute'>,
  who: { userId: string } | { factoryId: string },
  prices: Prices = {},
): Promise<Standing | null> {
  return placeWhere(db, 'userId' in who ? sql`f.user_id = ${who.userId}` : sql`f.id = ${who.factoryId}`, prices);
}

async function placeWhere(db: Pick<Db, 'execute'>, where: SQL, prices: Prices): Promise<Standing | null> {
  const [mine] = rowsOf(
    standingRow,
    await db.execute(sql`
      WITH ${worth(prices)}
      SELECT f.user_id, f.id, left(f.name, ${NAME_MAX_LENGTH}) AS name, f.net_worth, f.rival,
        1 + (SELECT count(*) FROM worth o
             WHERE o.net_worth > f.net_worth
                OR (o.net_worth = f.net_worth AND (o.created_at, o.id) < (f.created_at, f.id))) AS rank
      FROM worth f WHERE ${where}`),
  );
  return mine ? standing(mine) : null;
}

/**
 * Writes the roll-ups of the hour tick `tick` closes, each with its factory's net worth (with escrow)
 * and rank by the leaderboard's order, once the tick has settled (tick/hour-record.ts): the
 * tick's batches left each roll-up in its factory's row (`closed_hour`), so each roll-up row is
 * written once, whole, rather than inserted by the batch and rewritten here. The roll-ups stay there
 * until the next hour-closing tick, which waits for this record; so a record a crash delayed past
 * plain ticks still finds them (its ranks are then as of its writing). A factory with no roll-up of
 * the hour (made after it closed) gets no point; it is still counted in the others' ranks.
 */
export async function recordHourStandings(db: Pick<Db, 'execute'>, tick: number, prices: Prices): Promise<boolean> {
  if (!closesHour(tick)) return false;
  // Ranking every factory sorts them all, with their roll-ups: in memory (a few hundred MB at a
  // million) rather than in files.
  await db.execute(sql`SET LOCAL work_mem = '512MB'`);
  // Rows of the hour are there only if a version that wrote them in the tick's batches ran it: then
  // they get their standings. Otherwise a plain insert, without the per-row cost of a conflict check.
  const [written] = rowsOf(
    z.object({ any: z.boolean() }),
    await db.execute(sql`SELECT EXISTS (SELECT 1 FROM factory_hours WHERE hour = ${hourOf(tick)}) AS any`),
  );
  // A suspended factory's roll-up is kept, without a net worth or rank: it is off the boards and out of the others' ranks.
  await db.execute(sql`
    WITH ${escrow(prices)},
    valued AS (
      SELECT f.id, f.tick, f.closed_hour, f.created_at, ${LISTED} AS listed,
        f.net_worth + coalesce(e.value, 0) AS net_worth
      FROM factories f LEFT JOIN escrow e ON e.factory_id = f.id),
    ranked AS (
      SELECT *, row_number() OVER (PARTITION BY listed ORDER BY net_worth DESC, created_at, id) AS rank FROM valued)
    INSERT INTO factory_hours (factory_id, hour, ledger_bytes, net_worth, rank)
    SELECT id, ${hourOf(tick)}, closed_hour, CASE WHEN listed THEN net_worth END, CASE WHEN listed THEN rank END
    FROM ranked WHERE tick >= ${tick} AND closed_hour IS NOT NULL
    ${written?.any ? sql`ON CONFLICT (factory_id, hour) DO UPDATE SET net_worth = excluded.net_worth, rank = excluded.rank` : sql``}`);
  return true;
}

export interface HourStanding {
  hour: number;
  /** Cents. */
  netWorth: number;
  rank: number;
}

/** A factory's standing at the close of each hour after `afterHour` that has one, oldest first. */
export async function standingHistory(
  db: Pick<Db, 'execute'>,
  factoryId: string,
  afterHour: number,
): Promise<HourStanding[]> {
  return rowsOf(
    hourRow,
    await db.execute(sql`
      SELECT hour, net_worth, rank FROM factory_hours
      WHERE factory_id = ${factoryId} AND hour > ${afterHour} AND rank IS NOT NULL
      ORDER BY hour`),
  ).map((r) => ({ hour: r.hour, netWorth: r.net_worth, rank: r.rank }));
}

/** The median of every factory's net worth as the leaderboard values it (cents; 0 with none). */
export async function medianNetWorth(db: Pick<Db, 'execute'>, prices: Prices = {}): Promise<number> {
  const [row] = rowsOf(
    z.object({ median: num.nullable() }),
    await db.execute(
      sql`WITH ${worth(prices)} SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY net_worth) AS median FROM worth`,
    ),
  );
  return Math.round(row?.median ?? 0);
}

/** The factories on the boards (not suspended). */
export async function factoryCount(db: Pick<Db, 'execute'>): Promise<number> {
  const [total] = rowsOf(counted, await db.execute(sql`SELECT count(*)::int AS n FROM factories f WHERE ${LISTED}`));
  return total?.n ?? 0;
}
