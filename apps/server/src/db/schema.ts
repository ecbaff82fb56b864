/**
 * The database schema, one for PGlite and PostgreSQL. The auth tables are the ones better-auth's
 * drizzle adapter expects; the game's tables follow docs/adr/0002.
 */
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** Bytes: both drivers hand them over as a Buffer (db/database.ts sets the embedded database's parser). */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: timestamp('created_at').notNull().defaultNow(),
  updatedAt: timestamp('updated_at').notNull().defaultNow(),
});

export const session = pgTable('session', {
  id: text('id').primaryKey(),
  expiresAt: timestamp('expires_at').notNull(),
  token: text('token').notNull().unique(),
  createdAt: timestamp('created_at').notNull().defaultNow(),
  updatedAt: timestamp('updated_at').notNull().defaultNow(),
  ipAddress: text('ip_address'),
  userAgent: text('user_agent'),
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
});

export const account = pgTable('account', {
  id: text('id').primaryKey(),
  accountId: text('account_id').notNull(),
  providerId: text('provider_id').notNull(),
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  accessToken: text('access_token'),
  refreshToken: text('refresh_token'),
  idToken: text('id_token'),
  accessTokenExpiresAt: timestamp('access_token_expires_at'),
  refreshTokenExpiresAt: timestamp('refresh_token_expires_at'),
  scope: text('scope'),
  password: text('password'),
  createdAt: timestamp('created_at').notNull().defaultNow(),
  updatedAt: timestamp('updated_at').notNull().defaultNow(),
});

export const verification = pgTable('verification', {
  id: text('id').primaryKey(),
  identifier: text('identifier').notNull(),
  value: text('value').notNull(),
  expiresAt: timestamp('expires_at').notNull(),
  createdAt: timestamp('created_at').notNull().defaultNow(),
  updatedAt: timestamp('updated_at').notNull().defaultNow(),
});

/** One row per player's factory; money in integer cents beside the rest of the engine's state. */
export const factories = pgTable(
  'factories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tick: integer('tick').notNull(),
    cash: bigint('cash', { mode: 'number' }).notNull(),
    debt: bigint('debt', { mode: 'number' }).notNull(),
    netWorth: bigint('net_worth', { mode: 'number' }).notNull(),
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
 * Each factory's season (docs/adr/0008, leaderboard/seasons.ts): the league and net worth (cents, with
 * escrow, as the leaderboard values it) it started the season with, written when the season opened or,
 * for a factory founded during it, at the first tick it had. The current and the last season are kept.
 */
export const seasonEntries = pgTable(
  'season_entries',
  {
    season: integer('season').notNull(),
    factoryId: uuid('factory_id')
      .notNull()
      .references(() => factories.id, { onDelete: 'cascade' }),
    league: text('league').notNull(),
    startNetWorth: bigint('start_net_worth', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.season, t.factoryId] })],
);

/**
 * The hall of fame: each closed season's first places of each league, kept for ever. The name is the
 * factory's when the season closed; a deleted factory's line stays, without its id.
 */
export const seasonHallOfFame = pgTable(
  'season_hall_of_fame',
  {
    season: integer('season').notNull(),
    league: text('league').notNull(),
    place: integer('place').notNull(),
    factoryId: uuid('factory_id').references(() => factories.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** Net worth gained over the season, cents. */
    gain: bigint('gain', { mode: 'number' }).notNull(),
    rival: boolean('rival').notNull(),
  },
  (t) => [primaryKey({ columns: [t.season, t.league, t.place] })],
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
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull(),
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
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    factoryId: uuid('factory_id')
      .notNull()
      .references(() => factories.id, { onDelete: 'cascade' }),
    machineId: text('machine_id').notNull(),
    tick: integer('tick').notNull(),
    type: text('type').notNull(),
    cost: bigint('cost', { mode: 'number' }).notNull(),
    description: text('description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('maintenance_log_machine_idx').on(t.factoryId, t.machineId, t.id)],
);

/** One row per tick number: who started it, when it finished, and what every factory sold to and bought from the market in it. */
export const tickRuns = pgTable('tick_runs', {
  tick: integer('tick').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  factories: integer('factories').notNull().default(0),
  sold: jsonb('sold').notNull().default({}),
  bought: jsonb('bought').notNull().default({}),
});

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
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tick, t.resource] })],
);

/**
 * Attempts counted per purpose and per client address or account, in fixed windows
 * (account/rate-limits.ts): one table, so every server process sees the same counts.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  attempts: integer('attempts').notNull(),
  resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
});

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
  visitedAt: timestamp('visited_at', { withTimezone: true }).notNull(),
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
 * Sell offers on the player exchange (docs/adr/0007): `quantity_left` units are in escrow, out of
 * the seller's inventory, while the offer is open.
 */
export const exchangeOffers = pgTable(
  'exchange_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    factoryId: uuid('factory_id')
      .notNull()
      .references(() => factories.id, { onDelete: 'cascade' }),
    resource: text('resource').notNull(),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    quantityLeft: integer('quantity_left').notNull(),
    quantity: integer('quantity').notNull(),
    createdTick: integer('created_tick').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** open, filled, cancelled or expired; only open offers hold units. */
    status: text('status').notNull().default('open'),
    /** What the seller concedes a unit below the market's price at listing (engine's fair play), given back for units returned. */
    unitConcession: bigint('unit_concession', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('exchange_offers_book_idx').on(t.resource, t.status, t.unitPrice, t.createdTick),
    index('exchange_offers_factory_idx').on(t.factoryId, t.status),
    check('exchange_offers_quantity_left', sql`${t.quantityLeft} >= 0 AND ${t.quantityLeft} <= ${t.quantity}`),
    check('exchange_offers_unit_price', sql`${t.unitPrice} > 0`),
  ],
);

/** What each buy filled: one row per offer it took from. */
export const exchangeTrades = pgTable(
  'exchange_trades',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => exchangeOffers.id, { onDelete: 'cascade' }),
    buyerFactoryId: uuid('buyer_factory_id')
      .notNull()
      .references(() => factories.id, { onDelete: 'cascade' }),
    sellerFactoryId: uuid('seller_factory_id')
      .notNull()
      .references(() => factories.id, { onDelete: 'cascade' }),
    resource: text('resource').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull(),
    tick: integer('tick').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The market's price when it filled; null for trades made before fair play. */
    marketPrice: bigint('market_price', { mode: 'number' }),
    /** At least FAIR_PLAY.FAR_FROM_MARKET from the market's price: the fair-play report lists it. */
    farFromMarket: boolean('far_from_market').notNull().default(false),
  },
  (t) => [
    // The fair-play report's trades, newest first, without reading the others.
    index('exchange_trades_far_idx')
      .on(t.id)
      .where(sql`${t.farFromMarket}`),
    index('exchange_trades_buyer_idx').on(t.buyerFactoryId, t.id),
    index('exchange_trades_seller_idx').on(t.sellerFactoryId, t.id),
    // Every other read is a range of ticks (the volumes over a range, of one resource or of all;
    // the hourly prune), so tick leads; resource second lets one resource's rows be picked in the index.
    index('exchange_trades_tick_idx').on(t.tick, t.resource),
    // Deleting an offer (with its factory) deletes its trades: without this, a scan of the table per offer.
    index('exchange_trades_offer_idx').on(t.offerId),
  ],
);

/** A buy's answer under its idempotency key, per buyer: the same key again answers it and trades nothing. */
export const exchangeBuys = pgTable(
  'exchange_buys',
  {
    factoryId: uuid('factory_id')
      .notNull()
      .references(() => factories.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    answer: jsonb('answer').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.factoryId, t.idempotencyKey] }),
    // The hourly prune deletes the keys past their replay window (RETENTION.BUY_KEY_HOURS).
    index('exchange_buys_created_idx').on(t.createdAt),
  ],
);

/**
 * The player's own happenings a stream tells (events/own-events.ts) that no other table records:
 * achievements, challenges, repairs and loans. The tick writes those of its batches, an action those
 * it caused; kept an hour, for the processes that read them when told (RETENTION.EVENT_TICKS).
 */
export const playerEvents = pgTable(
  'player_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
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
 * Factories the operator has suspended (moderation/suspensions.ts): their player is signed out and
 * refused sign-in, the factory is left off every public board and profile, and it keeps ticking.
 */
export const suspensions = pgTable('suspensions', {
  factoryId: uuid('factory_id')
    .primaryKey()
    .references(() => factories.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  suspendedAt: timestamp('suspended_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every operator action (moderation/audit.ts): who acted, on which factory, what was done, why and
 * when. The factory is named as it was, and no key ties the row to it: the record outlives a deleted factory.
 */
export const operatorActions = pgTable(
  'operator_actions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The operator's email, or `ADMIN_TOKEN` for a script with the token. */
    operator: text('operator').notNull(),
    action: text('action').notNull(),
    factoryId: uuid('factory_id').notNull(),
    factoryName: text('factory_name').notNull(),
    /** What changed, e.g. the names before and after a rename. */
    detail: text('detail').notNull().default(''),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('operator_actions_created_idx').on(t.createdAt)],
);

/**
 * A player's report of another factory's or its owner's name (moderation/name-reports.ts): one per
 * reporter and factory, open until the operator renames the factory or dismisses its reports.
 */
export const nameReports = pgTable(
  'name_reports',
  {
    factoryId: uuid('factory_id')
      .notNull()
      .references(() => factories.id, { onDelete: 'cascade' }),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the operator renamed the factory or dismissed the reports; null while open. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.factoryId, t.reporterId] })],
);

/**
 * What one factory has handed another through the exchange by trading away from the market's price,
 * per ordered pair (giver, receiver), kept in each buy's transaction for the fair-play report; a
 * pair is `oneWay` once the giver has handed over FAIR_PLAY.ONE_WAY_FLOW more than it got back.
 * Pruned with the trades (RETENTION.TRADE_TICKS).
 */
export const fairPlayFlows = pgTable(
  'fair_play_flows',
  {
    giverFactoryId: uuid('giver_factory_id')
      .notNull()
      .references(() => factories.id, { onDelete: 'cascade' }),
    receiverFactoryId: uuid('receiver_factory_id')
      .notNull()
      .references(() => factories.id, { onDelete: 'cascade' }),
    /** Cents handed over: above the market's price paid, or below it asked, times the units. */
    value: bigint('value', { mode: 'number' }).notNull(),
    trades: integer('trades').notNull(),
    lastTick: integer('last_tick').notNull(),
    lastTradeAt: timestamp('last_trade_at', { withTimezone: true }).notNull().defaultNow(),
    oneWay: boolean('one_way').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.giverFactoryId, t.receiverFactoryId] }),
    index('fair_play_flows_one_way_idx')
      .on(t.lastTradeAt)
      .where(sql`${t.oneWay}`),
    index('fair_play_flows_last_tick_idx').on(t.lastTick),
    // Deleting a factory deletes the pairs it received in without a scan.
    index('fair_play_flows_receiver_idx').on(t.receiverFactoryId),
  ],
);

/**
 * The devices a player turned notifications on for (Web Push, push/): each browser's push service
 * address and keys, and the kinds it wants. An address belongs to one player: the last to subscribe
 * on that browser.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key and authentication secret, base64url: messages are encrypted to them. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    kinds: text('kinds').array().notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/** A player's quiet hours: minutes after midnight in their time zone, `from` to `until` (may span midnight). */
export const pushQuietHours = pgTable('push_quiet_hours', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  fromMinute: smallint('from_minute').notNull(),
  untilMinute: smallint('until_minute').notNull(),
  timeZone: text('time_zone').notNull(),
});

/**
 * Each player_events row a player is to be notified of, once: the row's id is the key, so however
 * many processes find the event, one row is queued, and one claim sends it (push/outbox.ts). Kept
 * after it is sent for as long as its event is, so it is never queued again.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    eventId: bigint('event_id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The event's kind (player_events.kind); the message names the kind the player picked. */
    kind: text('kind').notNull(),
    /** The notification as the device shows it (the contract's PushMessage). */
    message: jsonb('message').notNull(),
    /** Not sent before this: the end of the player's quiet hours. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    /** Not sent after this (a challenge about to end, once the day is over). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** When a process claimed it to send; never claimed twice. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('push_outbox_due_idx')
      .on(t.dueAt)
      .where(sql`${t.sentAt} IS NULL`),
    index('push_outbox_user_idx').on(t.userId, t.kind, t.createdAt),
  ],
);

/**
 * The address each account signed up from, as a keyed hash (account/sign-up-address.ts): IPv6 by
 * its /64, so the operator can see accounts made together without the table giving addresses away.
 */
export const signUpAddresses = pgTable(
  'sign_up_addresses',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    addressHash: text('address_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_up_addresses_hash_idx').on(t.addressHash)],
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
  doneAt: timestamp('done_at', { withTimezone: true }),
});

/**
 * The server's VAPID key pair, made by the first process to start without VAPID_* set: every
 * process signs with the same one, and the browsers' subscriptions stay valid across restarts.
 */
export const pushKeys = pgTable(
  'push_keys',
  {
    id: smallint('id').primaryKey(),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('push_keys_one_row', sql`${t.id} = 1`)],
);
