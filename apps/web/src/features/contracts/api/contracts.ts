import type { CounterContractBody } from '@forgeworks/contract';
import { endpointQuery } from '@/shared/lib/endpoint-query';
import { call } from '@/shared/lib/api';
import { queryKeys } from '@/shared/lib/query-client';
import { useAuthedQuery } from '@/shared/lib/use-authed-query';
import { useGameAction } from '@/shared/lib/use-game-action';

/**
 * The player's contracts (issue 36). The key sits under `factory`, so every game action and every
 * tick refetches it, and a contract's event on the stream does too (features/events).
 */
export const contractsQueryOptions = endpointQuery('contracts', queryKeys.contracts);

export const useContracts = () => useAuthedQuery(contractsQueryOptions);

export function useOfferContract() {
  return useGameAction('offerContract');
}

/** The counterparty's own terms for an offer made to it: a new offer back to its proposer. */
export function useCounterContract() {
  return useGameAction('counterContract', {
    action: ({ id, body }: { id: string; body: CounterContractBody }) =>
      call('counterContract', { params: { id }, body }),
  });
}

/** What a party may do to a contract, each its own endpoint taking the contract's id. */
export type ContractAnswer = 'acceptContract' | 'declineContract' | 'withdrawContract' | 'endContract';

export function useContractAnswer(name: ContractAnswer) {
  return useGameAction(name, {
    action: (id: string) => call(name as 'acceptContract', { params: { id } }),
  });
}
