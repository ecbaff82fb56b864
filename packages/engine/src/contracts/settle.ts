/**
 * A contract's settlement (contracts.ts holds its terms, offer and acceptance): each tick the seller's
 * stock delivers what is owed, paid from the buyer's escrow less the exchange's fee; at completion, a
 * default or an end the escrow left goes back, a default's penalty is paid and unused allowance returns.
 */
import { receiveBought, takeStock } from '../bought-stock.js';
import type { Cents } from '../money.js';
import type { StoredResource } from '../resources.js';
import { applyProgress } from '../progress/index.js';
import type { FactoryState, GameEvent } from '../state.js';
import { exchangeFee } from '../exchange/exchange.js';
import { concede } from '../exchange/fair-play.js';
import { CONTRACT_MOVES, contractPenalty, type Contract, type Settled } from './contracts.js';

/** Units still owed. */
export const owedUnits = (c: Pick<Contract, 'quantity' | 'delivered'>): number => c.quantity - c.delivered;

/** One tick's delivery: units, what the buyer's escrow paid for them, and the fee kept from the seller. */
export interface Delivery {
  quantity: number;
  gross: Cents;
  fee: Cents;
}

/**
 * A tick's delivery: the seller's whole units of the resource, up to what is owed, go to the buyer;
 * the seller is paid their price from the escrow less the exchange's fee (a money sink). Nothing in
 * stock delivers nothing.
 */
export function deliverContract(
  buyer: FactoryState,
  seller: FactoryState,
  contract: Contract,
): Settled & { delivery: Delivery } {
  const { resource } = contract;
  const quantity = Math.max(0, Math.min(Math.floor(seller.inventory[resource]), owedUnits(contract)));
  const gross = quantity * contract.unitPrice;
  const fee = exchangeFee(gross);
  if (quantity === 0)
    return { buyer, seller, buyerEvents: [], sellerEvents: [], contract, delivery: { quantity, gross, fee } };
  return {
    buyer: receiveBought(buyer, resource, quantity),
    seller: { ...takeStock(seller, resource, quantity), cash: seller.cash + gross - fee },
    // The units are bought now at the contract's price, paid from the escrow: the buyer's cash is unchanged.
    buyerEvents: [
      { kind: 'cash', reason: 'escrow', amount: gross, resource },
      { kind: 'cash', reason: 'purchase', amount: -gross, resource, quantity },
    ],
    sellerEvents: [{ kind: 'cash', reason: 'sale', amount: gross - fee, resource, quantity }],
    contract: { ...contract, delivered: contract.delivered + quantity, escrow: contract.escrow - gross },
    delivery: { quantity, gross, fee },
  };
}

/** How an active contract closes: delivered in full, short at its due tick, or ended (by consent or a suspension). */
export type ContractOutcome = (typeof CONTRACT_MOVES)['complete' | 'default' | 'end']['to'];

/**
 * Closes an active contract: what is left of the escrow goes back to the buyer; on a default the
 * seller pays the buyer the penalty (from its cash, the rest as debt, as a tick's bills do); each
 * side gets back the part of its conceded allowance that nothing handed over.
 */
export function closeContract(
  buyer: FactoryState,
  seller: FactoryState,
  contract: Contract,
  outcome: ContractOutcome,
): Settled & { penalty: Cents; refund: Cents } {
  const { resource } = contract;
  const undelivered = owedUnits(contract);
  const penalty = outcome === CONTRACT_MOVES.default.to ? contractPenalty(undelivered, contract.unitPrice) : 0;
  const refund = contract.escrow;
  const buyerEvents: GameEvent[] = [];
  const sellerEvents: GameEvent[] = [];
  // Neither is a price of units: what was bought and sold stays at the contract's price.
  if (refund > 0) buyerEvents.push({ kind: 'cash', reason: 'escrow', amount: refund, resource });
  if (penalty > 0) buyerEvents.push({ kind: 'cash', reason: 'contractPenalty', amount: penalty, resource });
  let sellerState = seller;
  if (penalty > 0) {
    const fromCash = Math.min(seller.cash, penalty);
    const shortfall = penalty - fromCash;
    sellerEvents.push({ kind: 'cash', reason: 'contractPenalty', amount: -penalty, resource });
    if (shortfall > 0) {
      sellerEvents.push({ kind: 'cash', reason: 'overdraft', amount: shortfall });
      sellerEvents.push({ kind: 'debt', reason: 'overdraft', amount: shortfall });
    }
    sellerState = { ...seller, cash: seller.cash - fromCash, debt: seller.debt + shortfall };
  }
  const reserveBack = contract.penaltyReserve - penalty;
  return {
    buyer: concede({ ...buyer, cash: buyer.cash + refund + penalty }, -undelivered * contract.buyerUnitConcession),
    seller: concede(sellerState, -undelivered * contract.sellerUnitConcession - reserveBack),
    buyerEvents,
    sellerEvents,
    contract: { ...contract, escrow: 0 },
    penalty,
    refund,
  };
}

/** What one tick does to an active contract. */
export interface TickSettlement extends Settled {
  delivery: Delivery;
  /** Set when the contract closed at this tick. */
  outcome: ContractOutcome | null;
  penalty: Cents;
  /** The escrow given back to the buyer at the close. */
  refund: Cents;
}

/**
 * Brings both sides' achievements and daily challenge up to date with what a settlement step did,
 * as an action's result does: a delivery is the seller's sale, so it counts toward "sell" challenges.
 */
export function withProgress<T extends Settled>(
  settled: T,
  ctx: { now: number; prices?: Partial<Record<StoredResource, Cents>> },
): T {
  const buyer = applyProgress(settled.buyer, settled.buyerEvents, ctx.now, ctx.prices);
  const seller = applyProgress(settled.seller, settled.sellerEvents, ctx.now, ctx.prices);
  return {
    ...settled,
    buyer: buyer.state,
    seller: seller.state,
    buyerEvents: [...settled.buyerEvents, ...buyer.events],
    sellerEvents: [...settled.sellerEvents, ...seller.events],
  };
}

/**
 * An active contract at tick `tick` (accepted before it), happening at `now`: the delivery, then
 * completion when all is delivered, or a default when the due tick has come and units are still owed.
 */
export function settleContractTick(
  buyer: FactoryState,
  seller: FactoryState,
  contract: Contract,
  ctx: { tick: number; now: number; prices?: Partial<Record<StoredResource, Cents>> },
): TickSettlement {
  const delivered = deliverContract(buyer, seller, contract);
  const outcome: ContractOutcome | null =
    owedUnits(delivered.contract) === 0
      ? CONTRACT_MOVES.complete.to
      : ctx.tick >= contract.dueTick
        ? CONTRACT_MOVES.default.to
        : null;
  if (!outcome) return withProgress({ ...delivered, outcome, penalty: 0, refund: 0 }, ctx);
  const closed = closeContract(delivered.buyer, delivered.seller, delivered.contract, outcome);
  return withProgress(
    {
      ...closed,
      buyerEvents: [...delivered.buyerEvents, ...closed.buyerEvents],
      sellerEvents: [...delivered.sellerEvents, ...closed.sellerEvents],
      delivery: delivered.delivery,
      outcome,
    },
    ctx,
  );
}
