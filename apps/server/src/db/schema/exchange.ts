/** The player exchange: offers, bids, trades, buys' and sales' idempotency keys, and what fair play keeps of them. */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, serialId, timestamptz } from './columns.js';
import { factoryRef } from './factory-ref.js';

/** The columns an offer and a bid share: a factory's order for `quantity` units at `unit_price`. */
const orderColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  factoryId: factoryRef('factory_id'),
  resource: text('resource').notNull(),
  unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
  quantityLeft: integer('quantity_left').notNull(),
  quantity: integer('quantity').notNull(),
  createdTick: integer('created_tick').notNull(),
  createdAt: createdAt(),
});

/**
 * Sell offers on the player exchange (docs/adr/0007): `quantity_left` units are in escrow, out of
 * the seller's inventory, while the offer is open.
 */
export const exchangeOffers = pgTable(
  'exchange_offers',
  {
    ...orderColumns(),
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

/**
 * Bids (buy orders) on the player exchange (docs/adr/0014): `quantity_left × unit_price` of the
 * bidder's cash is held, out of its factory's cash, while the bid is open.
 */
export const exchangeBids = pgTable(
  'exchange_bids',
  {
    ...orderColumns(),
    /** open, filled, cancelled or lapsed; only open bids hold cash. */
    status: text('status').notNull().default('open'),
    /** What the bidder concedes a unit above the market's price when placed (engine's fair play), given back for units returned. */
    unitConcession: bigint('unit_concession', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('exchange_bids_book_idx').on(t.resource, t.status, t.unitPrice, t.createdTick),
    index('exchange_bids_factory_idx').on(t.factoryId, t.status),
    // The tick's lapse reads the open bids by age.
    index('exchange_bids_open_idx')
      .on(t.createdTick)
      .where(sql`${t.status} = 'open'`),
    check('exchange_bids_quantity_left', sql`${t.quantityLeft} >= 0 AND ${t.quantityLeft} <= ${t.quantity}`),
    check('exchange_bids_unit_price', sql`${t.unitPrice} > 0`),
  ],
);

/** What each buy filled: one row per offer it took from; and each sale into the bids, one row per bid. */
export const exchangeTrades = pgTable(
  'exchange_trades',
  {
    id: serialId(),
    /** The offer a buy took from, or (a sale into the bids) none. */
    offerId: uuid('offer_id').references(() => exchangeOffers.id, { onDelete: 'cascade' }),
    /** The bid a sale filled, or (a buy from the offers) none. */
    bidId: uuid('bid_id').references(() => exchangeBids.id, { onDelete: 'cascade' }),
    buyerFactoryId: factoryRef('buyer_factory_id'),
    sellerFactoryId: factoryRef('seller_factory_id'),
    resource: text('resource').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull(),
    tick: integer('tick').notNull(),
    createdAt: createdAt(),
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
    index('exchange_trades_bid_idx').on(t.bidId),
    check('exchange_trades_offer_or_bid', sql`(${t.offerId} IS NULL) <> (${t.bidId} IS NULL)`),
  ],
);

/**
 * A trade's answers under their idempotency keys, per factory: the same key again answers the first
 * and trades nothing. The hourly prune deletes the keys past their replay window (RETENTION.BUY_KEY_HOURS).
 */
const answersUnderKeys = (name: 'exchange_buys' | 'exchange_sells') =>
  pgTable(
    name,
    {
      factoryId: factoryRef('factory_id'),
      idempotencyKey: text('idempotency_key').notNull(),
      answer: jsonb('answer').notNull(),
      createdAt: createdAt(),
    },
    (t) => [primaryKey({ columns: [t.factoryId, t.idempotencyKey] }), index(`${name}_created_idx`).on(t.createdAt)],
  );

/** A buy's answers (the exchange's buy from offers). */
export const exchangeBuys = answersUnderKeys('exchange_buys');

/** A sale's answers (a sale into the bids). */
export const exchangeSells = answersUnderKeys('exchange_sells');

/**
 * What one factory has handed another through the exchange by trading away from the market's price,
 * per ordered pair (giver, receiver), kept in each buy's transaction for the fair-play report; a
 * pair is `oneWay` once the giver has handed over FAIR_PLAY.ONE_WAY_FLOW more than it got back.
 * Pruned with the trades (RETENTION.TRADE_TICKS).
 */
export const fairPlayFlows = pgTable(
  'fair_play_flows',
  {
    giverFactoryId: factoryRef('giver_factory_id'),
    receiverFactoryId: factoryRef('receiver_factory_id'),
    /** Cents handed over: above the market's price paid, or below it asked, times the units. */
    value: bigint('value', { mode: 'number' }).notNull(),
    trades: integer('trades').notNull(),
    lastTick: integer('last_tick').notNull(),
    lastTradeAt: timestamptz('last_trade_at').notNull().defaultNow(),
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
