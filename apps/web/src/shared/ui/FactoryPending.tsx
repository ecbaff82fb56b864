import type { Factory } from '@forgeworks/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { CardEmpty, CardError, CardLoading } from './CardState';

/**
 * What a card over the player's factory shows while it has no factory to show: nothing found, the
 * failure with Retry, or `loading`.
 */
export function FactoryPending({ factory, loading }: { factory: UseQueryResult<Factory>; loading: string }) {
  if (factory.isSuccess) return <CardEmpty text="No factory data found" />;
  if (factory.isError)
    return <CardError message="Failed to load factory data" onRetry={() => void factory.refetch()} />;
  return <CardLoading text={loading} />;
}
