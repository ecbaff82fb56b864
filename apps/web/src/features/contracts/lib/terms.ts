import type { ContractSide, StoredResourceType } from '@forgeworks/contract';
import type { FactoryState } from '@forgeworks/engine';
import { concessionsLeft, isRefused, isWholeCents, offerProblem, readContractTerms, usd } from '@forgeworks/engine';

/** What an offer or a counter-offer asks, as typed. */
export interface TypedTerms {
  side: ContractSide;
  resource: StoredResourceType;
  quantity: number;
  /** Dollars. */
  price: number;
  dueInTicks: number;
  /** 1 for a single delivery; `everyTicks` between instalments when more. */
  instalments: number;
  everyTicks: number;
}

/**
 * Why these terms cannot be offered now, in the engine's words as the server would answer them: the
 * terms themselves, then the price band and the proposer's allowance at the market's price (dollars).
 */
export function termsProblem(
  typed: TypedTerms,
  marketPrice: number | undefined,
  own: Pick<FactoryState, 'counters'> | undefined,
) {
  // Cents are whole on the wire: a fraction of one would be rounded away, not refused.
  if (typed.price > 0 && !isWholeCents(typed.price)) return 'Unit price must be whole cents';
  const terms = readContractTerms({
    resource: typed.resource,
    quantity: typed.quantity,
    unitPrice: usd(typed.price),
    dueInTicks: typed.dueInTicks,
    instalments: typed.instalments,
    everyTicks: typed.everyTicks,
  });
  if (isRefused(terms)) return terms.error.message;
  if (marketPrice === undefined || own === undefined) return null;
  const refused = offerProblem(terms, typed.side, {
    marketPrice: usd(marketPrice),
    concessionsLeft: concessionsLeft(own),
  });
  return refused ? refused.error.message : null;
}
