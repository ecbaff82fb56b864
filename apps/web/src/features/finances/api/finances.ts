import type { Timeframe } from '@forgeworks/contract';
import { queryOptions } from '@tanstack/react-query';
import { dataOf } from '@/shared/lib/api';
import { endpointQuery } from '@/shared/lib/endpoint-query';
import { queryKeys } from '@/shared/lib/query-client';
import { useAuthedQuery } from '@/shared/lib/use-authed-query';

/** What the next tick charges, per machine, with wages apart and the profit projection. */
export const operatingCostsQueryOptions = endpointQuery('operatingCosts', queryKeys.operatingCosts);

export function useOperatingCosts() {
  return useAuthedQuery(operatingCostsQueryOptions);
}

export const TIMEFRAMES: readonly { value: Timeframe; label: string }[] = [
  { value: 'CURRENT_TICK', label: 'Current Tick' },
  { value: 'LAST_10_TICKS', label: 'Last 10 Ticks' },
  { value: 'LAST_HOUR', label: 'Last Hour' },
];

export function financialStatementQueryOptions(timeframe: Timeframe) {
  return queryOptions({
    queryKey: queryKeys.financialStatement(timeframe),
    queryFn: ({ signal }) => dataOf('financialStatement', { query: { timeframe }, signal }),
  });
}

export function useFinancialStatement(timeframe: Timeframe) {
  return useAuthedQuery(financialStatementQueryOptions(timeframe));
}

export const laborCostsQueryOptions = endpointQuery('laborCosts', queryKeys.laborCosts);

export function useLaborCosts() {
  return useAuthedQuery(laborCostsQueryOptions);
}
