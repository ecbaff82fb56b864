import { CONTRACT_STATUSES, CONTRACTS, isWholeCents } from '@forgeworks/engine';
import { z } from 'zod';
import { success } from './envelope.js';
import { Money, StoredResourceType } from './factory.js';

/**
 * Contracts between two players (issue 36; docs/game-rules.md, "Contracts"): an offer to a named
 * player, escrow at acceptance, a delivery each tick, completed, defaulted or ended.
 */

export const ContractSide = z.enum(['buy', 'sell']);
export type ContractSide = z.infer<typeof ContractSide>;

export const ContractStatus = z.enum(CONTRACT_STATUSES);
export type ContractStatus = z.infer<typeof ContractStatus>;

/** The terms an offer names and a counter-offer names again. */
const ContractTermsBody = {
  quantity: z.number().int('must be a whole number').positive('must be greater than 0'),
  /** Dollars a unit, whole cents; within the exchange's price band at offer and at acceptance. */
  unitPrice: z.number().positive('must be greater than 0').refine(isWholeCents, 'must be whole cents'),
  /** Ticks from now to the due tick. */
  dueInTicks: z.number().int('must be a whole number').min(CONTRACTS.MIN_DUE_TICKS).max(CONTRACTS.MAX_DUE_TICKS),
  /** How many times `quantity` is delivered (1 unless named); the escrow covers them all. */
  instalments: z.number().int('must be a whole number').min(1).max(CONTRACTS.MAX_INSTALMENTS).optional(),
  /** Ticks from one instalment's due tick to the next's; needed when there is more than one. */
  everyTicks: z
    .number()
    .int('must be a whole number')
    .min(CONTRACTS.MIN_EVERY_TICKS)
    .max(CONTRACTS.MAX_EVERY_TICKS)
    .optional(),
};

export const OfferContractBody = z.object({
  /** The other player's factory (its id on the leaderboard and its profile). */
  counterpartyId: z.uuid(),
  /** The proposer's side: `buy` asks the counterparty to sell, `sell` offers to sell to it. */
  side: ContractSide,
  resourceType: StoredResourceType,
  ...ContractTermsBody,
});
export type OfferContractBody = z.infer<typeof OfferContractBody>;

/**
 * The counterparty's own terms for an offer made to it: the offer ends `countered`, and a new offer
 * of the same resource, each side keeping its side, goes back to its proposer.
 */
export const CounterContractBody = z.object(ContractTermsBody);
export type CounterContractBody = z.infer<typeof CounterContractBody>;

export const ContractIdParams = z.object({ id: z.uuid() });

export const ContractParty = z.object({ factoryId: z.string(), name: z.string() });

export const ContractDelivery = z.object({
  tick: z.number().int(),
  quantity: z.number().int(),
  /** The units' value at the contract's price; the seller received it less the fee. */
  value: Money,
  fee: Money,
});

/** A factory's record on its public profile: contracts completed, defaulted (as the seller), and the share kept. */
export const ContractRecord = z.object({
  completed: z.number().int(),
  defaulted: z.number().int(),
  /** Instalments delivered in full (either side), and short at their due tick (as the seller); a contract of one is one. */
  instalmentsKept: z.number().int(),
  instalmentsMissed: z.number().int(),
  /** kept ÷ (kept + missed) instalments; null before any was settled either way. */
  keptShare: z.number().nullable(),
});
export type ContractRecord = z.infer<typeof ContractRecord>;

/**
 * What a buyer sees of the seller before accepting (issue 45): its whole units of the good now, whether
 * it has a machine making it, and its record. Only on an offer the caller may accept as its buyer.
 */
export const SellerStanding = z.object({
  stock: z.number().int(),
  makes: z.boolean(),
  record: ContractRecord,
});
export type SellerStanding = z.infer<typeof SellerStanding>;

export const Contract = z.object({
  id: z.string(),
  proposer: ContractParty,
  buyer: ContractParty,
  seller: ContractParty,
  /** The caller's side, and whether the caller proposed it. */
  side: ContractSide,
  proposedByMe: z.boolean(),
  resourceType: StoredResourceType,
  /** Every instalment's units together, and delivered so far. */
  quantity: z.number().int(),
  delivered: z.number().int(),
  /** quantity ÷ instalments units each time; the first due `dueInTicks` after acceptance, each next `everyTicks` later. */
  instalments: z.number().int(),
  everyTicks: z.number().int(),
  instalmentsKept: z.number().int(),
  instalmentsMissed: z.number().int(),
  unitPrice: Money,
  offeredTick: z.number().int(),
  /** Ticks from its acceptance to its due tick. */
  dueInTicks: z.number().int(),
  /** Set at its acceptance, dueInTicks after it (the first instalment's); null for an offer. */
  dueTick: z.number().int().nullable(),
  /** The tick an offer lapses at unanswered; null once answered. */
  lapseTick: z.number().int().nullable(),
  acceptedTick: z.number().int().nullable(),
  closedTick: z.number().int().nullable(),
  status: ContractStatus,
  /** The offer this one counters (its thread); null for a first offer. */
  counteredFrom: z.string().nullable(),
  /** The buyer's cash held for what is still owed (0 unless active). */
  escrow: Money,
  /** Paid by the seller at a default (each missed instalment's, together). */
  penalty: Money,
  /** Which sides have asked to end it (an active contract ends when both have). */
  endAskedBy: z.object({ buyer: z.boolean(), seller: z.boolean() }),
  deliveries: z.array(ContractDelivery),
  /** The seller as the buyer may read it before accepting; null otherwise. */
  sellerStanding: SellerStanding.nullable(),
});
export type Contract = z.infer<typeof Contract>;

export const ContractResponse = success(Contract);
export const ContractsResponse = success(
  z.object({
    /** The game's tick now: due ticks are counted from it. */
    tick: z.number().int(),
    tickIntervalMs: z.number().int(),
    contracts: z.array(Contract),
  }),
);
