import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { signIn } from '@/test/stub-fetch';
import { useAuthStore } from '../stores/auth';
import { INBOX_STORAGE_KEY, useInbox } from '../stores/inbox';
import { createQueryClient } from './query-client';
import { useLeaveGame } from './use-leave-game';

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

const event = (id: string) => ({ id, type: 'sale' as const, message: 'Sold 5 steel', timestamp: 1 });

describe('useLeaveGame', () => {
  it("signs out and forgets the player's bell on this device, and only theirs", () => {
    signIn('ada');
    useInbox.getState().add('ada', event('1-1'));
    useInbox.getState().add('bob', event('1-2'));
    const { result } = renderHook(() => useLeaveGame(), { wrapper });

    act(() => result.current());
    expect(useAuthStore.getState().token).toBeNull();
    expect(Object.keys(useInbox.getState().byPlayer)).toEqual(['bob']);
    expect(Object.keys(JSON.parse(localStorage.getItem(INBOX_STORAGE_KEY)!).state.byPlayer)).toEqual(['bob']);
  });
});
