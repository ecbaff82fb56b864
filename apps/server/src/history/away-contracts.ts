import type { AwayContract, StoredResource } from '@forgeworks/engine';
import { CONTRACT_MOVES } from '@forgeworks/engine';
import { and, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { Tx } from '../db/database.js';
import { contractDeliveries, contracts, factories } from '../db/schema.js';

/** How an active contract closes: the statuses an away window tells of. */
const CLOSED = [CONTRACT_MOVES.complete.to, CONTRACT_MOVES.default.to, CONTRACT_MOVES.end.to] as const;

/**
 * The contracts of a factory that delivered or closed in ticks `after`+1 to `upTo` (an away window,
 * issue 45): what each delivered meanwhile, and how it closed, from the factory's side.
 */
export async function awayContracts(tx: Tx, factoryId: string, after: number, upTo: number): Promise<AwayContract[]> {
  const party = or(eq(contracts.buyerFactoryId, factoryId), eq(contracts.sellerFactoryId, factoryId));
  const delivered = await tx
    .select({ id: contractDeliveries.contractId, units: sql<number>`sum(${contractDeliveries.quantity})::int` })
    .from(contractDeliveries)
    .innerJoin(contracts, eq(contracts.id, contractDeliveries.contractId))
    .where(and(party, gt(contractDeliveries.tick, after), lte(contractDeliveries.tick, upTo)))
    .groupBy(contractDeliveries.contractId);
  const meanwhile = new Map(delivered.map((d) => [d.id, Number(d.units)]));
  const rows = await tx
    .select()
    .from(contracts)
    .where(
      and(
        party,
        or(
          meanwhile.size > 0 ? inArray(contracts.id, [...meanwhile.keys()]) : sql`false`,
          and(inArray(contracts.status, [...CLOSED]), gt(contracts.closedTick, after), lte(contracts.closedTick, upTo)),
        ),
      ),
    )
    .orderBy(contracts.acceptedTick, contracts.id);
  if (rows.length === 0) return [];
  const names = new Map(
    (
      await tx
        .select({ id: factories.id, name: factories.name })
        .from(factories)
        .where(inArray(factories.id, [...new Set(rows.flatMap((r) => [r.buyerFactoryId, r.sellerFactoryId]))]))
    ).map((f) => [f.id, f.name]),
  );
  return rows.map((row) => {
    const side = row.buyerFactoryId === factoryId ? ('buyer' as const) : ('seller' as const);
    const closedHere =
      row.closedTick !== null && row.closedTick > after && row.closedTick <= upTo
        ? (CLOSED.find((s) => s === row.status) ?? null)
        : null;
    return {
      contractId: row.id,
      side,
      counterparty: names.get(side === 'buyer' ? row.sellerFactoryId : row.buyerFactoryId) ?? '',
      resourceType: row.resource as StoredResource,
      quantity: row.quantity,
      unitPrice: row.unitPrice,
      delivered: row.delivered,
      deliveredMeanwhile: meanwhile.get(row.id) ?? 0,
      outcome: closedHere,
      penalty: row.penalty,
      instalments: row.instalments,
      kept: row.instalmentsKept,
      missed: row.instalmentsMissed,
      refund:
        closedHere && closedHere !== CONTRACT_MOVES.complete.to ? (row.quantity - row.delivered) * row.unitPrice : 0,
    };
  });
}
