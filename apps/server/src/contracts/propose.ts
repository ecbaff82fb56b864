import type { ContractSide, ContractTerms, StoredResource } from '@forgeworks/engine';
import type { CounterContractBody } from '@forgeworks/contract';
import {
  CONTRACT_MOVES,
  CONTRACTS,
  concessionsLeft,
  isRefused,
  offerProblem,
  OPEN_CONTRACT_STATUSES,
  readContractTerms,
  usd,
  wholeQuantity,
} from '@forgeworks/engine';
import { and, eq, gte, inArray, or, sql } from 'drizzle-orm';
import { isBlockedBy } from '../chat/blocks.js';
import type { Db, Tx } from '../db/database.js';
import { contracts, factories, suspensions } from '../db/schema.js';
import { HttpError } from '../errors.js';
import type { LockedFactory } from '../factories/record.js';
import { currentMarket } from '../market/state.js';
import type { ContractRow } from './store.js';

/** The engine's refusal codes as statuses, as the exchange answers them (the rest are 409). */
const STATUS: Record<string, number> = { NOT_FOUND: 404, INVALID_INPUT: 400, NOT_SELLABLE: 400 };

export function refused(result: { error: { code: string; message: string } }): never {
  throw new HttpError(STATUS[result.error.code] ?? 409, result.error.message);
}

/** An offer's or a counter-offer's terms for `resource`, checked by the engine (dollars to cents). */
export function checkedTerms(resource: string, body: CounterContractBody): ContractTerms {
  const terms = readContractTerms({
    resource,
    quantity: body.quantity,
    unitPrice: usd(body.unitPrice),
    dueInTicks: body.dueInTicks,
    instalments: body.instalments,
    everyTicks: body.everyTicks,
  });
  if (isRefused(terms)) refused(terms);
  return terms;
}

/**
 * Refuses a new open contract to a factory at CONTRACTS.MAX_OPEN, for an offer, a counter-offer (both
 * through `propose`) and an acceptance alike. Open (the engine's OPEN_CONTRACT_STATUSES): the offers it
 * made that await their answer, and the contracts active with it, on either side.
 */
export async function refuseOverOpenLimit(tx: Pick<Db, 'select'>, factoryId: string): Promise<void> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(contracts)
    .where(
      or(
        and(eq(contracts.proposerFactoryId, factoryId), eq(contracts.status, CONTRACT_MOVES.accept.from)),
        and(
          eq(contracts.status, CONTRACT_MOVES.accept.to),
          or(eq(contracts.buyerFactoryId, factoryId), eq(contracts.sellerFactoryId, factoryId)),
        ),
      ),
    );
  if (Number(row?.n ?? 0) >= CONTRACTS.MAX_OPEN)
    throw new HttpError(409, `You can have at most ${CONTRACTS.MAX_OPEN} contracts offered and active at once`);
}

/**
 * Whether `factoryId` has a contract of `resource` on `side` (the buyer's or the seller's) open, offered
 * or active, or one offered at `tick` or after, whatever became of it.
 */
export async function hasOpenContract(
  tx: Pick<Db, 'select'>,
  factoryId: string,
  side: ContractSide,
  resource: StoredResource,
  tick: number,
): Promise<boolean> {
  const party = side === 'buy' ? contracts.buyerFactoryId : contracts.sellerFactoryId;
  const [row] = await tx
    .select({ id: contracts.id })
    .from(contracts)
    .where(
      and(
        eq(party, factoryId),
        eq(contracts.resource, resource),
        or(inArray(contracts.status, [...OPEN_CONTRACT_STATUSES]), gte(contracts.offeredTick, tick)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The factory an offer goes to: its player, its name, whether it is a rival's; a suspended one is not found. */
export async function offeredTo(tx: Tx, factoryId: string) {
  const [other] = await tx
    .select({
      id: factories.id,
      userId: factories.userId,
      name: factories.name,
      rivalSlot: factories.rivalSlot,
      suspended: suspensions.factoryId,
    })
    .from(factories)
    .leftJoin(suspensions, eq(suspensions.factoryId, factories.id))
    .where(eq(factories.id, factoryId));
  if (!other || other.suspended) throw new HttpError(404, 'Factory not found');
  return other;
}

export type OfferedTo = Awaited<ReturnType<typeof offeredTo>>;

/**
 * An offer from `proposer` (locked) to `other`, checked as every offer is, a counter-offer too: the
 * other's block (a blocked player can send the blocker nothing: no message, no contract), the
 * proposer's open-contract limit, the engine's band and fair play at the market's price now. Its
 * due tick is set when it is accepted, dueInTicks after (issue 45).
 */
export async function propose(
  tx: Tx,
  offer: {
    proposer: LockedFactory;
    other: OfferedTo;
    side: ContractSide;
    terms: ContractTerms;
    tick: number;
    counteredFrom?: string;
  },
): Promise<ContractRow> {
  const { proposer, other, side, terms } = offer;
  if (await isBlockedBy(tx, { blocker: other.id, sender: proposer.id }))
    throw new HttpError(403, 'This player does not take contracts from you');
  await refuseOverOpenLimit(tx, proposer.id);
  const marketPrice = (await currentMarket(tx)).resources[terms.resource].sellPrice;
  const problem = offerProblem(terms, side, { marketPrice, concessionsLeft: concessionsLeft(proposer.state) });
  if (problem) refused(problem);
  const [buyer, seller] = side === 'buy' ? [proposer.id, other.id] : [other.id, proposer.id];
  const [row] = await tx
    .insert(contracts)
    .values({
      proposerFactoryId: proposer.id,
      buyerFactoryId: buyer,
      sellerFactoryId: seller,
      resource: terms.resource,
      // The row keeps every instalment's units together (engine's wholeQuantity).
      quantity: wholeQuantity(terms),
      unitPrice: terms.unitPrice,
      offeredTick: offer.tick,
      dueInTicks: terms.dueInTicks,
      instalments: terms.instalments,
      everyTicks: terms.everyTicks,
      counteredFrom: offer.counteredFrom ?? null,
    })
    .returning();
  return row!;
}

/** Who hears of an offer: the proposer (locked) and the factory it goes to. */
export const partiesOf = (proposer: LockedFactory, other: OfferedTo) =>
  new Map([
    [proposer.id, { userId: proposer.userId, name: proposer.name, tick: proposer.state.tick }],
    [other.id, { userId: other.userId, name: other.name, tick: proposer.state.tick }],
  ]);
