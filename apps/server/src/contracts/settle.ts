import type { Prices } from '@forgeworks/engine';
import {
  closedFigures,
  CONTRACT_MOVES,
  CONTRACTS,
  currentInstalment,
  dueNotice,
  settleContractTick,
} from '@forgeworks/engine';
import { and, asc, eq, isNull, lt, lte, or } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { contractDeliveries, contracts } from '../db/schema.js';
import { inTransaction } from '../factories/transaction.js';
import {
  contractColumns,
  engineContract,
  lockContract,
  lockParties,
  ownersOf,
  tellParties,
  writeBoth,
} from './store.js';

export interface ContractsSettled {
  lapsed: number;
  delivered: number;
  closed: number;
}

/**
 * Tick `tick`'s contracts, before any factory has the tick (so before the sellers' standing orders
 * sell): offers unanswered for a game day lapse (engine's offerLapseTick), then every contract accepted before the tick
 * delivers, completes or defaults, one contract a transaction (its row, then both factories in id
 * order, as an action on it), accepted at the oldest tick first, then offered first. `settled_tick` makes each contract's tick
 * happen once, whichever process runs it and however often (a crash, two processes): a process
 * that finds a contract held by another waits for it, so none starts its batches before every
 * contract it saw has had the tick.
 */
export async function settleContracts(db: Db, tick: number, prices: Prices, now: number): Promise<ContractsSettled> {
  const lapsed = await db
    .update(contracts)
    .set({ status: CONTRACT_MOVES.lapse.to, closedTick: tick })
    .where(
      and(
        eq(contracts.status, CONTRACT_MOVES.lapse.from),
        lte(contracts.offeredTick, tick - CONTRACTS.OFFER_OPEN_TICKS),
      ),
    )
    .returning({ id: contracts.id });
  const due = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(
      and(
        eq(contracts.status, CONTRACT_MOVES.complete.from),
        lt(contracts.acceptedTick, tick),
        or(isNull(contracts.settledTick), lt(contracts.settledTick, tick)),
      ),
    )
    .orderBy(asc(contracts.acceptedTick), asc(contracts.createdAt), asc(contracts.id));
  let delivered = 0;
  let closed = 0;
  for (const { id } of due) {
    const done = await inTransaction(db, undefined, async (tx, written) => {
      const row = await lockContract(tx, id);
      if (!row || row.status !== CONTRACT_MOVES.complete.from || (row.settledTick !== null && row.settledTick >= tick))
        return null;
      const { buyer, seller } = await lockParties(tx, row);
      const before = engineContract(row);
      const settled = settleContractTick(buyer.state, seller.state, before, { tick, now, prices });
      await writeBoth(tx, written, { buyer, seller }, settled, prices);
      // `warned_due` holds for the instalment being delivered: one settled, the next may be told of in turn.
      const moved = currentInstalment(settled.contract).index !== currentInstalment(before).index;
      const due =
        settled.outcome === null && (moved || !row.warnedDue)
          ? dueNotice(settled.contract, tick, settled.seller)
          : null;
      // A missed instalment's penalty adds up with the close's.
      const penalty = row.penalty + settled.penalty;
      await tx
        .update(contracts)
        .set({
          ...contractColumns(settled.contract),
          settledTick: tick,
          penalty,
          ...(settled.outcome ? { status: settled.outcome, closedTick: tick } : {}),
          ...(due || moved ? { warnedDue: due !== null } : {}),
        })
        .where(eq(contracts.id, id));
      const owners = ownersOf(buyer, seller);
      const { delivery } = settled;
      const both = ['buyer', 'seller'] as const;
      if (delivery.quantity > 0) {
        await tx
          .insert(contractDeliveries)
          .values({ contractId: id, tick, quantity: delivery.quantity, value: delivery.gross, fee: delivery.fee });
        await tellParties(tx, row, both, owners, 'contract-delivered', {
          delivered: delivery.quantity,
          totalDelivered: settled.contract.delivered,
          value: delivery.gross,
          fee: delivery.fee,
        });
      }
      if (settled.miss && !settled.outcome)
        await tellParties(tx, row, both, owners, 'contract-missed', {
          instalment: settled.miss.index + 1,
          instalments: settled.contract.instalments,
          short: settled.miss.short,
          penalty: settled.penalty,
          refund: settled.refund,
        });
      if (settled.outcome)
        await tellParties(tx, row, both, owners, 'contract-closed', {
          outcome: settled.outcome,
          ...closedFigures(settled.contract, penalty),
        });
      if (due) await tellParties(tx, row, both, owners, 'contract-due', due);
      return { delivered: delivery.quantity > 0, closed: settled.outcome !== null };
    });
    if (done?.delivered) delivered++;
    if (done?.closed) closed++;
  }
  return { lapsed: lapsed.length, delivered, closed };
}
