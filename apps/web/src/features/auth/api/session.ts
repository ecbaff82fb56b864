import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isApiError } from '@/shared/lib/api';
import { useAuthStore, type AuthStatus } from '@/shared/stores/auth';
import { factoryQueryOptions } from '@/shared/api/factory';

/**
 * Validates a stored token once at start with GET /api/factory/my-factory: 401 signs out locally;
 * success (or a server that cannot be reached) lets the player in. The fetched factory stays in
 * the query cache, so the first page does not fetch it again.
 */
export function useSessionCheck(): AuthStatus {
  const status = useAuthStore((s) => s.status);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (status !== 'checking') return;
    let cancelled = false;
    // Asked even without a network (a query would wait for one): the game opened offline plays on.
    queryClient.fetchQuery({ ...factoryQueryOptions, retry: false, networkMode: 'always' }).then(
      () => !cancelled && useAuthStore.getState().confirm(),
      (error: unknown) => {
        if (cancelled) return;
        if (isApiError(error, 401)) useAuthStore.getState().signOut();
        else useAuthStore.getState().confirm();
      },
    );
    return () => {
      cancelled = true;
    };
  }, [status, queryClient]);

  return status;
}
