import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { signOutAfterEachTest } from '@/test/stub-fetch';
import { okResponse, renderWithApi } from '@/test/query-wrapper';
import { PasswordHelpCard } from './PasswordHelpCard';

const REQUEST = {
  factoryId: 'f-lost',
  factoryName: 'Lost Works',
  playerName: 'Lou Lost',
  email: 'lou@forge.test',
  note: 'Lou on the Trade channel',
  askedAt: '2026-11-28T10:00:00.000Z',
};

describe('PasswordHelpCard', () => {
  signOutAfterEachTest();

  it('lists the players who asked for a link, with their note, to make a link for or dismiss', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderWithApi(<PasswordHelpCard />, (path) =>
      path === '/admin/password-help'
        ? okResponse({ requests: [REQUEST] })
        : okResponse({ player: { factoryId: 'f-lost' } }),
    );
    const list = await screen.findByRole('list', { name: 'Players who asked for a password link' });
    expect(list).toHaveTextContent('Lou Lost (Lost Works)');
    expect(list).toHaveTextContent('lou@forge.test');
    expect(list).toHaveTextContent('“Lou on the Trade channel”');
    await user.click(within(list).getByRole('button', { name: 'Make a link' }));
    expect(await screen.findByRole('dialog', { name: 'Reset link for Lou Lost' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(within(list).getByRole('button', { name: 'Dismiss' }));
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
        '/api/admin/players/f-lost/dismiss-password-help',
      ),
    );
  });

  it('keeps the link on screen when making it answers the request and its row leaves the list', async () => {
    const user = userEvent.setup();
    let answered = false;
    const link = {
      path: '/game#/reset-password/abcdefghijklmnopqrstuvwx',
      url: null,
      expiresAt: '2026-11-28T11:00:00.000Z',
    };
    renderWithApi(<PasswordHelpCard />, (path) => {
      if (path === '/admin/password-help') return okResponse({ requests: answered ? [] : [REQUEST] });
      answered = true;
      return okResponse({ link });
    });
    const list = await screen.findByRole('list', { name: 'Players who asked for a password link' });
    await user.click(within(list).getByRole('button', { name: 'Make a link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset link for Lou Lost' });
    await user.click(within(dialog).getByRole('button', { name: 'Make link' }));
    expect(await within(dialog).findByLabelText('Link, shown only now')).toHaveValue(
      `${window.location.origin}/game#/reset-password/abcdefghijklmnopqrstuvwx`,
    );
    expect(await screen.findByText('No player is waiting for a link.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Link, shown only now')).toBeInTheDocument();
  });

  it('says when nobody is waiting', async () => {
    renderWithApi(<PasswordHelpCard />, () => okResponse({ requests: [] }));
    expect(await screen.findByText('No player is waiting for a link.')).toBeInTheDocument();
  });
});
