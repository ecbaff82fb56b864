import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/shared/lib/query-client';
import { useAuthStore } from '@/shared/stores/auth';
import { AuthGate, gateRouteFromHash } from './AuthGate';

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

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A server answering by path; records what it was sent. */
function server(answers: Record<string, (body: unknown) => Response>) {
  const sent: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ url, body });
      const answer = answers[url];
      if (!answer) throw new Error(`unexpected call ${url}`);
      return answer(body);
    }),
  );
  return sent;
}

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWx';

describe('recovering a forgotten password', () => {
  beforeEach(() => useAuthStore.getState().signOut());
  afterEach(() => vi.unstubAllGlobals());

  it('reads the forms from the hash', () => {
    expect(gateRouteFromHash('#/forgot-password')).toEqual({ mode: 'forgot-password' });
    expect(gateRouteFromHash(`#/reset-password/${TOKEN}`)).toEqual({ mode: 'reset-password', token: TOKEN });
    expect(gateRouteFromHash('#/sign-up')).toEqual({ mode: 'sign-up' });
    expect(gateRouteFromHash('#/anything')).toEqual({ mode: 'sign-in' });
  });

  it('goes from "Forgot password?" to a mailed link, the same answer whatever the address', async () => {
    const user = userEvent.setup();
    const message = 'If an account has this address, a link to set a new password is on its way.';
    const sent = server({
      '/api/auth/recovery': () => json({ success: true, data: { byMail: true, operatorContact: null } }),
      '/api/auth/recovery/request': () => json({ success: true, data: { requested: true }, message }),
    });
    renderGate('/game#/sign-in');
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(window.location.hash).toBe('#/forgot-password');
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();

    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Check your mail')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('If an account uses ada@example.com');
    expect(sent.at(-1)).toEqual({ url: '/api/auth/recovery/request', body: { email: 'ada@example.com' } });

    await user.click(screen.getByRole('link', { name: 'Back to sign in' }));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it("says how to reach this server's operator when it sends no mail, and lets the player ask", async () => {
    const user = userEvent.setup();
    const contact = 'ops@forge.test, or Ops on the Trade channel';
    const sent = server({
      '/api/auth/recovery': () => json({ success: true, data: { byMail: false, operatorContact: contact } }),
      '/api/auth/recovery/ask': () => json({ success: true, data: { asked: true }, message: 'Asked' }),
    });
    renderGate('/game#/forgot-password');
    expect(await screen.findByText(/This server sends no mail\. Its operator/)).toBeInTheDocument();
    expect(screen.getByText(contact)).toBeInTheDocument();
    expect(screen.getByText(/never chooses one for you/)).toBeInTheDocument();
    await user.type(screen.getByLabelText("Your account's email"), 'ada@example.com');
    await user.type(screen.getByLabelText('How can the operator reach you?'), 'Ada on the Trade channel');
    await user.click(screen.getByRole('button', { name: 'Ask the operator' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account uses ada@example.com, the operator sees',
    );
    expect(sent.at(-1)).toEqual({
      url: '/api/auth/recovery/ask',
      body: { email: 'ada@example.com', note: 'Ada on the Trade channel' },
    });
  });

  it('says so when the server names no contact for its operator', async () => {
    server({ '/api/auth/recovery': () => json({ success: true, data: { byMail: false, operatorContact: null } }) });
    renderGate('/game#/forgot-password');
    expect(await screen.findByText(/names no contact for its operator/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask the operator' })).toBeInTheDocument();
  });

  it('sets a new password from a link, with the sign-up’s checks, and lands in the game signed in', async () => {
    const user = userEvent.setup();
    const session = { token: 'tok-new', user: { id: 'u1', email: 'ada@example.com', name: 'Ada' } };
    const sent = server({
      '/api/auth/recovery/check': () =>
        json({ success: true, data: { email: 'ada@example.com', name: 'Ada', expiresAt: '2030-01-01T10:00:00Z' } }),
      '/api/auth/recovery/reset': () => json({ success: true, data: session, message: 'Your new password is set.' }),
    });
    renderGate(`/game#/reset-password/${TOKEN}`);
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    expect(window.location.hash).toBe(`#/reset-password/${TOKEN}`);

    await user.type(screen.getByLabelText('New password'), 'password1');
    expect(await screen.findByText(/^Password is too easy to guess/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set password and sign in' })).toBeDisabled();

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'quiet-anvil-harbour-73');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(await screen.findByText('home at /game')).toBeInTheDocument();
    expect(window.location.hash).toBe('');
    expect(sent.at(-1)).toEqual({
      url: '/api/auth/recovery/reset',
      body: { token: TOKEN, newPassword: 'quiet-anvil-harbour-73' },
    });
    expect(useAuthStore.getState()).toMatchObject({ token: 'tok-new', status: 'signed-in', user: session.user });
  });

  it('says when a link is used up or expired, and offers a new one', async () => {
    const user = userEvent.setup();
    server({
      '/api/auth/recovery/check': () =>
        json({ success: false, message: 'This link has expired or was already used: ask for a new one' }, 400),
      '/api/auth/recovery': () => json({ success: true, data: { byMail: true, operatorContact: null } }),
    });
    renderGate(`/game#/reset-password/${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired, was already used');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    expect(await screen.findByRole('button', { name: 'Send link' })).toBeInTheDocument();
  });
});
