import type { FactoryStateAnswer } from '@forgeworks/contract';
import type { ActionPreview, PreviewAction } from '@forgeworks/engine';
import { queryOptions } from '@tanstack/react-query';
import { useMemo } from 'react';
import { dataOf } from '@/shared/lib/api';
import { previewOn } from '@/shared/lib/preview';
import { queryKeys } from '@/shared/lib/query-client';
import { useAuthedQuery } from '@/shared/lib/use-authed-query';

/**
 * The player's factory in the engine's shape and the prices the server projects with: what the
 * previews hand to the engine. Under the `factory` key, so every action and tick refreshes it.
 */
export const factoryStateQueryOptions = queryOptions({
  queryKey: queryKeys.factoryState,
  queryFn: ({ signal }): Promise<FactoryStateAnswer> => dataOf('factoryState', { signal }),
});

export function useFactoryState() {
  return useAuthedQuery(factoryStateQueryOptions);
}

/** The engine's preview of `action` on the player's factory (null while it is null or loading). */
export function usePreview(action: PreviewAction | null): ActionPreview | null {
  const { data } = useFactoryState();
  // By value: callers may build the action afresh on every render.
  const key = action ? JSON.stringify(action) : null;
  return useMemo(() => (data && key ? previewOn(data, JSON.parse(key) as PreviewAction) : null), [data, key]);
}
