import { fetchEventSource } from '@microsoft/fetch-event-source';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { API_BASE, pathOf } from '@/shared/lib/api';
import { queryKeys } from '@/shared/lib/query-client';
import { useAuthStore } from '@/shared/stores/auth';
import { useInbox } from '@/shared/stores/inbox';
import { useLiveLink } from '@/shared/stores/live-link';
import { reactToEvent } from './react-to-event';

/** The longest wait between two attempts to reopen a dropped stream. */
export const MAX_RETRY_MS = 30_000;

/** Waits 1 s, 2 s, 4 s… after each failure in a row, up to MAX_RETRY_MS. */
export const retryDelay = (failures: number) => Math.min(MAX_RETRY_MS, 1_000 * 2 ** Math.max(0, failures - 1));

/** Ends the stream for good: the server refused the token, or gave the stream's place to another page. */
class Stop extends Error {}

/**
 * Keeps the signed-in player's event stream (`GET /api/events`) open, mounted once in the shell.
 * The bearer token goes in the header (EventSource cannot send one), and the reader sends
 * `Last-Event-ID` when it reconnects, and a fresh page the last id this device saw, so the server
 * replays what was missed. While the stream is
 * down the queries' own polling stays in force (shared/stores/live-link.ts).
 */
export function useEventStream(): void {
  const token = useAuthStore((s) => s.token);
  const client = useQueryClient();
  useEffect(() => {
    const { setStatus } = useLiveLink.getState();
    if (!token) return;
    const abort = new AbortController();
    let failures = 0;
    setStatus('connecting');
    // A page opened afresh asks for what came after the last event this device saw: the bell then
    // hears of a fill (or a breakdown) that happened while the game was closed.
    const player = useAuthStore.getState().user?.id;
    const lastSeen = player ? useInbox.getState().lastSeen[player] : undefined;
    fetchEventSource(`${API_BASE}${pathOf('events')}`, {
      headers: { authorization: `Bearer ${token}`, ...(lastSeen ? { 'last-event-id': lastSeen } : {}) },
      signal: abort.signal,
      onopen: async (response) => {
        if (!response.ok || !response.headers.get('content-type')?.startsWith('text/event-stream'))
          // A 401 ends here: the queries' own 401 signs the player out.
          throw response.status === 401 ? new Stop() : new Error(`events stream answered ${response.status}`);
        // Ticks older than the server's replay may have gone by meanwhile.
        if (failures > 0) void client.invalidateQueries({ queryKey: queryKeys.tickInfo });
        failures = 0;
        setStatus('live');
      },
      onmessage: (message) => {
        if (!reactToEvent(client, message)) throw new Stop();
      },
      onclose: () => {
        throw new Error('events stream ended');
      },
      onerror: (error: unknown) => {
        if (error instanceof Stop) throw error;
        failures++;
        setStatus('reconnecting');
        return retryDelay(failures);
      },
    }).catch(() => {
      if (!abort.signal.aborted) setStatus('paused');
    });
    return () => {
      abort.abort();
      setStatus('connecting');
    };
  }, [token, client]);
}
