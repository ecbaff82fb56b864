import type { EventSourceMessage, FetchEventSourceInit } from '@microsoft/fetch-event-source';
import { QueryClient } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useEventStream } from '@/features/events/lib/use-event-stream';
import { useAuthStore } from '@/shared/stores/auth';
import { INBOX_STORAGE_KEY, MAX_INBOX, useInbox } from '@/shared/stores/inbox';
import { useNotifications } from '@/shared/stores/notifications';
import { renderRoutes } from '@/test/render-signed-in';
import { NotificationBell } from './NotificationBell';

/** The stream the page opened: the test plays the server through its callbacks. */
const opened: FetchEventSourceInit[] = [];
vi.mock('@microsoft/fetch-event-source', () => ({
  fetchEventSource: (_url: string, init: FetchEventSourceInit) => {
    opened.push(init);
    return new Promise(() => {});
  },
}));

const send = (event: string, data: unknown, id: string) =>
  act(() => opened.at(-1)!.onmessage!({ event, data: JSON.stringify(data), id } satisfies EventSourceMessage));

function Shell() {
  useEventStream();
  return <NotificationBell />;
}

function renderShell() {
  return renderRoutes(
    new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    [
      { path: '/game', element: <Shell /> },
      { path: '/game/maintenance', element: <p>Maintenance page</p> },
    ],
    '/game',
  );
}

const signIn = (id: string) =>
  useAuthStore.setState({ token: `tok-${id}`, status: 'signed-in', user: { id, email: `${id}@x.io`, name: id } });

const breakdown = { tick: 8, machineId: 'm1', description: 'Coal Mine #1 broke down and stopped' };
const repair = { tick: 8, machineId: 'm1', description: 'Repaired to 70% condition' };

describe('NotificationBell', () => {
  beforeEach(() => {
    opened.length = 0;
    localStorage.clear();
    useInbox.setState({ byPlayer: {} });
    useNotifications.getState().clear();
    signIn('ada');
  });
  afterEach(() => {
    useAuthStore.setState({ token: null, status: 'signed-out', user: null });
  });

  it('counts the player’s unread events in its name, and toasts only the important ones', () => {
    renderShell();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    send('breakdown', breakdown, '8-2');
    send('repair', repair, '8-1000007');
    send('tick', { tick: 9, nextTickAt: '2026-01-01T00:05:00Z', tickIntervalMs: 300_000 }, '9-0');
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toHaveTextContent('2');
    // The breakdown interrupts; the repair waits in the bell.
    expect(useNotifications.getState().notifications.map((n) => n.message)).toEqual([breakdown.description]);
  });

  it('keeps an event once however often the server replays it', () => {
    renderShell();
    send('achievement', { tick: 8, achievement: 'FIRST_MACHINE', name: 'Breaking Ground' }, '8-1000001');
    send('achievement', { tick: 8, achievement: 'FIRST_MACHINE', name: 'Breaking Ground' }, '8-1000001');
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    expect(useNotifications.getState().notifications).toHaveLength(1);
  });

  it('opens a dialog by keyboard listing the events newest first, with a link to where to act', async () => {
    const user = userEvent.setup();
    const router = renderShell();
    send('breakdown', breakdown, '8-2');
    send('loan', { tick: 8, change: 'taken', amount: 500_000, debt: 550_000 }, '8-1000009');
    await user.tab();
    expect(screen.getByRole('button', { name: /Notifications, 2 unread/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    const items = within(panel).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Loan taken: $5,000.00 borrowed, $5,500.00 owed');
    expect(items[1]).toHaveTextContent(breakdown.description);
    expect(within(items[1]!).getByRole('link')).toHaveAttribute('href', '/game/maintenance');

    await user.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Mark all read' })).toBeDisabled();

    await user.click(within(items[1]!).getByRole('link'));
    expect(router.state.location.pathname).toBe('/game/maintenance');
  });

  it('keeps each player’s own events on the device, the last MAX_INBOX of them', () => {
    renderShell();
    for (let i = 0; i < MAX_INBOX + 5; i++) send('repair', repair, `${i}-2`);
    expect(useInbox.getState().byPlayer.ada).toHaveLength(MAX_INBOX);
    expect(useInbox.getState().byPlayer.ada?.[0]?.id).toBe(`${MAX_INBOX + 4}-2`);
    expect(JSON.parse(localStorage.getItem(INBOX_STORAGE_KEY)!).state.byPlayer.ada).toHaveLength(MAX_INBOX);
    act(() => signIn('bob'));
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });
});
