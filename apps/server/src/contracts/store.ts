import type {
  Contract as ContractView,
  ContractOfferedEvent,
  ContractRecord,
  SellerStanding,
  StreamEventName,
  StreamEvents,
} from '@forgeworks/contract';
import type { Contract, Prices, Settled, StoredResource } from '@forgeworks/engine';
import { CONTRACT_MOVES, hasMakerOf, offerLapseTick, toDollars } from '@forgeworks/engine';
import { asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../db/database.js';
import { contractDeliveries, contracts, factories } from '../db/schema.js';
import { recordOwnEvents } from '../events/own-events.js';
import type { FactoryRecord, LockedFactory } from '../factories/record.js';
import { recordColumns, toRecord, writeFactory } from '../factories/repository.js';

/** A contract's row (db/schema/contracts.ts). */
export type ContractRow = typeof contracts.$inferSelect;

/** The row as the engine settles it. */
export function engineContract(row: ContractRow): Contract {
  return {
    resource: row.resource as StoredResource,
    quantity: row.quantity,
    delivered: row.delivered,
    unitPrice: row.unitPrice,
    // Set at acceptance; an active row always has it (the sum is what its acceptance would have set).
    dueTick: row.dueTick ?? (row.acceptedTick ?? row.offeredTick) + row.dueInTicks,
    instalments: row.instalments,
    everyTicks: row.everyTicks,
    kept: row.instalmentsKept,
    missed: row.instalmentsMissed,
    forfeited: row.forfeited,
    escrow: row.escrow,
    buyerUnitConcession: row.buyerUnitConcession,
    sellerUnitConcession: row.sellerUnitConcession,
    penaltyReserve: row.penaltyReserve,
  };
}

/** What an offer's row names, as its acceptance reads it: `quantity` each instalment. */
export const offerOf = (row: ContractRow) => ({
  resource: row.resource as StoredResource,
  quantity: row.quantity / row.instalments,
  unitPrice: row.unitPrice,
  dueInTicks: row.dueInTicks,
  instalments: row.instalments,
  everyTicks: row.everyTicks,
});

/** The row's columns the engine's contract changes. */
export const contractColumns = (c: Contract) => ({
  delivered: c.delivered,
  escrow: c.escrow,
  buyerUnitConcession: c.buyerUnitConcession,
  sellerUnitConcession: c.sellerUnitConcession,
  penaltyReserve: c.penaltyReserve,
  instalmentsKept: c.kept,
  instalmentsMissed: c.missed,
  forfeited: c.forfeited,
});

/** Locks a contract's row; the factories are locked after it (as the tick's pass does), never before. */
export async function lockContract(tx: Tx, id: string): Promise<ContractRow | undefined> {
  const [row] = await tx.select().from(contracts).where(eq(contracts.id, id)).for('update');
  return row;
}

/** The stream's contract events (contract/events.ts), by kind. */
export type ContractEventKind = Extract<StreamEventName, `contract-${string}`>;

/**
 * What a kind of contract event carries beyond the terms every one does: its schema in
 * contract/events.ts, less the terms (`contract-offered` carries just those, so nothing more).
 */
export type ContractEventDetail<K extends ContractEventKind> =
  Exclude<keyof z.infer<(typeof StreamEvents)[K]>, keyof ContractOfferedEvent> extends never
    ? Record<string, never>
    : Omit<z.infer<(typeof StreamEvents)[K]>, keyof ContractOfferedEvent>;

/**
 * Tells both sides of a contract (player_events, by the action's or the tick's transaction): each
 * hears `kind` with the contract's terms, from its own side, and the kind's `detail`. The tick is
 * the row's own (player_events.tick), not the data's.
 */
export async function tellParties<K extends ContractEventKind>(
  tx: Tx,
  row: ContractRow,
  who: readonly ('buyer' | 'seller')[],
  owners: Map<string, { userId: string; name: string; tick: number }>,
  kind: K,
  detail: ContractEventDetail<K>,
): Promise<void> {
  for (const side of who) {
    const me = side === 'buyer' ? row.buyerFactoryId : row.sellerFactoryId;
    const other = side === 'buyer' ? row.sellerFactoryId : row.buyerFactoryId;
    const owner = owners.get(me);
    if (!owner) continue;
    const terms: Omit<ContractOfferedEvent, 'tick'> = {
      contractId: row.id,
      side,
      counterparty: owners.get(other)?.name ?? '',
      resourceType: row.resource as StoredResource,
      quantity: row.quantity,
      unitPrice: row.unitPrice,
      dueTick: row.dueTick,
      dueInTicks: row.dueInTicks,
    };
    await recordOwnEvents(tx, { factoryId: me, userId: owner.userId, tick: owner.tick }, [
      { kind, data: { ...terms, ...detail } },
    ]);
  }
}

/** The factories' names, for a list of contracts. */
async function namesOf(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: factories.id, name: factories.name })
    .from(factories)
    .where(inArray(factories.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The latest contracts a factory was party to. */
const LISTED = 200;

/** A factory's contracts as its player sees them, newest first, each with its deliveries. */
export async function contractsOf(db: Db, factoryId: string): Promise<ContractView[]> {
  const rows = await db
    .select()
    .from(contracts)
    .where(or(eq(contracts.buyerFactoryId, factoryId), eq(contracts.sellerFactoryId, factoryId)))
    .orderBy(desc(contracts.createdAt), desc(contracts.id))
    .limit(LISTED);
  const deliveries =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(contractDeliveries)
          .where(
            inArray(
              contractDeliveries.contractId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(contractDeliveries.tick));
  const names = await namesOf(
    db,
    rows.flatMap((r) => [r.buyerFactoryId, r.sellerFactoryId]),
  );
  const standings = await standingsOf(
    db,
    rows.filter((r) => showsSeller(r, factoryId)),
  );
  return rows.map((row) => presentContract(row, factoryId, names, deliveries, standings));
}

/**
 * Whether `viewer` reads the seller's standing on this row: an offer a seller made it, to accept as
 * its buyer. The seller chose to offer, so its stock of the good is the buyer's to see; a buyer's own
 * request shows nothing of the other side.
 */
const showsSeller = (row: ContractRow, viewer: string) =>
  row.status === CONTRACT_MOVES.accept.from &&
  row.buyerFactoryId === viewer &&
  row.proposerFactoryId === row.sellerFactoryId;

/** The sellers' standings (stock, a machine making the good, record) for these offers, by contract. */
async function standingsOf(db: Db, rows: ContractRow[]): Promise<Map<string, SellerStanding>> {
  const standings = new Map<string, SellerStanding>();
  if (rows.length === 0) return standings;
  const sellers = await db
    .select(recordColumns)
    .from(factories)
    .where(inArray(factories.id, [...new Set(rows.map((r) => r.sellerFactoryId))]));
  const states = new Map(sellers.map((row) => [row.id, toRecord(row).state]));
  for (const row of rows) {
    const state = states.get(row.sellerFactoryId);
    if (!state) continue;
    const resource = row.resource as StoredResource;
    standings.set(row.id, {
      stock: Math.floor(state.inventory[resource]),
      makes: hasMakerOf(state, resource),
      record: await recordOf(db, row.sellerFactoryId),
    });
  }
  return standings;
}

export function presentContract(
  row: ContractRow,
  viewer: string,
  names: Map<string, string>,
  deliveries: readonly (typeof contractDeliveries.$inferSelect)[] = [],
  standings: ReadonlyMap<string, SellerStanding> = new Map(),
): ContractView {
  const party = (id: string) => ({ factoryId: id, name: names.get(id) ?? '' });
  return {
    id: row.id,
    proposer: party(row.proposerFactoryId),
    buyer: party(row.buyerFactoryId),
    seller: party(row.sellerFactoryId),
    side: row.buyerFactoryId === viewer ? 'buy' : 'sell',
    proposedByMe: row.proposerFactoryId === viewer,
    resourceType: row.resource as StoredResource,
    quantity: row.quantity,
    delivered: row.delivered,
    instalments: row.instalments,
    everyTicks: row.everyTicks,
    instalmentsKept: row.instalmentsKept,
    instalmentsMissed: row.instalmentsMissed,
    unitPrice: toDollars(row.unitPrice),
    offeredTick: row.offeredTick,
    dueInTicks: row.dueInTicks,
    dueTick: row.dueTick,
    lapseTick: row.status === CONTRACT_MOVES.lapse.from ? offerLapseTick(row.offeredTick) : null,
    acceptedTick: row.acceptedTick,
    closedTick: row.closedTick,
    status: row.status as ContractView['status'],
    counteredFrom: row.counteredFrom,
    escrow: toDollars(row.escrow),
    penalty: toDollars(row.penalty),
    endAskedBy: { buyer: row.buyerAskedEnd, seller: row.sellerAskedEnd },
    deliveries: deliveries
      .filter((d) => d.contractId === row.id)
      .map((d) => ({ tick: d.tick, quantity: d.quantity, value: toDollars(d.value), fee: toDollars(d.fee) })),
    sellerStanding: standings.get(row.id) ?? null,
  };
}

/** One contract as `viewer` sees it, read again (after a change), with its deliveries. */
export async function contractFor(db: Db, id: string, viewer: string): Promise<ContractView> {
  const [row] = await db.select().from(contracts).where(eq(contracts.id, id));
  if (!row) throw new Error('contract gone');
  const deliveries = await db.select().from(contractDeliveries).where(eq(contractDeliveries.contractId, id));
  const standings = await standingsOf(db, showsSeller(row, viewer) ? [row] : []);
  return presentContract(
    row,
    viewer,
    await namesOf(db, [row.buyerFactoryId, row.sellerFactoryId]),
    deliveries,
    standings,
  );
}

/**
 * A factory's record: contracts completed (either side), defaulted on (as the seller), their
 * instalments kept (either side) and missed (as the seller), and the share of instalments kept.
 */
export async function recordOf(db: Pick<Db, 'select'>, factoryId: string): Promise<ContractRecord> {
  const asSeller = sql`${contracts.sellerFactoryId} = ${factoryId}`;
  const [row] = await db
    .select({
      completed: sql<number>`count(*) FILTER (WHERE ${contracts.status} = ${CONTRACT_MOVES.complete.to})::int`,
      defaulted: sql<number>`count(*) FILTER (WHERE ${contracts.status} = ${CONTRACT_MOVES.default.to} AND ${asSeller})::int`,
      kept: sql<number>`coalesce(sum(${contracts.instalmentsKept}), 0)::int`,
      missed: sql<number>`coalesce(sum(${contracts.instalmentsMissed}) FILTER (WHERE ${asSeller}), 0)::int`,
    })
    .from(contracts)
    .where(or(eq(contracts.buyerFactoryId, factoryId), eq(contracts.sellerFactoryId, factoryId)));
  const kept = Number(row?.kept ?? 0);
  const missed = Number(row?.missed ?? 0);
  return {
    completed: Number(row?.completed ?? 0),
    defaulted: Number(row?.defaulted ?? 0),
    instalmentsKept: kept,
    instalmentsMissed: missed,
    keptShare: kept + missed === 0 ? null : kept / (kept + missed),
  };
}

/** Who hears of a contract, by factory: its player, its name, the tick its events go under. */
export const ownersOf = (...locked: LockedFactory[]) =>
  new Map(locked.map((f) => [f.id, { userId: f.userId, name: f.name, tick: f.state.tick }]));

/** Writes both parties' new states, with each one's events for its ledger. */
export async function writeBoth(
  tx: Tx,
  written: FactoryRecord[],
  locked: { buyer: LockedFactory; seller: LockedFactory },
  done: Pick<Settled, 'buyer' | 'seller' | 'buyerEvents' | 'sellerEvents'>,
  prices: Prices,
): Promise<void> {
  for (const [record, state, events] of [
    [locked.buyer, done.buyer, done.buyerEvents],
    [locked.seller, done.seller, done.sellerEvents],
  ] as const) {
    if (state === record.state) continue;
    await writeFactory(tx, record, state, events, prices);
    written.push({ ...record, state });
  }
}
