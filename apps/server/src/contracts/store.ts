import type { ContractOfferedEvent, StreamEventName, StreamEvents } from '@forgeworks/contract';
import type { Contract, Prices, Settled, StoredResource } from '@forgeworks/engine';
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../db/database.js';
import { contracts, factories } from '../db/schema.js';
import { recordOwnEvents } from '../events/own-events.js';
import type { FactoryRecord, LockedFactory } from '../factories/record.js';
import { lockFactories, writeFactory } from '../factories/repository.js';

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

/**
 * The two parties of a contract, locked in id order, by side: after its row (`lockContract`), as
 * every transaction on a contract and its factories locks them (ADR 0007).
 */
export async function lockParties(tx: Tx, row: ContractRow) {
  const locked = await lockFactories(tx, inArray(factories.id, [row.buyerFactoryId, row.sellerFactoryId]));
  const buyer = locked.find((f) => f.id === row.buyerFactoryId);
  const seller = locked.find((f) => f.id === row.sellerFactoryId);
  if (!buyer || !seller) throw new Error("a contract's factory is gone");
  return { buyer, seller };
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
