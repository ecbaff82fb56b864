import { fetchEventSource } from '@microsoft/fetch-event-source';
import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { API_BASE, pathOf } from '@/shared/lib/api';
import { queryKeys } from '@/shared/lib/query-client';
import { useAuthStore } from '@/shared/stores/auth';
import { useInbox } from '@/shared/stores/inbox';
import type { LinkStatus } from '@/shared/stores/live-link';
import { useLiveLink } from '@/shared/stores/live-link';
import type { StreamMessage } from './react-to-event';
import { reactToEvent } from './react-to-event';
import { browserTabs, joinTabs } from './tab-leader';

/** The longest wait between two attempts to reopen a dropped stream. */
export const MAX_RETRY_MS = 30_000;

/** Waits 1 s, 2 s, 4 s… after each failure in a row, up to MAX_RETRY_MS. */
export const retryDelay = (failures: number) => Math.min(MAX_RETRY_MS, 1_000 * 2 ** Math.max(0, failures - 1));

/** Ends the stream for good: the server refused the token, or gave the stream's place to another page. */
class Stop extends Error {}

/** What the leading tab passes to the others: each message of the stream, and the link's status. */
type Shared = { kind: 'event'; message: StreamMessage } | { kind: 'status'; status: LinkStatus };

/**
 * Keeps the signed-in player's event stream (`GET /api/events`) open, mounted once in the shell,
 * one stream for all the player's tabs (tab-leader.ts): the leading tab reads it and passes every
 * message on, and the others react to them as their own.
 */
export function useEventStream(): void {
  const token = useAuthStore((s) => s.token);
  const player = useAuthStore((s) => s.user?.id);
  const client = useQueryClient();
  useEffect(() => {
    const { setStatus } = useLiveLink.getState();
    if (!token) return;
    setStatus('connecting');
    const leave = joinTabs<Shared>({
      name: `forgeworks-events-${player ?? ''}`,
      lead: (relay) => openStream(token, client, relay),
      follow: (shared) => {
        if (shared.kind === 'status') setStatus(shared.status);
        else reactToEvent(client, shared.message);
      },
      joined: (relay) => relay({ kind: 'status', status: useLiveLink.getState().status }),
      ...browserTabs(),
    });
    return () => {
      leave();
      setStatus('connecting');
    };
  }, [token, player, client]);
}

/**
 * Opens the stream and keeps it open; answers how to close it. The bearer token goes in the header
 * (EventSource cannot send one), and the reader sends `Last-Event-ID` when it reconnects, and a
 * fresh page (or a tab taking the lead) the last id this device saw, so the server replays what was
 * missed. While the stream is down the queries' own polling stays in force (shared/stores/live-link.ts).
 */
function openStream(token: string, client: QueryClient, relay: (shared: Shared) => void): () => void {
  const status = (to: LinkStatus) => {
    useLiveLink.getState().setStatus(to);
    relay({ kind: 'status', status: to });
  };
  const abort = new AbortController();
  let failures = 0;
  status('connecting');
  // A page opened afresh asks for what came after the last event this device saw: the bell then
  // hears of a fill (or a breakdown) that happened while the game was closed.
  const player = useAuthStore.getState().user?.id;
  const lastSeen = player ? useInbox.getState().lastSeen[player] : undefined;
  fetchEventSource(`${API_BASE}${pathOf('events')}`, {
    headers: { authorization: `Bearer ${token}`, ...(lastSeen ? { 'last-event-id': lastSeen } : {}) },
    signal: abort.signal,
    // A stream that never ends is no part of loading the page: at the browser's default (high)
    // priority it competes with the page's own requests and the page never counts as loaded.
    priority: 'low',
    onopen: async (response) => {
      if (!response.ok || !response.headers.get('content-type')?.startsWith('text/event-stream'))
        // A 401 ends here: the queries' own 401 signs the player out.
        throw response.status === 401 ? new Stop() : new Error(`events stream answered ${response.status}`);
      // Ticks older than the server's replay may have gone by meanwhile.
      if (failures > 0) void client.invalidateQueries({ queryKey: queryKeys.tickInfo });
      failures = 0;
      status('live');
    },
    onmessage: (message) => {
      if (!reactToEvent(client, message)) throw new Stop();
      relay({ kind: 'event', message });
    },
    onclose: () => {
      throw new Error('events stream ended');
    },
    onerror: (error: unknown) => {
      if (error instanceof Stop) throw error;
      failures++;
      status('reconnecting');
      return retryDelay(failures);
    },
  }).catch(() => {
    if (!abort.signal.aborted) status('paused');
  });
  return () => abort.abort();
}
