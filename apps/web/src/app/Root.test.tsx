import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/shared/lib/query-client';
import { useAuthStore } from '@/shared/stores/auth';
import { routes } from './router';

function renderAt(entry: string) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('Root', () => {
  beforeEach(() => useAuthStore.getState().signOut());

  it("sends '/' to '/game' while signed out, where the gate asks to sign in", async () => {
    const router = renderAt('/');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    await vi.waitFor(() => expect(router.state.location).toMatchObject({ pathname: '/game', hash: '#/sign-in' }));
  });

  it("keeps the sign-up form's hash through the redirect", async () => {
    const router = renderAt('/#/sign-up');
    expect(await screen.findByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/game', hash: '#/sign-up' });
  });

  it('shows the gate at a deep link and keeps its address', async () => {
    const router = renderAt('/game/market/trends');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/game/market/trends');
  });
});
