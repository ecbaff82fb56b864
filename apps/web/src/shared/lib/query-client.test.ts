import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../stores/auth';
import { ApiError } from './api';
import { createQueryClient, queryKeys, shouldRetry, startWithBrowserNetwork, TOKEN_RENEWAL_KEY } from './query-client';

const session = { token: 'tok', user: { id: 'u1', email: 'a@b.c', name: 'A' } };

/** A query the server refuses with 401, as it does once the session has ended. */
const refusedQuery = (client: QueryClient) =>
  client
    .fetchQuery({
      queryKey: ['probe'],
      queryFn: async () => {
        throw new ApiError(401, 'Authentication required');
      },
    })
    .catch(() => undefined);

describe('query client', () => {
  beforeEach(() => useAuthStore.getState().signIn(session));
  afterEach(() => vi.restoreAllMocks());

  it('uses the spec defaults: fresh for 5 s', () => {
    const client = createQueryClient();
    expect(client.getDefaultOptions().queries?.staleTime).toBe(5_000);
  });

  it('retries twice, but never a 4xx', () => {
    expect(shouldRetry(0, new ApiError(500, 'x'))).toBe(true);
    expect(shouldRetry(1, new ApiError(0, 'offline'))).toBe(true);
    expect(shouldRetry(2, new ApiError(500, 'x'))).toBe(false);
    expect(shouldRetry(0, new ApiError(404, 'gone'))).toBe(false);
    expect(shouldRetry(0, new ApiError(401, 'auth'))).toBe(false);
  });

  it('invalidates the factory and factory-derived data after every successful mutation', async () => {
    const client = createQueryClient();
    const keys = [
      queryKeys.factory,
      queryKeys.powerGrid,
      queryKeys.workers,
      queryKeys.marketPrices,
      queryKeys.tickInfo,
    ];
    for (const key of keys) client.setQueryData(key, { cached: true });

    await client
      .getMutationCache()
      .build(client, { mutationFn: async () => 'ok' })
      .execute(undefined);
    await vi.waitFor(() => expect(client.getQueryState(queryKeys.factory)?.isInvalidated).toBe(true));

    expect(client.getQueryState(queryKeys.powerGrid)?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.workers)?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.marketPrices)?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.tickInfo)?.isInvalidated).toBe(false);
  });

  it('leaves data alone for a failed mutation or one that opts out', async () => {
    const client = createQueryClient();
    client.setQueryData(queryKeys.factory, { cached: true });
    const cache = client.getMutationCache();

    await cache.build(client, { mutationFn: async () => 'ok', meta: { invalidatesFactory: false } }).execute(undefined);
    await cache
      .build(client, {
        mutationFn: async () => {
          throw new ApiError(400, 'no');
        },
      })
      .execute(undefined)
      .catch(() => undefined);
    await new Promise((r) => setTimeout(r, 0));
    expect(client.getQueryState(queryKeys.factory)?.isInvalidated).toBe(false);
  });

  it('signs out locally when a query answers 401', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const client = createQueryClient();
    await refusedQuery(client);
    expect(useAuthStore.getState()).toMatchObject({ token: null, status: 'signed-out' });
  });

  it('stays signed in when a query answers 401 while the token is being renewed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    useAuthStore.setState({ token: 'old', status: 'signed-in' });
    const client = createQueryClient();
    let answer: (token: string) => void = () => {};
    const renewal = client
      .getMutationCache()
      .build(client, {
        mutationKey: TOKEN_RENEWAL_KEY,
        mutationFn: () => new Promise<string>((resolve) => (answer = resolve)),
      })
      .execute(undefined);
    await refusedQuery(client);
    expect(useAuthStore.getState()).toMatchObject({ token: 'old', status: 'signed-in' });
    answer('new');
    await renewal;
  });

  it('waits for the network, not failing, when the game opens without one', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const queryFn = vi.fn(async () => 'answer');
    try {
      startWithBrowserNetwork();
      const client = createQueryClient();
      // Mounted, as its provider does: it hears the network come back.
      client.mount();
      void client.prefetchQuery({ queryKey: ['probe'], queryFn });
      expect(client.getQueryState(['probe'])).toMatchObject({ status: 'pending', fetchStatus: 'paused' });
      expect(queryFn).not.toHaveBeenCalled();
      // The network back (the browser's `online` event), it asks.
      onlineManager.setOnline(true);
      await vi.waitFor(() => expect(client.getQueryData(['probe'])).toBe('answer'));
      client.unmount();
    } finally {
      onlineManager.setOnline(true);
    }
  });
});
