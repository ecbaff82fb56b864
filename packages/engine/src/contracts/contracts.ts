/**
 * Contracts between two players (issue 36): one offers another to buy or to sell a quantity of one
 * resource at a unit price, delivered by a due tick. Acceptance escrows the buyer's whole payment;
 * every tick delivers what the seller has, up to what is owed, before its standing orders sell it;
 * the seller is paid per delivery less the exchange's fee. In full by the due tick: completed. Short:
 * defaulted, the buyer's escrow comes back with a penalty from the seller. Both sides may end it.
 *
 * Fair play (docs/adr/0010) holds as on the exchange: the price stays within the band around the
 * market's price, and every cent a contract can hand the other side (paying above the market's price,
 * selling below it, the penalty) is counted against the conceding factory's allowance at acceptance,
 * the unused part given back when the contract closes.
 */
import type { Cents } from '../money.js';
import { formatCount, formatUsd } from '../market/format.js';
import type { StoredResource } from '../resources.js';
import { CONTRACTS } from '../rules.js';
import { dueTickOnAcceptance } from './timing.js';
import type { ActionResult, FactoryState, GameEvent } from '../state.js';
import { refuse } from '../state.js';
import { isOfferTerms, readOfferTerms } from '../exchange/exchange.js';
import {
  buyerConcession,
  concede,
  concessionsLeft,
  listingRefusal,
  priceBand,
  sellerConcession,
} from '../exchange/fair-play.js';

/** The proposer's side of a contract. */
export type ContractSide = 'buy' | 'sell';

/** What an offer names, checked: `quantity` each instalment, the first due `dueInTicks` after acceptance. */
export interface ContractTerms {
  resource: StoredResource;
  quantity: number;
  unitPrice: Cents;
  dueInTicks: number;
  /** 1 for a single delivery; then each next instalment `everyTicks` after the one before (0 when 1). */
  instalments: number;
  everyTicks: number;
}

/**
 * A contract as settlement needs it: what is owed, what is held, what each side has conceded.
 * `quantity` is the whole over every instalment (each one's is quantity ÷ instalments).
 */
export interface Contract {
  resource: StoredResource;
  quantity: number;
  delivered: number;
  unitPrice: Cents;
  /** The first instalment's due tick; instalment k falls due `k × everyTicks` after it. */
  dueTick: number;
  instalments: number;
  everyTicks: number;
  /** Instalments settled so far: delivered in full (kept), or short at their due tick (missed). */
  kept: number;
  missed: number;
  /** Units the missed instalments left undelivered: no longer owed, their escrow given back. */
  forfeited: number;
  /** The buyer's cash held for the undelivered units (unitPrice × what is still owed while active). */
  escrow: Cents;
  /** What the buyer and the seller concede per unit (fair-play.ts), counted at acceptance. */
  buyerUnitConcession: Cents;
  sellerUnitConcession: Cents;
  /** The seller's allowance held for a default's penalty, counted at acceptance. */
  penaltyReserve: Cents;
}

/** Both factories after a settlement step, with the events each one's ledger keeps. */
export interface Settled {
  buyer: FactoryState;
  seller: FactoryState;
  buyerEvents: GameEvent[];
  sellerEvents: GameEvent[];
  contract: Contract;
}

export type Refused = Extract<ActionResult, { ok: false }>;

export const isRefused = (value: object): value is Refused => 'ok' in value && value.ok === false;

const wholeIn = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;

/**
 * Checks what an offer names: the exchange's terms for the resource, quantity and price, the due
 * tick, then the instalments (1 unless named) and the ticks between them (named when more than 1).
 * Every instalment's units together are at most `MAX_QUANTITY`.
 */
export function readContractTerms(input: {
  resource: string;
  quantity: number;
  unitPrice: number;
  dueInTicks: number;
  instalments?: number | undefined;
  everyTicks?: number | undefined;
}): ContractTerms | Refused {
  const terms = readOfferTerms(input, 'sold');
  if (!isOfferTerms(terms)) return terms as Refused;
  const due = input.dueInTicks;
  if (!wholeIn(due, CONTRACTS.MIN_DUE_TICKS, CONTRACTS.MAX_DUE_TICKS))
    return refuse(
      'INVALID_INPUT',
      `Due in must be a whole number of ticks from ${CONTRACTS.MIN_DUE_TICKS} to ${CONTRACTS.MAX_DUE_TICKS}`,
    ) as Refused;
  const instalments = input.instalments ?? 1;
  if (!wholeIn(instalments, 1, CONTRACTS.MAX_INSTALMENTS))
    return refuse(
      'INVALID_INPUT',
      `Instalments must be a whole number from 1 to ${CONTRACTS.MAX_INSTALMENTS}`,
    ) as Refused;
  const everyTicks = instalments === 1 ? 0 : (input.everyTicks ?? Number.NaN);
  if (instalments > 1 && !wholeIn(everyTicks, CONTRACTS.MIN_EVERY_TICKS, CONTRACTS.MAX_EVERY_TICKS))
    return refuse(
      'INVALID_INPUT',
      `Every must be a whole number of ticks from ${CONTRACTS.MIN_EVERY_TICKS} to ${CONTRACTS.MAX_EVERY_TICKS}`,
    ) as Refused;
  if (terms.quantity * instalments > CONTRACTS.MAX_QUANTITY)
    return refuse(
      'INVALID_INPUT',
      instalments === 1
        ? `Quantity must be at most ${formatCount(CONTRACTS.MAX_QUANTITY)} units`
        : `Quantity must be at most ${formatCount(CONTRACTS.MAX_QUANTITY)} units over all its instalments`,
    ) as Refused;
  return { ...terms, dueInTicks: due, instalments, everyTicks };
}

/** Terms as an acceptance or a check reads them: a single instalment unless they name more. */
export type OfferedTerms = Pick<ContractTerms, 'resource' | 'quantity' | 'unitPrice' | 'dueInTicks'> &
  Partial<Pick<ContractTerms, 'instalments' | 'everyTicks'>>;

/** Every instalment's units together: what the contract delivers in all. */
export const wholeQuantity = (terms: Pick<OfferedTerms, 'quantity' | 'instalments'>): number =>
  terms.quantity * (terms.instalments ?? 1);

/** The whole payment the buyer escrows at acceptance. */
export const contractValue = (c: Pick<Contract, 'quantity' | 'unitPrice'>): Cents => c.quantity * c.unitPrice;

/** The penalty of a default with `undelivered` units owed: a share of their value at the contract's price. */
export const contractPenalty = (undelivered: number, unitPrice: Cents): Cents =>
  Math.round(undelivered * unitPrice * CONTRACTS.PENALTY_SHARE);

/**
 * The penalty on `undelivered` more units of a contract whose missed instalments already left
 * `forfeited` undelivered: rounded to the cent once over the whole contract, not per instalment, so its
 * instalments' penalties add up to the penalty on all their units together, never past what
 * acceptance held (`contractPenalty` of every unit), and no cent is made or lost by the rounding.
 */
export const shortfallPenalty = (forfeited: number, undelivered: number, unitPrice: Cents): Cents =>
  contractPenalty(forfeited + undelivered, unitPrice) - contractPenalty(forfeited, unitPrice);

/** What a contract at `unitPrice` has each side concede at the market's price `marketPrice`. */
export function contractConcessions(terms: Pick<ContractTerms, 'quantity' | 'unitPrice'>, marketPrice: Cents) {
  const buyerUnit = buyerConcession(terms.unitPrice, marketPrice);
  const sellerUnit = sellerConcession(terms.unitPrice, marketPrice);
  const penaltyReserve = contractPenalty(terms.quantity, terms.unitPrice);
  return {
    buyerUnit,
    sellerUnit,
    penaltyReserve,
    buyer: terms.quantity * buyerUnit,
    seller: terms.quantity * sellerUnit + penaltyReserve,
  };
}

/**
 * Why the proposer may not offer these terms now, or null: the price band (the exchange's, at the
 * market's price now) and the proposer's own share of fair play, as it would be counted if accepted.
 */
export function offerProblem(
  terms: OfferedTerms,
  side: ContractSide,
  fair: { marketPrice: Cents; concessionsLeft: Cents },
): Refused | null {
  const banded = listingRefusal(
    terms.resource,
    { quantity: 1, unitPrice: terms.unitPrice },
    {
      marketPrice: fair.marketPrice,
      concessionsLeft: Number.MAX_SAFE_INTEGER,
    },
  );
  if (banded) return banded as Refused;
  const whole = { quantity: wholeQuantity(terms), unitPrice: terms.unitPrice };
  const owed = contractConcessions(whole, fair.marketPrice)[side === 'buy' ? 'buyer' : 'seller'];
  return owed > fair.concessionsLeft ? allowanceRefusal(side === 'buy' ? 'buyer' : 'seller', owed, fair) : null;
}

function allowanceRefusal(
  who: 'buyer' | 'seller',
  owed: Cents,
  fair: { marketPrice: Cents; concessionsLeft: Cents },
  whose: 'your' | "the other side's" = 'your',
): Refused {
  const why =
    who === 'buyer'
      ? `above the market's price (${formatUsd(fair.marketPrice)}) it gives the seller ${formatUsd(owed)}`
      : `it gives the buyer up to ${formatUsd(owed)} (its price below the market's ${formatUsd(fair.marketPrice)}, and a default's penalty)`;
  return refuse(
    'FAIR_PLAY_LIMIT',
    `This contract is more than fair play allows: ${why}, and ${whose} factory has ${formatUsd(fair.concessionsLeft)} left to give (it grows as the factory produces). Ask for fewer units, or a price nearer the market's.`,
  ) as Refused;
}

/**
 * Acceptance at tick `ctx.tick`: the contract's first instalment falls due `dueInTicks` after it, and
 * the escrow, the concessions and the penalty held cover every instalment. The price is checked against the band at the market's price now, each side's allowance
 * takes its concession, and the buyer's whole payment moves into escrow. Refused, with nothing moved,
 * when the buyer cannot pay or either side's allowance is short. `acceptor` names who accepts, for
 * the refusal's words.
 */
export function acceptContract(
  buyer: FactoryState,
  seller: FactoryState,
  offer: OfferedTerms,
  ctx: { marketPrice: Cents; acceptor: 'buyer' | 'seller'; tick: number },
): Settled | Refused {
  const { resource, unitPrice } = offer;
  const terms = {
    resource,
    unitPrice,
    instalments: offer.instalments ?? 1,
    everyTicks: offer.everyTicks ?? 0,
    quantity: wholeQuantity(offer),
    dueTick: dueTickOnAcceptance(ctx.tick, offer.dueInTicks),
  };
  const { min, max } = priceBand(ctx.marketPrice);
  if (terms.unitPrice < min || terms.unitPrice > max)
    return refuse(
      'FAIR_PLAY_LIMIT',
      `The market has moved: this contract's price must be between ${formatUsd(min)} and ${formatUsd(max)} now (the market's price is ${formatUsd(ctx.marketPrice)})`,
    ) as Refused;
  const owed = contractConcessions(terms, ctx.marketPrice);
  for (const [who, state] of [
    ['buyer', buyer],
    ['seller', seller],
  ] as const) {
    const left = concessionsLeft(state);
    if (owed[who] > left)
      return allowanceRefusal(
        who,
        owed[who],
        { marketPrice: ctx.marketPrice, concessionsLeft: left },
        ctx.acceptor === who ? 'your' : "the other side's",
      );
  }
  const escrow = contractValue(terms);
  if (buyer.cash < escrow)
    return refuse(
      'INSUFFICIENT_FUNDS',
      ctx.acceptor === 'buyer'
        ? `Insufficient funds: this contract escrows ${formatUsd(escrow)} and you have ${formatUsd(buyer.cash)}`
        : `The buyer cannot pay: this contract escrows ${formatUsd(escrow)} of its cash, and it has less`,
    ) as Refused;
  return {
    buyer: concede({ ...buyer, cash: buyer.cash - escrow }, owed.buyer),
    seller: concede(seller, owed.seller),
    // Cash set aside, not yet spent: each delivery buys its units from it, so a period's purchases
    // count units together with their cost.
    buyerEvents: [{ kind: 'cash', reason: 'escrow', amount: -escrow, resource: terms.resource }],
    sellerEvents: [],
    contract: {
      ...terms,
      delivered: 0,
      kept: 0,
      missed: 0,
      forfeited: 0,
      escrow,
      buyerUnitConcession: owed.buyerUnit,
      sellerUnitConcession: owed.sellerUnit,
      penaltyReserve: owed.penaltyReserve,
    },
  };
}
