/** Contracts between two players (issue 36; the rules: packages/engine/src/contracts/): offers, escrow, deliveries. */
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { bigint, boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, serialId } from './columns.js';
import { factoryRef } from './factory-ref.js';

/**
 * A contract from its offer to its close. While `active`, `escrow` cents of the buyer's cash are held
 * here (unit price × units still owed); every other status holds nothing.
 */
export const contracts = pgTable(
  'contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    proposerFactoryId: factoryRef('proposer_factory_id'),
    buyerFactoryId: factoryRef('buyer_factory_id'),
    sellerFactoryId: factoryRef('seller_factory_id'),
    resource: text('resource').notNull(),
    quantity: integer('quantity').notNull(),
    delivered: integer('delivered').notNull().default(0),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    offeredTick: integer('offered_tick').notNull(),
    /** The ticks from its acceptance to its due tick, as offered. */
    dueInTicks: integer('due_in_ticks').notNull(),
    /** Set at its acceptance (acceptedTick + dueInTicks); an offer never accepted has none. */
    dueTick: integer('due_tick'),
    acceptedTick: integer('accepted_tick'),
    closedTick: integer('closed_tick'),
    /** offered, active, completed, defaulted, declined, withdrawn, lapsed, ended or countered. */
    status: text('status').notNull().default('offered'),
    escrow: bigint('escrow', { mode: 'number' }).notNull().default(0),
    /** What each side concedes a unit, and the seller's allowance held for a penalty, at acceptance (engine's fair play). */
    buyerUnitConcession: bigint('buyer_unit_concession', { mode: 'number' }).notNull().default(0),
    sellerUnitConcession: bigint('seller_unit_concession', { mode: 'number' }).notNull().default(0),
    penaltyReserve: bigint('penalty_reserve', { mode: 'number' }).notNull().default(0),
    /** The penalty the seller paid at a default. */
    penalty: bigint('penalty', { mode: 'number' }).notNull().default(0),
    /** The last tick that delivered (or tried to): a tick delivers each contract once. */
    settledTick: integer('settled_tick'),
    buyerAskedEnd: boolean('buyer_asked_end').notNull().default(false),
    sellerAskedEnd: boolean('seller_asked_end').notNull().default(false),
    /** Both sides were told it is due within the hour and cannot arrive in time at the seller's rate. */
    warnedDue: boolean('warned_due').notNull().default(false),
    /**
     * Instalments (issue 48): `quantity` is their whole, `quantity ÷ instalments` each; the first due at
     * `due_tick`, each next `every_ticks` later (0 for a single one). Rows before it are 1 instalment.
     */
    instalments: integer('instalments').notNull().default(1),
    everyTicks: integer('every_ticks').notNull().default(0),
    /** Instalments settled: delivered in full, or short at their due tick; and the units the missed ones left. */
    instalmentsKept: integer('instalments_kept').notNull().default(0),
    instalmentsMissed: integer('instalments_missed').notNull().default(0),
    forfeited: integer('forfeited').notNull().default(0),
    /** The offer this one counters (issue 48): a thread of offers, each answering the one before. */
    counteredFrom: uuid('countered_from').references((): AnyPgColumn => contracts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    // The tick's pass: what is active or offered (offers lapse by their offered tick, contracts by their due tick).
    index('contracts_open_idx')
      .on(t.status, t.dueTick)
      .where(sql`${t.status} IN ('offered', 'active')`),
    index('contracts_buyer_idx').on(t.buyerFactoryId, t.createdAt),
    index('contracts_seller_idx').on(t.sellerFactoryId, t.createdAt),
    check('contracts_delivered', sql`${t.delivered} >= 0 AND ${t.delivered} <= ${t.quantity}`),
    check('contracts_instalments', sql`${t.instalments} >= 1 AND ${t.quantity} % ${t.instalments} = 0`),
    check('contracts_escrow', sql`${t.escrow} >= 0`),
    check('contracts_parties', sql`${t.buyerFactoryId} <> ${t.sellerFactoryId}`),
  ],
);

/** Each tick's delivery of a contract: the units, their value at the contract's price, the fee kept. */
export const contractDeliveries = pgTable(
  'contract_deliveries',
  {
    id: serialId(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    tick: integer('tick').notNull(),
    quantity: integer('quantity').notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull(),
  },
  // One delivery a contract a tick, whichever process runs it.
  (t) => [uniqueIndex('contract_deliveries_contract_tick_idx').on(t.contractId, t.tick)],
);
