import { z } from 'zod';
import { success } from './envelope.js';
import { Money, StoredResourceType } from './factory.js';

/** A factory as the fair-play report names it, with how many accounts signed up from its player's address. */
export const FairPlayFactory = z.object({
  factoryId: z.string(),
  factoryName: z.string(),
  playerName: z.string(),
  /** Accounts whose sign-up address (kept as a keyed hash) is this player's, the player's own included; 0 when unknown. */
  accountsAtSignUpAddress: z.number().int(),
});

/** One way value went between two factories through the exchange: the giver traded away from the market's price in the receiver's favour. */
export const FairPlayFlow = z.object({
  giver: FairPlayFactory,
  receiver: FairPlayFactory,
  /** Dollars handed over, less what came back the other way, over the pair's kept trades. */
  value: Money,
  trades: z.number().int(),
  lastTradeAt: z.string(),
  sameSignUpAddress: z.boolean(),
});

/** A trade at least FAIR_PLAY.FAR_FROM_MARKET away from the market's price when it filled. */
export const FairPlayTrade = z.object({
  id: z.number().int(),
  at: z.string(),
  tick: z.number().int(),
  resourceType: StoredResourceType,
  quantity: z.number().int(),
  unitPrice: Money,
  marketPrice: Money,
  /** What the trade handed over: its distance from the market's price times the units, from the buyer above it, from the seller below. */
  value: Money,
  buyer: FairPlayFactory,
  seller: FairPlayFactory,
  sameSignUpAddress: z.boolean(),
});

/** The operator's fair-play report: one-way flows and trades far from the market, newest first. */
export const FairPlayReportResponse = success(
  z.object({ flows: z.array(FairPlayFlow), trades: z.array(FairPlayTrade) }),
);
export type FairPlayReport = z.infer<typeof FairPlayReportResponse>['data'];
