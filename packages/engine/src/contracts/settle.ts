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
import { shortfallPenalty, type Contract, type Settled } from './contracts.js';
import { CONTRACT_MOVES } from './statuses.js';
import { currentInstalment } from './instalments.js';

/** Units still owed, over every instalment not yet settled. */
export const owedUnits = (c: Pick<Contract, 'quantity' | 'delivered' | 'forfeited'>): number =>
  c.quantity - c.delivered - c.forfeited;

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
  upTo: number = owedUnits(contract),
): Settled & { delivery: Delivery } {
  const { resource } = contract;
  const quantity = Math.max(0, Math.min(Math.floor(seller.inventory[resource]), upTo));
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
 * `undelivered` units no longer owed: their escrow goes back to the buyer; when `penalized` the seller
 * pays the buyer the penalty on them (from its cash, the rest as debt, as a tick's bills do); each
 * side gets back the allowance it conceded on them, and the seller `reserveBack` of what it held for
 * penalties.
 */
function settleShortfall(
  buyer: FactoryState,
  seller: FactoryState,
  contract: Contract,
  short: { undelivered: number; penalized: boolean; refund: Cents; reserveBack: (penalty: Cents) => Cents },
) {
  const { resource } = contract;
  const { undelivered, refund } = short;
  const penalty = short.penalized ? shortfallPenalty(contract.forfeited, undelivered, contract.unitPrice) : 0;
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
  return {
    buyer: concede({ ...buyer, cash: buyer.cash + refund + penalty }, -undelivered * contract.buyerUnitConcession),
    seller: concede(sellerState, -undelivered * contract.sellerUnitConcession - short.reserveBack(penalty)),
    buyerEvents,
    sellerEvents,
    penalty,
    refund,
  };
}

/**
 * Closes an active contract: what is left of the escrow goes back to the buyer; on a default the
 * seller pays the buyer the penalty on what is still owed; each side gets back the part of its
 * conceded allowance that nothing handed over.
 */
export function closeContract(
  buyer: FactoryState,
  seller: FactoryState,
  contract: Contract,
  outcome: ContractOutcome,
): Settled & { penalty: Cents; refund: Cents } {
  const done = settleShortfall(buyer, seller, contract, {
    undelivered: owedUnits(contract),
    penalized: outcome === CONTRACT_MOVES.default.to,
    refund: contract.escrow,
    reserveBack: (penalty) => contract.penaltyReserve - penalty,
  });
  return { ...done, contract: { ...contract, escrow: 0 } };
}

/**
 * An instalment short at its due tick, not the last: its undelivered units are no longer owed, their
 * escrow goes back, the seller pays their penalty (its share of the penalty held, used), and the
 * contract goes on to the next instalment.
 */
export function missInstalment(
  buyer: FactoryState,
  seller: FactoryState,
  contract: Contract,
  undelivered: number,
): Settled & { penalty: Cents; refund: Cents } {
  const refund = undelivered * contract.unitPrice;
  const done = settleShortfall(buyer, seller, contract, {
    undelivered,
    penalized: true,
    refund,
    reserveBack: () => 0,
  });
  return {
    ...done,
    contract: {
      ...contract,
      escrow: contract.escrow - refund,
      penaltyReserve: contract.penaltyReserve - done.penalty,
      missed: contract.missed + 1,
      forfeited: contract.forfeited + undelivered,
    },
  };
}

/**
 * A closed contract as a whole, as its `contract-closed` event tells both sides: delivered units,
 * `penalties` (every penalty it cost the seller, missed instalments' and the close's), the escrow given
 * back over its life (every unit not delivered, at its price: what deliveries did not pay out), and
 * its instalments kept and missed.
 */
export const closedFigures = (c: Contract, penalties: Cents) => ({
  delivered: c.delivered,
  penalty: penalties,
  refund: (c.quantity - c.delivered) * c.unitPrice,
  instalments: c.instalments,
  kept: c.kept,
  missed: c.missed,
});

/** What one tick does to an active contract. */
export interface TickSettlement extends Settled {
  delivery: Delivery;
  /** Set when the contract closed at this tick. */
  outcome: ContractOutcome | null;
  penalty: Cents;
  /** The escrow given back to the buyer at this tick: a missed instalment's, or the close's. */
  refund: Cents;
  /** The instalment missed at this tick (its index, 0 the first, and units short), else null. */
  miss: { index: number; short: number } | null;
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
 * An active contract at tick `tick` (accepted before it), happening at `now`: the current
 * instalment's delivery (none before its window opens), then the instalment kept when delivered in
 * full, or missed when its due tick has come short. The last one settled closes the contract:
 * completed when none was missed, else defaulted.
 */
export function settleContractTick(
  buyer: FactoryState,
  seller: FactoryState,
  contract: Contract,
  ctx: { tick: number; now: number; prices?: Partial<Record<StoredResource, Cents>> },
): TickSettlement {
  const instalment = currentInstalment(contract);
  const waiting = ctx.tick <= instalment.opensAfter;
  const delivered = deliverContract(buyer, seller, contract, waiting ? 0 : instalment.owed);
  const quiet = { ...delivered, outcome: null, penalty: 0, refund: 0, miss: null };
  if (waiting) return quiet;
  const short = instalment.owed - delivered.delivery.quantity;
  if (short > 0 && ctx.tick < instalment.dueTick) return withProgress(quiet, ctx);
  const settled = short === 0 ? { ...delivered.contract, kept: delivered.contract.kept + 1 } : delivered.contract;
  const miss = short === 0 ? null : { index: instalment.index, short };
  if (!instalment.last) {
    if (short === 0) return withProgress({ ...quiet, contract: settled }, ctx);
    const missed = missInstalment(delivered.buyer, delivered.seller, settled, short);
    return withProgress(
      { ...missed, ...joined(delivered, missed), delivery: delivered.delivery, outcome: null, miss },
      ctx,
    );
  }
  const outcome: ContractOutcome =
    short === 0 && settled.missed === 0 ? CONTRACT_MOVES.complete.to : CONTRACT_MOVES.default.to;
  const closed = closeContract(delivered.buyer, delivered.seller, settled, outcome);
  const counted =
    short === 0
      ? closed.contract
      : { ...closed.contract, missed: settled.missed + 1, forfeited: settled.forfeited + short };
  return withProgress(
    { ...closed, ...joined(delivered, closed), contract: counted, delivery: delivered.delivery, outcome, miss },
    ctx,
  );
}

/** Both sides' events of two steps of one tick, in order. */
const joined = (first: Settled, then: Settled) => ({
  buyerEvents: [...first.buyerEvents, ...then.buyerEvents],
  sellerEvents: [...first.sellerEvents, ...then.sellerEvents],
});
