import { EXCHANGE, TIME } from '@forgeworks/engine';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { closesHour, hourOf } from '../codecs/recent-ledger.js';

/** Market prices per tick: 7 days, Price History's longest range. */
const PRICE_TICKS = 7 * TIME.TICKS_PER_DAY;

/**
 * How much history is kept, so storage per factory stops growing (docs/game-rules.md, "History").
 * Per-tick ledger rows live in the factory's own row (the last hour); older ones only as hourly roll-ups.
 */
export const RETENTION = {
  /** Hourly ledger roll-ups per factory: 7 days. */
  HOURS: 7 * 24,
  PRICE_TICKS,
  /** Exchange trades: as long as the prices, since Price History sums them over the same range. */
  TRADE_TICKS: PRICE_TICKS,
  /**
   * Closed exchange offers (filled, cancelled, expired), counted from their listing: an offer trades
   * only while it lives, so one listed this long ago has no trade left that is still kept.
   */
  CLOSED_OFFER_TICKS: PRICE_TICKS + EXCHANGE.OFFER_LIFE_TICKS,
  /**
   * A buy's (and a sale's into the bids) idempotency key answers a retry for this many hours of real time: a client's retry
   * comes after a timeout or a lost connection, seconds to minutes later, or after a restart of the
   * server or the client; a day covers those whatever the tick interval.
   */
  BUY_KEY_HOURS: 24,
  /** Finished tick runs: 7 days. */
  TICK_RUNS: 7 * TIME.TICKS_PER_DAY,
  /** Maintenance history lines per machine. */
  MAINTENANCE_PER_MACHINE: 20,
  /** The player's own happenings (player_events): read when told, so an hour is plenty. */
  EVENT_TICKS: TIME.TICKS_PER_HOUR,
  /**
   * Push notifications queued (push_outbox): a day, past any quiet hours and the cash warning's
   * spacing, and never before their event is gone (else it would be queued again).
   */
  PUSH_HOURS: 24,
  /** Channel messages (the league's channels and Trade): 14 days of real time. */
  CHAT_CHANNEL_DAYS: 14,
  /** Direct messages: 90 days; a conversation goes with its last message. */
  CHAT_DIRECT_DAYS: 90,
  /** Reports of messages, with their copy of the words: 90 days. */
  CHAT_REPORT_DAYS: 90,
} as const;

/** The oldest a buy's idempotency key may be and still answer (RETENTION.BUY_KEY_HOURS): rows before it are spent. */
export const buyKeysSince = () => sql`now() - make_interval(hours => ${RETENTION.BUY_KEY_HOURS}::int)`;

/**
 * Keeps the newest MAINTENANCE_PER_MACHINE lines of each machine named; called wherever lines
 * are added (an action, a tick's batch), so it only ever reads the machines just written to.
 */
export async function trimMaintenanceLog(
  db: Pick<Db, 'execute'>,
  machines: { factory_id: string; machine_id: string }[],
): Promise<void> {
  if (machines.length === 0) return;
  await db.execute(sql`
    DELETE FROM maintenance_log WHERE id IN (
      SELECT id FROM (
        SELECT l.id, row_number() OVER (PARTITION BY l.factory_id, l.machine_id ORDER BY l.id DESC) AS n
        FROM maintenance_log l
        JOIN jsonb_to_recordset(${JSON.stringify(machines)}::jsonb) AS m(factory_id uuid, machine_id text)
          ON l.factory_id = m.factory_id AND l.machine_id = m.machine_id
      ) ranked WHERE n > ${RETENTION.MAINTENANCE_PER_MACHINE})`);
}

/**
 * The hourly roll-ups past retention that one tick deletes, for `factories` factories: an hour's rows
 * (one a factory) spread over the hour's ticks, at twice the pace so a backlog (a server that was
 * down) is caught up within the hour. Undefined (no count given): every one.
 */
export function rollUpsToPrune(factories: number | undefined): number | null {
  return factories === undefined ? null : Math.ceil((2 * Math.max(1, factories)) / TIME.TICKS_PER_HOUR);
}

/**
 * Deletes history past its retention, by whichever process settles a tick. The hourly roll-ups, one
 * row a factory an hour, go a share every tick (`rollUpsToPrune`), so the tick that closes an hour
 * does not also delete a whole hour of them; the rest, small, goes once an hour, on the tick that
 * closes it. On the embedded database (no autovacuum) that tick then vacuums, so the space of deleted
 * and rewritten rows is reused and its files stop growing. Answers whether the hourly part ran.
 */
export async function pruneHistory(
  db: Db,
  tick: number,
  opts: { vacuum?: boolean; factories?: number } = {},
): Promise<boolean> {
  const expired = sql`hour <= ${hourOf(tick) - RETENTION.HOURS}`;
  const share = rollUpsToPrune(opts.factories);
  await db.execute(
    share === null
      ? sql`DELETE FROM factory_hours WHERE ${expired}`
      : sql`DELETE FROM factory_hours WHERE ctid = ANY(ARRAY(SELECT ctid FROM factory_hours WHERE ${expired} LIMIT ${share}))`,
  );
  if (!closesHour(tick)) return false;
  await db.execute(sql`DELETE FROM market_prices WHERE tick <= ${tick - RETENTION.PRICE_TICKS}`);
  await db.execute(sql`DELETE FROM tick_runs WHERE tick <= ${tick - RETENTION.TICK_RUNS} AND finished_at IS NOT NULL`);
  await db.execute(sql`DELETE FROM player_events WHERE tick <= ${tick - RETENTION.EVENT_TICKS}`);
  await db.execute(sql`
    DELETE FROM push_outbox
    WHERE created_at <= now() - make_interval(hours => ${RETENTION.PUSH_HOURS}::int)
      AND event_id < coalesce((SELECT min(id) FROM player_events), 9223372036854775807)`);
  // Trades only: the money and goods they moved are in the factories and the ledger.
  await db.execute(sql`DELETE FROM exchange_trades WHERE tick <= ${tick - RETENTION.TRADE_TICKS}`);
  // A pair's hand-overs (the fair-play report's) go once it has traded nothing for as long.
  await db.execute(sql`DELETE FROM fair_play_flows WHERE last_tick <= ${tick - RETENTION.TRADE_TICKS}`);
  // An open offer holds the seller's units in escrow: only closed ones go.
  await db.execute(
    sql`DELETE FROM exchange_offers WHERE status <> 'open' AND created_tick <= ${tick - RETENTION.CLOSED_OFFER_TICKS}`,
  );
  // An open bid holds the bidder's cash: only closed ones go, as offers.
  await db.execute(
    sql`DELETE FROM exchange_bids WHERE status <> 'open' AND created_tick <= ${tick - RETENTION.CLOSED_OFFER_TICKS}`,
  );
  await db.execute(sql`DELETE FROM exchange_buys WHERE created_at <= ${buyKeysSince()}`);
  await db.execute(sql`DELETE FROM exchange_sells WHERE created_at <= ${buyKeysSince()}`);
  await pruneChat(db);
  if (opts.vacuum) await db.execute(sql`VACUUM`);
  return true;
}

const daysAgo = (days: number) => sql`now() - make_interval(days => ${days}::int)`;

/** Messages, conversations, read marks, reports and mutes past their time (docs/game-rules.md, "Retention"). */
async function pruneChat(db: Db): Promise<void> {
  await db.execute(sql`
    DELETE FROM chat_messages WHERE created_at <= ${daysAgo(RETENTION.CHAT_CHANNEL_DAYS)} AND recipient_id IS NULL`);
  await db.execute(sql`
    DELETE FROM chat_messages WHERE created_at <= ${daysAgo(RETENTION.CHAT_DIRECT_DAYS)} AND recipient_id IS NOT NULL`);
  // Messages are numbered in order: a conversation whose latest is older than every message left has none.
  await db.execute(sql`
    DELETE FROM chat_conversations
    WHERE last_message_id < coalesce((SELECT min(id) FROM chat_messages), 9223372036854775807)`);
  await db.execute(sql`
    DELETE FROM chat_reads r WHERE r.channel LIKE 'dm:%'
      AND NOT EXISTS (SELECT 1 FROM chat_conversations c WHERE c.key = r.channel)`);
  await db.execute(sql`DELETE FROM chat_reports WHERE created_at <= ${daysAgo(RETENTION.CHAT_REPORT_DAYS)}`);
  await db.execute(sql`DELETE FROM chat_mutes WHERE until <= now()`);
}
