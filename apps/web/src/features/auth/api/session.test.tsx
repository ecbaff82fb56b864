import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/shared/lib/query-client';
import { useAuthStore } from '@/shared/stores/auth';
import { useSessionCheck } from './session';

function checkStoredSession() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useSessionCheck(), { wrapper });
}

describe('the stored session check', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    onlineManager.setOnline(true);
    useAuthStore.getState().signOut();
  });

  it('lets a stored session in when the game opens without a network', async () => {
    useAuthStore.setState({ token: 'tok', status: 'checking' });
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetch);
    onlineManager.setOnline(false);
    const { result } = checkStoredSession();
    await vi.waitFor(() => expect(result.current).toBe('signed-in'));
    expect(fetch).toHaveBeenCalledWith('/api/factory/my-factory', expect.anything());
  });

  it('signs out a stored session the server refuses', async () => {
    useAuthStore.setState({ token: 'tok', status: 'checking' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ success: false, message: 'Sign in again' }), { status: 401 })),
    );
    const { result } = checkStoredSession();
    await vi.waitFor(() => expect(result.current).toBe('signed-out'));
  });
});
