import type { Contract as ContractView, ContractRecord, SellerStanding } from '@forgeworks/contract';
import type { StoredResource } from '@forgeworks/engine';
import { CONTRACT_MOVES, hasMakerOf, offerLapseTick, toDollars } from '@forgeworks/engine';
import { asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { contractDeliveries, contracts, factories } from '../db/schema.js';
import { recordColumns, toRecord } from '../factories/repository.js';
import type { ContractRow } from './store.js';

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
  const records = await recordsOf(
    db,
    sellers.map((row) => row.id),
  );
  for (const row of rows) {
    const state = states.get(row.sellerFactoryId);
    if (!state) continue;
    const resource = row.resource as StoredResource;
    standings.set(row.id, {
      stock: Math.floor(state.inventory[resource]),
      makes: hasMakerOf(state, resource),
      record: records.get(row.sellerFactoryId)!,
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

/** The contract's seller is the factory whose record is read. */
const asSeller = sql`${contracts.sellerFactoryId} = ${factories.id}`;

/**
 * Factories' records, each by its id: contracts completed (either side), defaulted on (as the seller),
 * their instalments kept (either side) and missed (as the seller), and the share of instalments kept.
 * One read for them all, a group a factory.
 */
export async function recordsOf(db: Pick<Db, 'select'>, factoryIds: string[]): Promise<Map<string, ContractRecord>> {
  const ids = [...new Set(factoryIds)];
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({
            factoryId: factories.id,
            completed: sql<number>`count(*) FILTER (WHERE ${contracts.status} = ${CONTRACT_MOVES.complete.to})::int`,
            defaulted: sql<number>`count(*) FILTER (WHERE ${contracts.status} = ${CONTRACT_MOVES.default.to} AND ${asSeller})::int`,
            kept: sql<number>`coalesce(sum(${contracts.instalmentsKept}), 0)::int`,
            missed: sql<number>`coalesce(sum(${contracts.instalmentsMissed}) FILTER (WHERE ${asSeller}), 0)::int`,
          })
          .from(factories)
          .innerJoin(contracts, or(eq(contracts.buyerFactoryId, factories.id), asSeller))
          .where(inArray(factories.id, ids))
          .groupBy(factories.id);
  const counted = new Map(rows.map((r) => [r.factoryId, r]));
  return new Map(
    ids.map((id) => {
      const row = counted.get(id);
      const kept = Number(row?.kept ?? 0);
      const missed = Number(row?.missed ?? 0);
      return [
        id,
        {
          completed: Number(row?.completed ?? 0),
          defaulted: Number(row?.defaulted ?? 0),
          instalmentsKept: kept,
          instalmentsMissed: missed,
          keptShare: kept + missed === 0 ? null : kept / (kept + missed),
        },
      ];
    }),
  );
}

/** A factory's record (`recordsOf`), as its profile shows it. */
export async function recordOf(db: Pick<Db, 'select'>, factoryId: string): Promise<ContractRecord> {
  return (await recordsOf(db, [factoryId])).get(factoryId)!;
}
