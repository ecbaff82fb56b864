import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
  afterEach(() => vi.unstubAllGlobals());

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

  it("shows a reset link's page to a player signed in already, then the game with the link's session", async () => {
    const user = userEvent.setup();
    useAuthStore.getState().signIn({ token: 'tok-old', user: { id: 'u0', email: 'bob@example.com', name: 'Bob' } });
    const session = { token: 'tok-new', user: { id: 'u1', email: 'ada@example.com', name: 'Ada' } };
    const answers: Record<string, unknown> = {
      '/api/auth/recovery/check': { email: 'ada@example.com', name: 'Ada', expiresAt: '2030-01-01T10:00:00Z' },
      '/api/auth/recovery/reset': session,
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url in answers
          ? new Response(JSON.stringify({ success: true, data: answers[url] }))
          : new Response(JSON.stringify({ success: false, message: 'Not here' }), { status: 404 }),
      ),
    );
    renderAt('/game#/reset-password/AbCdEfGhIjKlMnOpQrStUvWx');
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'quiet-anvil-harbour-73');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    await vi.waitFor(() => expect(screen.queryByRole('heading', { name: 'Set a new password' })).toBeNull());
    expect(window.location).toMatchObject({ pathname: '/game', hash: '' });
    expect(useAuthStore.getState()).toMatchObject({ token: 'tok-new', status: 'signed-in' });
  });
});
