import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../stores/auth';
import { createQueryClient } from './query-client';
import { useAuthedQuery } from './use-authed-query';

function Probe({ queryFn }: { queryFn: () => Promise<string> }) {
  const query = useAuthedQuery({ queryKey: ['probe'], queryFn });
  return <p>{query.data ?? query.fetchStatus}</p>;
}

describe('useAuthedQuery', () => {
  beforeEach(() => useAuthStore.getState().signOut());

  it('waits until a token is held, then runs', async () => {
    const queryFn = vi.fn(async () => 'loaded');
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Probe queryFn={queryFn} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('idle')).toBeInTheDocument();
    expect(queryFn).not.toHaveBeenCalled();

    act(() => useAuthStore.getState().signIn({ token: 't', user: { id: 'u', email: 'e@x.y', name: 'E' } }));
    expect(await screen.findByText('loaded')).toBeInTheDocument();
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});
