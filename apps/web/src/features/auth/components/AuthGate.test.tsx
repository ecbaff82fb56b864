import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/shared/lib/query-client';
import { useAuthStore } from '@/shared/stores/auth';
import { AuthGate } from './AuthGate';

/** The gate at `address` until signed in, then what the game would show: the address it lands on. */
function renderGate(address: string) {
  window.history.replaceState(null, '', address);
  function Gate() {
    const signedIn = useAuthStore((s) => s.token !== null);
    return signedIn ? <p>home at {window.location.pathname}</p> : <AuthGate />;
  }
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Gate />
    </QueryClientProvider>,
  );
}

const ok = (data: unknown) =>
  new Response(JSON.stringify({ success: true, data }), { headers: { 'Content-Type': 'application/json' } });

describe('AuthGate', () => {
  beforeEach(() => useAuthStore.getState().signOut());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the title, tagline and the sign-in form by default, at #/sign-in', async () => {
    renderGate('/game/machines');
    expect(screen.getByRole('heading', { name: 'Forgeworks' })).toBeInTheDocument();
    expect(screen.getByText('Build your industrial empire!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(window.location.hash).toBe('#/sign-in'));
    expect(window.location.pathname).toBe('/game/machines');
  });

  it('toggles between the forms with the hash links', async () => {
    const user = userEvent.setup();
    renderGate('/game#/sign-in');
    const entries = window.history.length;
    await user.click(screen.getByRole('link', { name: "Don't have an account? Sign Up" }));
    expect(window.location.hash).toBe('#/sign-up');
    expect(screen.getByLabelText('Name')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Already have an account? Sign In' }));
    expect(window.location.hash).toBe('#/sign-in');
    // The forms take each other's place: Back leaves the gate's page rather than flipping forms.
    expect(window.history.length).toBe(entries);
  });

  it('signs up, keeps the session and stays at the game, the hash dropped', async () => {
    const user = userEvent.setup();
    const session = { token: 'tok-1', user: { id: 'u1', email: 'ada@example.com', name: 'Ada' } };
    const fetchMock = vi.fn(async () => ok(session));
    vi.stubGlobal('fetch', fetchMock);
    renderGate('/game#/sign-up');

    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-enough-1');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText('home at /game')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/register');
    expect(JSON.parse(String(init.body))).toEqual({ name: 'Ada', email: 'ada@example.com', password: 'long-enough-1' });
    expect(useAuthStore.getState()).toMatchObject({ token: 'tok-1', status: 'signed-in', user: session.user });
  });

  it('signs in from a deep link and lands on that page, not the overview', async () => {
    const user = userEvent.setup();
    const session = { token: 'tok-2', user: { id: 'u2', email: 'ada@example.com', name: 'Ada' } };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => ok(session)),
    );
    renderGate('/game/market/history?resource=COAL#/sign-in');

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-enough-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('home at /game/market/history')).toBeInTheDocument();
    expect(window.location).toMatchObject({ search: '?resource=COAL', hash: '' });
  });

  it('says what is wrong with a guessable password as it is typed, and holds the form back', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderGate('/game#/sign-up');

    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), '12345678');
    expect(await screen.findByText(/^Password is too easy to guess/)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeDisabled();

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'quiet-anvil-harbour-73');
    expect(screen.queryByText(/too easy to guess/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message when sign-in fails, and 'Loading...' while it is in flight", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let answer: (r: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderGate('/#/sign-in');

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Loading...' })).toBeDisabled();

    answer(new Response(JSON.stringify({ success: false, message: 'Invalid email or password' }), { status: 401 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(useAuthStore.getState().token).toBeNull();
  });
});
