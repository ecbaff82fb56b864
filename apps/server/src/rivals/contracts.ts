import type { FactoryState } from '@forgeworks/engine';
import type { ContractAsk } from '@forgeworks/simulator';
import { answerContract, rivalFor } from '@forgeworks/simulator';

/**
 * Whether the rival in `slot` takes a player's contract offer: by its personality's dealing, at a
 * price it calls fair and for goods it can deliver or use (packages/simulator/src/dealing.ts), so a
 * lone player on a fresh server has someone to deal with.
 */
export function rivalTakes(slot: number, state: FactoryState, ask: ContractAsk): boolean {
  return answerContract(state, ask, rivalFor(slot).dealing);
}
