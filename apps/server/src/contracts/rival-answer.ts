import type { ContractSide, ContractTerms } from '@forgeworks/engine';
import { wholeQuantity } from '@forgeworks/engine';
import type { Db } from '../db/database.js';
import { HttpError } from '../errors.js';
import { findFactory } from '../factories/repository.js';
import type { MarketCache } from '../market/state.js';
import { rivalTakes } from '../rivals/contracts.js';

/** The rival an offer (or a counter-offer) went to: its slot and account. */
export interface OfferedRival {
  slot: number;
  userId: string;
}

/**
 * A rival answers an offer made to it at once, by its personality (rivals/contracts.ts), weighing
 * the whole contract, each instalment by its own due tick (the simulator's dealing): it accepts, or
 * declines when it would not take it or the acceptance is refused (its allowance, a market that
 * moved since). `side` is the proposer's. Answers the rival's name.
 */
export async function rivalAnswers(
  deps: { db: Db; market: MarketCache; accept: Answer; decline: Answer },
  rival: OfferedRival,
  offer: { id: string; terms: ContractTerms; side: ContractSide },
): Promise<string> {
  const factory = await findFactory(deps.db, rival.userId);
  const marketPrice = (await deps.market.prices())[offer.terms.resource] ?? 0;
  const ask = {
    ...offer.terms,
    quantity: wholeQuantity(offer.terms),
    side: offer.side === 'buy' ? ('seller' as const) : ('buyer' as const),
    marketPrice,
  };
  const takes = factory !== null && marketPrice > 0 && rivalTakes(rival.slot, factory.state, ask);
  const answered = takes
    ? await deps.accept(rival.userId, offer.id).catch((error: unknown) => {
        if (error instanceof HttpError) return null;
        throw error;
      })
    : null;
  if (!answered) await deps.decline(rival.userId, offer.id);
  return factory?.name ?? 'the rival';
}

type Answer = (userId: string, id: string) => Promise<unknown>;
