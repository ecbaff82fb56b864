import type { Prices } from '@forgeworks/engine';
import { closedFigures, CONTRACT_MOVES, closeContract, OPEN_CONTRACT_STATUSES, withProgress } from '@forgeworks/engine';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db, Tx } from '../db/database.js';
import { contracts } from '../db/schema.js';
import { inTransaction } from '../factories/transaction.js';
import type { FactoryCache } from '../factories/cache.js';
import type { FactoryRecord } from '../factories/record.js';
import type { ContractRow } from './store.js';
import {
  contractColumns,
  engineContract,
  lockContract,
  lockParties,
  ownersOf,
  tellParties,
  writeBoth,
} from './store.js';

/**
 * Closes an active contract (ended by consent or by a suspension, a deletion) in the transaction
 * holding its row: the escrow's rest back to the buyer, the unused allowances back to both.
 */
export async function endActive(
  tx: Tx,
  written: FactoryRecord[],
  row: ContractRow,
  prices: Prices,
  tick: number,
): Promise<void> {
  const { buyer, seller } = await lockParties(tx, row);
  const done = withProgress(closeContract(buyer.state, seller.state, engineContract(row), CONTRACT_MOVES.end.to), {
    now: Date.now(),
    prices,
  });
  await writeBoth(tx, written, { buyer, seller }, done, prices);
  await tx
    .update(contracts)
    .set({ ...contractColumns(done.contract), status: CONTRACT_MOVES.end.to, closedTick: tick })
    .where(eq(contracts.id, row.id));
  await tellParties(tx, row, ['buyer', 'seller'], ownersOf(buyer, seller), 'contract-closed', {
    outcome: CONTRACT_MOVES.end.to,
    // An ending costs no penalty; missed instalments before it did.
    ...closedFigures(done.contract, row.penalty),
  });
}

/**
 * Ends every open contract of a factory, one a transaction: its offers are withdrawn, its active
 * contracts ended as by consent, escrow returned (a suspension, moderation/actions.ts; a deleted
 * account, before its factory goes). Answers how many closed.
 */
export async function endAllOpen(
  db: Db,
  cache: FactoryCache,
  factoryId: string,
  prices: Prices,
  tick: number,
): Promise<number> {
  const open = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(
      and(
        inArray(contracts.status, [...OPEN_CONTRACT_STATUSES]),
        or(eq(contracts.buyerFactoryId, factoryId), eq(contracts.sellerFactoryId, factoryId)),
      ),
    );
  let closed = 0;
  for (const { id } of open)
    closed += await inTransaction(db, cache, async (tx, written) => {
      const row = await lockContract(tx, id);
      if (row?.status === CONTRACT_MOVES.withdraw.from) {
        await tx
          .update(contracts)
          .set({ status: CONTRACT_MOVES.withdraw.to, closedTick: tick })
          .where(eq(contracts.id, id));
        return 1;
      }
      if (row?.status !== CONTRACT_MOVES.end.from) return 0;
      await endActive(tx, written, row, prices, tick);
      return 1;
    });
  return closed;
}
