import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/shared/lib/query-client';
import { useAuthStore } from '@/shared/stores/auth';
import { Root } from './Root';

function renderAt(address: string) {
  window.history.replaceState(null, '', address);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Root />
    </QueryClientProvider>,
  );
}

describe('Root', () => {
  beforeEach(() => useAuthStore.getState().signOut());

  it("sends '/' to '/game' while signed out, where the gate asks to sign in", async () => {
    renderAt('/');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    await vi.waitFor(() => expect(window.location).toMatchObject({ pathname: '/game', hash: '#/sign-in' }));
  });

  it("keeps the sign-up form's hash through the redirect", async () => {
    renderAt('/#/sign-up');
    expect(await screen.findByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
    await vi.waitFor(() => expect(window.location).toMatchObject({ pathname: '/game', hash: '#/sign-up' }));
  });

  it('shows the gate at a deep link and keeps its address', async () => {
    renderAt('/game/market/trends?resource=COAL');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    await vi.waitFor(() => expect(window.location.hash).toBe('#/sign-in'));
    expect(window.location).toMatchObject({ pathname: '/game/market/trends', search: '?resource=COAL' });
  });
});
