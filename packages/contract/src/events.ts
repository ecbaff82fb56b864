import { z } from 'zod';
import { StoredResourceType } from './factory.js';
import { MarketPrice } from './market.js';

/**
 * The events of `GET /api/events`, a server-sent event stream: each arrives as `event: <name>`,
 * `id: <tick>-<n>` and `data: <JSON of the schema below>`. Sending the last id seen as
 * `Last-Event-ID` on reconnect replays what the server still holds after it.
 */
export const TickEvent = z.object({
  /** The tick that has just finished for every factory. */
  tick: z.number().int(),
  /** When the next tick is due (ISO 8601). */
  nextTickAt: z.string(),
  tickIntervalMs: z.number().int(),
});
export type TickEvent = z.infer<typeof TickEvent>;

/** The market's prices as the tick left them. */
export const MarketEvent = z.object({ tick: z.number().int(), prices: z.array(MarketPrice) });
export type MarketEvent = z.infer<typeof MarketEvent>;

/** Only to the player whose machine broke down in the tick (after that tick's `tick` and `market`). */
export const BreakdownEvent = z.object({
  tick: z.number().int(),
  machineId: z.string(),
  /** The maintenance history's line, e.g. "Coal Mine #1 broke down and stopped: it needs an emergency repair". */
  description: z.string(),
});
export type BreakdownEvent = z.infer<typeof BreakdownEvent>;

/** A machine of the player's repaired: by the player, or at the tick by a standing instruction. */
export const RepairEvent = z.object({
  tick: z.number().int(),
  machineId: z.string(),
  /** The maintenance history's line, e.g. "Repaired to 70% condition". */
  description: z.string(),
});
export type RepairEvent = z.infer<typeof RepairEvent>;

/** An achievement the player has just reached. */
export const AchievementEvent = z.object({ tick: z.number().int(), achievement: z.string(), name: z.string() });
export type AchievementEvent = z.infer<typeof AchievementEvent>;

/** The day's challenge completed (its reward is then to be claimed). */
export const ChallengeEvent = z.object({ tick: z.number().int(), challengeId: z.string(), description: z.string() });
export type ChallengeEvent = z.infer<typeof ChallengeEvent>;

/** A loan taken, or the debt paid off (by the player, or by the tick's repayments). */
export const LoanEvent = z.object({
  tick: z.number().int(),
  change: z.enum(['taken', 'repaid']),
  /** Cents borrowed (taken), or 0 (repaid). */
  amount: z.number().int(),
  /** The debt after it, in cents. */
  debt: z.number().int(),
});
export type LoanEvent = z.infer<typeof LoanEvent>;

/** One of the player's exchange offers filled, wholly or in part, by another player's buy (cents). */
export const OfferFilledEvent = z.object({
  tick: z.number().int(),
  offerId: z.string(),
  resourceType: StoredResourceType,
  /** Units sold from the offer by this buy. */
  quantity: z.number().int(),
  /** The offer's unit price, in cents. */
  unitPrice: z.number().int(),
  /** What the seller was paid: quantity × unit price less the exchange's fee, in cents. */
  proceeds: z.number().int(),
  /** Units still offered after it (0: the offer is filled). */
  quantityLeft: z.number().int(),
});
export type OfferFilledEvent = z.infer<typeof OfferFilledEvent>;

/**
 * A machine that broke down at the tick before and is still down: automatic maintenance was off, or
 * could not pay its repair.
 */
export const UnrepairedEvent = z.object({
  tick: z.number().int(),
  machineId: z.string(),
  /** E.g. "Coal Mine #1 is still down: automatic maintenance could not pay its $1,200 repair". */
  description: z.string(),
});
export type UnrepairedEvent = z.infer<typeof UnrepairedEvent>;

/** Cash is about to run out: at the tick's loss it lasts fewer ticks than the rulebook's warning. */
export const CashLowEvent = z.object({
  tick: z.number().int(),
  /** Cents in hand after the tick. */
  cash: z.number().int(),
  /** Whole ticks the cash lasts at the tick's loss (0: it ran out, the rest became debt). */
  ticksLeft: z.number().int(),
});
export type CashLowEvent = z.infer<typeof CashLowEvent>;

/** The day's challenge, not yet completed, ends soon (the UTC day's end). */
export const ChallengeEndingEvent = z.object({
  tick: z.number().int(),
  challengeId: z.string(),
  description: z.string(),
  current: z.number(),
  target: z.number(),
  /** When the day ends (ISO 8601). */
  endsAt: z.string(),
});
export type ChallengeEndingEvent = z.infer<typeof ChallengeEndingEvent>;

/** One of the player's exchange offers reached the end of its life: what was left went back to stock. */
export const OfferExpiredEvent = z.object({
  tick: z.number().int(),
  offerId: z.string(),
  resourceType: StoredResourceType,
  /** Units returned to the seller's stock. */
  quantityLeft: z.number().int(),
});
export type OfferExpiredEvent = z.infer<typeof OfferExpiredEvent>;

/** One of the player's bids filled, wholly or in part, by another player's sale into the bids (cents). */
export const BidFilledEvent = z.object({
  tick: z.number().int(),
  bidId: z.string(),
  resourceType: StoredResourceType,
  /** Units bought through the bid by this sale, now in the bidder's stock. */
  quantity: z.number().int(),
  /** The bid's unit price, in cents. */
  unitPrice: z.number().int(),
  /** What they cost, paid from the cash the bid held, in cents. */
  cost: z.number().int(),
  /** Units still wanted after it (0: the bid is filled). */
  quantityLeft: z.number().int(),
});
export type BidFilledEvent = z.infer<typeof BidFilledEvent>;

/** One of the player's bids reached the end of its life: the cash it still held came back. */
export const BidLapsedEvent = z.object({
  tick: z.number().int(),
  bidId: z.string(),
  resourceType: StoredResourceType,
  /** Units no one sold into it. */
  quantityLeft: z.number().int(),
  /** Cents returned to the bidder's cash. */
  returned: z.number().int(),
});
export type BidLapsedEvent = z.infer<typeof BidLapsedEvent>;

/** The player's factory fell on the leaderboard when an hour closed (told only to players who asked). */
export const PassedEvent = z.object({
  tick: z.number().int(),
  /** Its rank at the hour before, and now (1 is first). */
  from: z.number().int(),
  to: z.number().int(),
});
export type PassedEvent = z.infer<typeof PassedEvent>;

/**
 * The record of the hour tick `tick` closed is written, a moment after the tick itself: every
 * factory's net worth and rank at the hour (charts and profiles show the new point).
 */
export const StandingsEvent = z.object({ tick: z.number().int(), hour: z.number().int() });
export type StandingsEvent = z.infer<typeof StandingsEvent>;

/**
 * The last event of a stream the server closed because the player opened too many: the page
 * should not reconnect (another of the player's pages holds a stream now).
 */
export const ReplacedEvent = z.object({});

/** What every contract event carries: the contract, the player's side, the other side's name (cents). */
const ContractTerms = {
  tick: z.number().int(),
  contractId: z.string(),
  /** The player's side of it. */
  side: z.enum(['buyer', 'seller']),
  /** The other factory's name. */
  counterparty: z.string(),
  resourceType: StoredResourceType,
  quantity: z.number().int(),
  /** Cents a unit. */
  unitPrice: z.number().int(),
  /** Set once accepted; null on an offer. */
  dueTick: z.number().int().nullable(),
  /** Ticks from its acceptance to its due tick (absent from events stored before issue 45). */
  dueInTicks: z.number().int().optional(),
};

/** Another player offered the player a contract (issue 36). */
export const ContractOfferedEvent = z.object(ContractTerms);
export type ContractOfferedEvent = z.infer<typeof ContractOfferedEvent>;

/** The player's contract offer was answered. */
export const ContractAnsweredEvent = z.object({ ...ContractTerms, answer: z.enum(['accepted', 'declined']) });
export type ContractAnsweredEvent = z.infer<typeof ContractAnsweredEvent>;

/** The player's contract offer was countered: `contractId` is the new offer, made to the player. */
export const ContractCounteredEvent = z.object({ ...ContractTerms, counteredFrom: z.string() });
export type ContractCounteredEvent = z.infer<typeof ContractCounteredEvent>;

/** A tick delivered units of a contract of the player's (told to both sides). */
export const ContractDeliveredEvent = z.object({
  ...ContractTerms,
  /** Units this tick, and delivered so far. */
  delivered: z.number().int(),
  totalDelivered: z.number().int(),
  /** Their value at the contract's price, and the fee kept from the seller (cents). */
  value: z.number().int(),
  fee: z.number().int(),
});
export type ContractDeliveredEvent = z.infer<typeof ContractDeliveredEvent>;

/**
 * A contract of the player's closed: delivered in full, defaulted (an instalment missed, the last
 * short at its due tick or one before), or ended (by consent, a suspension). Its figures are the whole
 * contract's (the engine's `closedFigures`).
 */
export const ContractClosedEvent = z.object({
  ...ContractTerms,
  outcome: z.enum(['completed', 'defaulted', 'ended']),
  delivered: z.number().int(),
  /** Cents the seller paid the buyer in penalties, every missed instalment's together. */
  penalty: z.number().int(),
  /** Cents of the buyer's escrow given back over the contract (absent from events stored before issue 45). */
  refund: z.number().int().optional(),
  /** Its instalments, and how many were kept and missed (absent from events stored before issue 48: one). */
  instalments: z.number().int().optional(),
  kept: z.number().int().optional(),
  missed: z.number().int().optional(),
});
export type ContractClosedEvent = z.infer<typeof ContractClosedEvent>;

/**
 * An instalment of a contract of the player's, not its last, came up short at its due tick (issue 48):
 * its undelivered units are no longer owed, their escrow went back to the buyer and the seller paid
 * the penalty on them; the contract goes on. The last one's miss is told by `contract-closed`.
 */
export const ContractMissedEvent = z.object({
  ...ContractTerms,
  /** Which instalment, 1 the first, of how many. */
  instalment: z.number().int(),
  instalments: z.number().int(),
  /** Its units not delivered. */
  short: z.number().int(),
  /** Cents: the penalty the seller paid the buyer, and the escrow given back. */
  penalty: z.number().int(),
  refund: z.number().int(),
});
export type ContractMissedEvent = z.infer<typeof ContractMissedEvent>;

/**
 * An instalment of a contract of the player's (the contract, when it has one) is due within the hour
 * and the seller had not enough to deliver what it owes; told once an instalment.
 */
export const ContractDueEvent = z.object({
  ...ContractTerms,
  /** The instalment's units still owed, and the ticks to its due tick. */
  owed: z.number().int(),
  ticksLeft: z.number().int(),
  /** Which instalment, 1 the first, of how many (absent from events stored before issue 48: one). */
  instalment: z.number().int().optional(),
  instalments: z.number().int().optional(),
});
export type ContractDueEvent = z.infer<typeof ContractDueEvent>;

/** Every event the stream sends, by name. */
export const StreamEvents = {
  tick: TickEvent,
  market: MarketEvent,
  breakdown: BreakdownEvent,
  repair: RepairEvent,
  achievement: AchievementEvent,
  challenge: ChallengeEvent,
  loan: LoanEvent,
  'offer-filled': OfferFilledEvent,
  unrepaired: UnrepairedEvent,
  'cash-low': CashLowEvent,
  'challenge-ending': ChallengeEndingEvent,
  'offer-expired': OfferExpiredEvent,
  // Bids (issue 48).
  'bid-filled': BidFilledEvent,
  'bid-lapsed': BidLapsedEvent,
  passed: PassedEvent,
  standings: StandingsEvent,
  replaced: ReplacedEvent,
  // Contracts between players (issue 36).
  'contract-offered': ContractOfferedEvent,
  'contract-answered': ContractAnsweredEvent,
  'contract-countered': ContractCounteredEvent,
  'contract-delivered': ContractDeliveredEvent,
  'contract-closed': ContractClosedEvent,
  'contract-missed': ContractMissedEvent,
  'contract-due': ContractDueEvent,
};
export type StreamEventName = keyof typeof StreamEvents;
