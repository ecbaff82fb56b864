import type { AdminPlayer, OperatorAction } from '@forgeworks/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { signOutAfterEachTest } from '@/test/stub-fetch';
import { failResponse, okResponse, renderWithApi } from '@/test/query-wrapper';
import OperatorPage from './OperatorPage';

const MARKUP = '<img src=x onerror=alert(1)><b>Bold</b>';
const player = (over: Partial<AdminPlayer> = {}): AdminPlayer => ({
  factoryId: 'f1',
  playerName: 'Pushy',
  factoryName: MARKUP,
  formerNames: ['Quiet Works'],
  email: 'pushy@forge.test',
  signedUpAt: '2026-11-20T08:00:00.000Z',
  netWorth: 303700,
  flags: ['name-reported'],
  suspension: null,
  nameReports: 2,
  accountsAtSignUpAddress: 1,
  ...over,
});

const CHAT_SETTINGS = { channelsOpen: true, slowModeSeconds: 0 };

function renderPage(players: AdminPlayer[], actions: OperatorAction[] = []) {
  const view = renderWithApi(
    <MemoryRouter>
      <OperatorPage />
    </MemoryRouter>,
    (path) => {
      if (path.startsWith('/admin/players?')) return okResponse({ players });
      if (path === '/admin/audit') return okResponse({ actions });
      if (path === '/admin/chat/settings') return okResponse({ settings: CHAT_SETTINGS });
      if (path === '/admin/name-reports') return okResponse({ reports: [] });
      if (path === '/admin/fair-play') return okResponse({ flows: [], trades: [] });
      if (path === '/admin/operators')
        return okResponse({
          operators: [
            {
              email: 'boss@forge.test',
              playerName: 'Boss',
              factoryName: 'Head Works',
              factoryId: 'f0',
              signedUpAt: '2026-11-20T07:00:00.000Z',
              grantedBy: 'ADMIN_TOKEN',
              grantedAt: '2026-11-20T07:05:00.000Z',
            },
          ],
        });
      if (path.endsWith('/suspend')) return okResponse({ player: player({ flags: ['suspended'] }) });
      if (path.endsWith('/reset-link'))
        return okResponse({
          link: {
            path: '/game#/reset-password/AbCdEfGhIjKlMnOpQrStUvWx',
            url: null,
            expiresAt: '2026-11-28T12:00:00Z',
          },
        });
      return failResponse(404);
    },
  );
  const sent = (path: string) => {
    const call = view.fetchMock.mock.calls.find(([url]) => String(url).startsWith(`/api${path}`)) as unknown as
      [string, RequestInit] | undefined;
    return call && { url: call[0], body: JSON.parse(String(call[1].body ?? 'null')) };
  };
  return { ...view, sent };
}

describe('OperatorPage', () => {
  signOutAfterEachTest();

  it('names the operators, and says who grants the rights (not this page)', async () => {
    renderPage([]);
    const operators = await screen.findByRole('list', { name: 'Operators' });
    expect(operators).toHaveTextContent('boss@forge.test');
    expect(operators).toHaveTextContent('Boss · Head Works · since');
    expect(screen.getByText('npm run operator -- grant <email>')).toBeInTheDocument();
  });

  it('lists players with their flags, names as text, and searches by what is typed', async () => {
    const user = userEvent.setup();
    const { container, sent } = renderPage([player()]);
    const row = await screen.findByRole('listitem', { name: MARKUP });
    expect(row).toHaveTextContent('Name reported 2 times');
    expect(within(row).getByTestId('former-names')).toHaveTextContent('formerly Quiet Works');
    expect(within(row).getByRole('button', { name: 'Dismiss reports' })).toBeInTheDocument();
    expect(container.querySelector('main img, li img, li b')).toBeNull();
    await user.type(screen.getByLabelText('Find a player'), ' pushy@ ');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    await vi.waitFor(() => expect(sent('/admin/players?search=pushy%40')).toBeDefined());
  });

  it('shows the fair-play flags on a player, with what they mean once above the list', async () => {
    renderPage([
      player({ factoryId: 'f3', factoryName: 'Plain Works', flags: [], nameReports: 0 }),
      player({
        factoryId: 'f4',
        factoryName: 'Lan Works',
        flags: ['shared-address', 'one-way-flow'],
        nameReports: 0,
        accountsAtSignUpAddress: 6,
      }),
    ]);
    const flagged = await screen.findByRole('listitem', { name: 'Lan Works' });
    expect(flagged).toHaveTextContent('Shared address: 6 accounts');
    expect(flagged).toHaveTextContent('One-way flow');
    expect(screen.getByRole('listitem', { name: 'Plain Works' })).not.toHaveTextContent(/Shared address|One-way flow/);
    expect(screen.getByText(/more than one account signed up from this player’s address/)).toBeInTheDocument();
    expect(screen.getByText(/value went one way on the exchange/)).toBeInTheDocument();
  });

  it('explains no flag the players listed do not have', async () => {
    renderPage([player({ flags: ['shared-address'], accountsAtSignUpAddress: 2 })]);
    expect(await screen.findByText(/more than one account signed up/)).toBeInTheDocument();
    expect(screen.queryByText(/value went one way/)).toBeNull();
  });

  it('suspends with the reason typed, and offers to lift a suspended player instead', async () => {
    const user = userEvent.setup();
    const { sent } = renderPage([
      player(),
      player({
        factoryId: 'f2',
        factoryName: 'Gone Works',
        nameReports: 0,
        flags: ['suspended'],
        suspension: { reason: 'pouring', suspendedAt: '2026-11-21T08:00:00.000Z' },
      }),
    ]);
    const gone = await screen.findByRole('listitem', { name: 'Gone Works' });
    expect(gone).toHaveTextContent('Suspended');
    expect(gone).toHaveTextContent('pouring');
    expect(within(gone).getByRole('button', { name: 'Lift suspension' })).toBeInTheDocument();
    expect(within(gone).queryByRole('button', { name: 'Suspend' })).toBeNull();

    await user.click(within(screen.getByRole('listitem', { name: MARKUP })).getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Suspend' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Reason'), 'Pouring coal');
    await user.click(confirm);
    await vi.waitFor(() => expect(sent('/admin/players/f1/suspend')?.body).toEqual({ reason: 'Pouring coal' }));
  });

  it('makes a reset link once, shows it whole under this address, and keeps no copy when closed', async () => {
    const user = userEvent.setup();
    const { sent } = renderPage([player()]);
    const row = await screen.findByRole('listitem', { name: MARKUP });
    await user.click(within(row).getByRole('button', { name: 'Reset link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset link for Pushy' });
    expect(dialog).toHaveTextContent('never choose a password for them');
    await user.type(within(dialog).getByLabelText('Why (optional)'), 'asked in person');
    await user.click(within(dialog).getByRole('button', { name: 'Make link' }));
    const link = await within(dialog).findByLabelText('Link, shown only now');
    expect(link).toHaveValue(`${window.location.origin}/game#/reset-password/AbCdEfGhIjKlMnOpQrStUvWx`);
    expect(sent('/admin/players/f1/reset-link')?.body).toEqual({ reason: 'asked in person' });

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await user.click(within(row).getByRole('button', { name: 'Reset link' }));
    expect(await screen.findByRole('button', { name: 'Make link' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Link, shown only now')).toBeNull();
  });

  it('closes the channels and sets a slow mode with the chat switch; the audit says so without a factory', async () => {
    const user = userEvent.setup();
    const { sent, fetchMock } = renderPage(
      [],
      [
        {
          id: 1,
          operator: 'boss@forge.test',
          action: 'chat-settings',
          factoryId: null,
          factoryName: null,
          detail: 'channels closed, slow mode off (was channels open, slow mode off)',
          reason: '',
          at: '2026-11-28T12:00:00.000Z',
        },
      ],
    );
    const audit = await screen.findByRole('list', { name: 'Operator actions' });
    expect(audit).toHaveTextContent('boss@forge.test changed the chat settings');
    expect(audit).toHaveTextContent('channels closed, slow mode off (was channels open, slow mode off)');

    const open = await screen.findByRole('switch', { name: /Channels open/ });
    expect(open).toBeChecked();
    await user.click(open);
    await vi.waitFor(() => expect(sent('/admin/chat/settings')).toBeDefined());
    const put = () =>
      (fetchMock.mock.calls as unknown as [string, RequestInit][]).filter(([, init]) => init?.method === 'PUT');
    await vi.waitFor(() => expect(put()).toHaveLength(1));
    expect(JSON.parse(String(put()[0]![1].body))).toEqual({ channelsOpen: false });

    const seconds = screen.getByLabelText('Slow mode, in seconds');
    await user.clear(seconds);
    await user.type(seconds, '601');
    expect(screen.getByRole('button', { name: 'Set slow mode' })).toBeDisabled();
    await user.clear(seconds);
    await user.type(seconds, '30');
    await user.click(screen.getByRole('button', { name: 'Set slow mode' }));
    await vi.waitFor(() => expect(put()).toHaveLength(2));
    expect(JSON.parse(String(put()[1]![1].body))).toEqual({ slowModeSeconds: 30 });
  });
});
