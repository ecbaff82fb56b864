import type { Account, PushSettings } from '@forgeworks/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/shared/stores/auth';
import { failResponse, okResponse, renderWithApi } from '@/test/query-wrapper';
import { signOutAfterEachTest } from '@/test/stub-fetch';
import AccountPage from './AccountPage';

const NAME = '<img src=x onerror=alert(1)><b>Bold</b>';
const session = (id: string, current: boolean) => ({
  id,
  current,
  createdAt: '2026-11-20T08:00:00.000Z',
  lastSeenAt: '2026-11-25T06:00:00.000Z',
  expiresAt: '2026-12-02T06:00:00.000Z',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36',
  ipAddress: '10.0.0.2',
});
const account: Account = {
  user: { id: 'u1', email: 'ada@example.com', name: 'Ada' },
  factoryName: NAME,
  formerNames: [],
  nextRenameAt: null,
  renamedFrom: null,
  sessions: [session('s-here', true), session('s-phone', false)],
  operator: false,
};

const noAlerts: PushSettings = { publicKey: 'B'.repeat(87), quietHours: null, devices: [] };

function renderPage(answer: (path: string, init?: RequestInit) => Response, shown: Account = account) {
  const view = renderWithApi(
    <MemoryRouter>
      <AccountPage />
    </MemoryRouter>,
    (path) => (path === '/account' ? okResponse(shown) : path === '/push' ? okResponse(noAlerts) : answer(path)),
  );
  const sent = (path: string) => {
    const call = view.fetchMock.mock.calls.find(([url]) => String(url) === `/api${path}`) as unknown as
      [string, RequestInit] | undefined;
    return call && JSON.parse(String(call[1].body ?? 'null'));
  };
  return { ...view, sent };
}

describe('AccountPage', () => {
  signOutAfterEachTest();

  it('shows the factory name as text and marks this device, with End only for the others', async () => {
    vi.stubGlobal('isSecureContext', true);
    const { container } = renderPage(() => failResponse(404));
    expect(await screen.findByTestId('factory-name')).toHaveTextContent(NAME);
    expect(container.querySelector('img, b')).toBeNull();
    const devices = within(screen.getByRole('list', { name: 'Signed-in devices' })).getAllByRole('listitem');
    expect(devices.map((d) => d.getAttribute('aria-label'))).toEqual(['This device', 'Chrome on Linux']);
    expect(within(devices[0]!).queryByRole('button', { name: 'End' })).toBeNull();
    expect(within(devices[1]!).getByRole('button', { name: 'End' })).toBeInTheDocument();
    // jsdom has no push service: the alerts card says so instead of offering a switch that cannot work.
    const alerts = await screen.findByRole('region', { name: 'Alerts while away' });
    expect(await within(alerts).findByText(/This browser cannot show the game's notifications/)).toBeInTheDocument();
    expect(within(alerts).queryByRole('button', { name: 'Turn on for this device' })).toBeNull();
  });

  it('says notifications need HTTPS when the game is opened over plain HTTP (a LAN address)', async () => {
    vi.stubGlobal('isSecureContext', false);
    renderPage(() => failResponse(404));
    const alerts = await screen.findByRole('region', { name: 'Alerts while away' });
    expect(await within(alerts).findByText(/Notifications need the game served over HTTPS/)).toBeInTheDocument();
  });

  it('deletes only once the factory name is typed exactly and the password given', async () => {
    const user = userEvent.setup();
    const { sent } = renderPage(() => okResponse({ deleted: true }));
    const danger = await screen.findByRole('region', { name: 'Danger zone' });
    const remove = within(danger).getByRole('button', { name: 'Delete account' });
    await user.type(within(danger).getByLabelText('Password'), 'my-password');
    await user.type(within(danger).getByLabelText("Type your factory's name to confirm"), NAME.slice(0, -1));
    expect(remove).toBeDisabled();
    await user.type(within(danger).getByLabelText("Type your factory's name to confirm"), '>');
    expect(remove).toBeEnabled();
    await user.click(remove);
    await vi.waitFor(() => expect(useAuthStore.getState().status).toBe('signed-out'));
    expect(sent('/account/delete')).toEqual({ password: 'my-password', confirmFactoryName: NAME });
  });

  it("keeps this device signed in with the new token, and shows the server's refusal in words", async () => {
    const user = userEvent.setup();
    let refuse = true;
    renderPage(() =>
      refuse ? failResponse(403, 'The current password is not right') : okResponse({ token: 'fresh-token' }),
    );
    await user.type(await screen.findByLabelText('Current password'), 'wrong-one');
    await user.type(screen.getByLabelText('New password'), 'quiet-anvil-harbour-73');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The current password is not right');
    expect(useAuthStore.getState().token).toBe('test-token');

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await vi.waitFor(() => expect(useAuthStore.getState().token).toBe('fresh-token'));
    expect(useAuthStore.getState().status).toBe('signed-in');
  });

  it("shows the factory's former names, and the server's refusal of a look-alike name in words", async () => {
    const user = userEvent.setup();
    renderPage(() => failResponse(409, "Another factory's name looks the same as this one; choose another name"), {
      ...account,
      formerNames: ['Old Works', 'Older Works'],
      renamedFrom: 'Older Works',
    });
    expect(await screen.findByTestId('former-names')).toHaveTextContent('formerly Old Works, Older Works');
    expect(screen.getByTestId('renamed-notice')).toHaveTextContent('Your factory was called Older Works.');
    const field = screen.getByLabelText('New factory name');
    await user.clear(field);
    await user.type(field, 'Rita Real');
    await user.click(screen.getByRole('button', { name: 'Rename factory' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Another factory's name looks the same as this one; choose another name",
    );
  });

  it('closes the rename form until the next rename the server allows, saying when', async () => {
    const user = userEvent.setup();
    renderPage(() => failResponse(404), { ...account, nextRenameAt: '2026-12-02T06:00:00.000Z' });
    const field = await screen.findByLabelText('New factory name');
    await user.clear(field);
    await user.type(field, 'Another Works');
    expect(screen.getByRole('button', { name: 'Rename factory' })).toBeDisabled();
    expect(screen.getByText(/You can rename your factory once every 7 days: next from/)).toBeInTheDocument();
  });
});
