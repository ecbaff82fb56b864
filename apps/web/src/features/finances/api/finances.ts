import type { Timeframe } from '@forgeworks/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/shared/lib/api';
import { queryKeys } from '@/shared/lib/query-client';
import { useAuthedQuery } from '@/shared/lib/use-authed-query';

/** What the next tick charges, per machine, with wages apart and the profit projection. */
export const operatingCostsQueryOptions = queryOptions({
  queryKey: queryKeys.operatingCosts,
  queryFn: ({ signal }) => call('operatingCosts', { signal }).then((r) => r.data),
});

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
    queryFn: ({ signal }) => call('financialStatement', { query: { timeframe }, signal }).then((r) => r.data),
  });
}

export function useFinancialStatement(timeframe: Timeframe) {
  return useAuthedQuery(financialStatementQueryOptions(timeframe));
}

export const laborCostsQueryOptions = queryOptions({
  queryKey: queryKeys.laborCosts,
  queryFn: ({ signal }) => call('laborCosts', { signal }).then((r) => r.data),
});

export function useLaborCosts() {
  return useAuthedQuery(laborCostsQueryOptions);
}
