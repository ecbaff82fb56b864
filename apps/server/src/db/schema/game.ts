/** The factories and what the tick keeps of them: history, achievements, maintenance, the market, events. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea, createdAt, serialId, timestamptz, userRef } from './columns.js';

/** One row per player's factory; money in integer cents beside the rest of the engine's state. */
export const factories = pgTable(
  'factories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef('user_id').unique(),
    name: text('name').notNull(),
    /**
     * The name's skeleton (contract's name-skeleton.ts): unique, so no two factories, on any process,
     * have names that look the same. Null only until the upgrade step of migration 0031 has keyed a
     * factory made before it (names/name-keys.ts).
     */
    nameKey: text('name_key'),
    tick: integer('tick').notNull(),
    cash: bigint('cash', { mode: 'number' }).notNull(),
    debt: bigint('debt', { mode: 'number' }).notNull(),
    netWorth: bigint('net_worth', { mode: 'number' }).notNull(),
    /** Where the factory stands (the engine's SITE_IDS); null until its player chooses (docs/adr/0015). */
    site: text('site'),
    /** The rest of the engine's state in byte form (codecs/state.ts): the database looks only at its first byte. */
    state: bytea('state').notNull(),
    /** The last hour of per-tick ledger rows and what actions added since the last tick (codecs/recent-ledger.ts). */
    // An empty recent ledger in byte form: form 1, nothing pending, no rows.
    recentLedger: bytea('recent_ledger')
      .notNull()
      .default(sql`'\\x040300'::bytea`),
    createdAt: timestamp('created_at').notNull().defaultNow(),
    updatedAt: timestamp('updated_at').notNull().defaultNow(),
    /** A rival's place in the roster (RIVALS, rivals/roster.ts); null for a player's factory. */
    rivalSlot: integer('rival_slot').unique(),
    /** The tick a rival joined at: its strategy counts its turns from there. */
    rivalSince: integer('rival_since'),
    /**
     * The roll-up of the hour its last hour-closing tick closed (bytes, as `factory_hours.ledger_bytes`):
     * written with the row by the tick's batch, copied into factory_hours with the hour's standings when
     * the tick settles (leaderboard/standings.ts), so each roll-up row is written once, whole.
     */
    closedHour: bytea('closed_hour'),
  },
  // No index on the columns a tick rewrites (tick, cash, net worth), so its updates stay HOT.
  // Each column's first byte names its byte form: the readers know no other (docs/adr/0003).
  (t) => [
    uniqueIndex('factories_name_key_idx').on(t.nameKey),
    check('factories_state_bytes', sql`substring(${t.state} for 1) = '\\x0c'::bytea`),
    check('factories_recent_ledger_bytes', sql`substring(${t.recentLedger} for 1) = '\\x04'::bytea`),
  ],
);

/** Hourly roll-ups of each factory's ledger, kept for 7 days (history/retention.ts). */
export const factoryHours = pgTable(
  'factory_hours',
  {
    // No foreign key: checking one cost the tick's insert of each roll-up more than the insert itself.
    // A trigger on factories deletes a deleted factory's rows, as a cascade did (migration 0021).
    factoryId: uuid('factory_id').notNull(),
    /** Game hour h covers ticks 12(h−1)+1 … 12h. */
    hour: integer('hour').notNull(),
    /**
     * The hour's ledger as bytes (codecs/ledger.ts `encodedToBytes`, as the recent ledger keeps a tick's
     * row). Before migration 0021 it was written as a JSON array in `ledger`: such rows are read as
     * they are until the retention deletes the last of them, 7 days on.
     */
    ledgerBytes: bytea('ledger_bytes'),
    ledger: jsonb('ledger'),
    /**
     * The factory's net worth (with escrow, as the leaderboard values it) and leaderboard rank when the
     * hour closed; written once every factory has had the hour's last tick (leaderboard/standings.ts).
     */
    netWorth: bigint('net_worth', { mode: 'number' }),
    rank: integer('rank'),
  },
  (t) => [
    primaryKey({ columns: [t.factoryId, t.hour] }),
    index('factory_hours_hour_idx').on(t.hour),
    check('factory_hours_one_ledger', sql`(${t.ledgerBytes} IS NULL) <> (${t.ledger} IS NULL)`),
  ],
);

/**
 * Each achievement a factory has reached and when: the engine's state holds the same in its bytes,
 * copied here wherever the state is written so Top Achievers and profiles read without decoding states.
 */
export const achievementUnlocks = pgTable(
  'achievement_unlocks',
  {
    factoryId: uuid('factory_id')
      .notNull()
      .references(() => factories.id, { onDelete: 'cascade' }),
    achievement: text('achievement').notNull(),
    reachedAt: timestamptz('reached_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.factoryId, t.achievement] }),
    index('achievement_unlocks_reached_idx').on(t.reachedAt),
  ],
);

/** Breakdowns, repairs and maintenance per machine; the last 20 per machine are kept. */
export const maintenanceLog = pgTable(
  'maintenance_log',
  {
    id: serialId(),
    factoryId: uuid('factory_id')
      .notNull()
      .references(() => factories.id, { onDelete: 'cascade' }),
    machineId: text('machine_id').notNull(),
    tick: integer('tick').notNull(),
    type: text('type').notNull(),
    cost: bigint('cost', { mode: 'number' }).notNull(),
    description: text('description').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('maintenance_log_machine_idx').on(t.factoryId, t.machineId, t.id)],
);

/** One row per tick number: who started it, when it finished, and what every factory sold to and bought from the market in it. */
export const tickRuns = pgTable(
  'tick_runs',
  {
    tick: integer('tick').primaryKey(),
    startedAt: timestamptz('started_at').notNull().defaultNow(),
    finishedAt: timestamptz('finished_at'),
    factories: integer('factories').notNull().default(0),
    sold: jsonb('sold').notNull().default({}),
    bought: jsonb('bought').notNull().default({}),
    /**
     * A settled tick that closed an hour whose record (roll-ups with ranks) is still to be written:
     * the prices its standings are valued at; null once written, and for every other tick
     * (tick/hour-record.ts).
     */
    hourPrices: jsonb('hour_prices'),
  },
  (t) => [
    index('tick_runs_hour_owed_idx')
      .on(t.tick)
      .where(sql`${t.hourPrices} IS NOT NULL`),
  ],
);

/** The one global market (id 1): the engine's MarketState, advanced once per tick. */
export const market = pgTable('market', {
  id: integer('id').primaryKey(),
  tick: integer('tick').notNull(),
  state: jsonb('state').notNull(),
});

export const marketPrices = pgTable(
  'market_prices',
  {
    tick: integer('tick').notNull(),
    resource: text('resource').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    recordedAt: timestamptz('recorded_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tick, t.resource] })],
);

/**
 * Each factory's last visit and its last "while you were away" window (history/visits.ts): a table
 * of its own, written only when the player calls, so the tick's batch update of `factories` never
 * touches it and a visit never races a tick or an action for the factory row.
 */
export const factoryVisits = pgTable('factory_visits', {
  factoryId: uuid('factory_id')
    .primaryKey()
    .references(() => factories.id, { onDelete: 'cascade' }),
  /** The factory's tick, money and net worth when the player last called. */
  tick: integer('tick').notNull(),
  visitedAt: timestamptz('visited_at').notNull(),
  cash: bigint('cash', { mode: 'number' }).notNull(),
  debt: bigint('debt', { mode: 'number' }).notNull(),
  netWorth: bigint('net_worth', { mode: 'number' }).notNull(),
  /**
   * What the ledger had already counted by then that belongs to later rows: the visit's hour so far
   * and the actions pending for the next tick (an encoded ledger row, codecs/ledger.ts).
   */
  counted: jsonb('counted').notNull(),
  /** The last away window's summary in cents (the engine's AwaySummary), kept until the next one. */
  away: jsonb('away'),
});

/**
 * The player's own happenings a stream tells (events/own-events.ts) that no other table records:
 * achievements, challenges, repairs and loans. The tick writes those of its batches, an action those
 * it caused; kept an hour, for the processes that read them when told (RETENTION.EVENT_TICKS).
 */
export const playerEvents = pgTable(
  'player_events',
  {
    id: serialId(),
    // No foreign key, as factory_hours: the tick inserts these by the batch; the same trigger deletes them.
    factoryId: uuid('factory_id').notNull(),
    /** The factory's tick when it happened: the tick that caused it, or the last one before an action. */
    tick: integer('tick').notNull(),
    /** Written by the tick (told with the tick's events) rather than by a player's action (told at once). */
    byTick: boolean('by_tick').notNull(),
    kind: text('kind').notNull(),
    data: jsonb('data').notNull(),
  },
  (t) => [index('player_events_tick_idx').on(t.tick)],
);

/**
 * One-time rewrites a server runs beside its work once migrations are applied (upgrades/steps.ts):
 * each step's row says how far it has got and when it was done, so a done step never runs again and
 * a stopped one goes on from where it stood.
 */
export const upgradeSteps = pgTable('upgrade_steps', {
  name: text('name').primaryKey(),
  /** The last factory (in id order) the step has finished with; null before the first. */
  afterId: uuid('after_id'),
  doneAt: timestamptz('done_at'),
});
