import { useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useAuthStore } from '../stores/auth';

/** True once a token is held (queries wait for it, spec section 6). */
export function useSignedIn(): boolean {
  return useAuthStore((s) => s.token !== null);
}

/**
 * `useQuery` that only runs while the player is signed in: `enabled` is ANDed with holding a
 * token. Use it for every data call (all of them need the bearer token).
 */
export function useAuthedQuery<
  TQueryFnData,
  TError = Error,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>): UseQueryResult<TData, TError> {
  const signedIn = useSignedIn();
  const { enabled } = options;
  return useQuery({
    ...options,
    enabled: typeof enabled === 'function' ? (query) => signedIn && enabled(query) : signedIn && (enabled ?? true),
  });
}
