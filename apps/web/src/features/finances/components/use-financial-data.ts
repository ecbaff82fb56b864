import { useFactory } from '@/shared/api/factory';
import { useOperatingCosts } from '../api/finances';

export const FINANCIAL_ERROR_TEXT = 'Failed to fetch financial data';

/**
 * The factory's money and the next tick's projection, which every dashboard card reads: one
 * state for both, and one retry that asks again for whichever failed.
 */
export function useFinancialData() {
  const factory = useFactory();
  const costs = useOperatingCosts();
  const state: 'pending' | 'error' | 'ready' =
    factory.isError || costs.isError ? 'error' : factory.isPending || costs.isPending ? 'pending' : 'ready';
  const retry = () => {
    if (factory.isError) void factory.refetch();
    if (costs.isError) void costs.refetch();
  };
  return { state, factory: factory.data, costs: costs.data, retry };
}
