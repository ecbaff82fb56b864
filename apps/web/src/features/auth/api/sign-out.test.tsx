import { renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/shared/lib/query-client';
import { useAuthStore } from '@/shared/stores/auth';
import { mockApi, signInForEachTest } from '@/test/stub-fetch';
import { useSignOut } from './sign-out';

describe('useSignOut', () => {
  signInForEachTest();

  it('forgets the token on this device before the server ends the session, and ends that session', async () => {
    let tokenWhenAsked: string | null | undefined;
    const api = mockApi({
      'POST /auth/sign-out': () => {
        tokenWhenAsked = useAuthStore.getState().token;
        return new Response(JSON.stringify({ success: true, data: {} }), {
          headers: { 'Content-Type': 'application/json' },
        });
      },
    });
    const client = createQueryClient();
    client.setQueryData(['factory'], { cash: 1 });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter>
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </MemoryRouter>
    );
    const { result } = renderHook(() => useSignOut(), { wrapper });

    await result.current();

    const [, init] = api.mock.calls.find(([url]) => url === '/api/auth/sign-out')!;
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer tok');
    expect(tokenWhenAsked).toBeNull();
    expect(client.getQueryData(['factory'])).toBeUndefined();
  });
});
