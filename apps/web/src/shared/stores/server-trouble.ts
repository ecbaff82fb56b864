import { create } from 'zustand';

/** How long to wait before asking again when the server names no time (`Retry-After`). */
export const DEFAULT_RETRY_MS = 5_000;

/**
 * Whether the server is having trouble: it answered 502, 503 or 504 (its database unreachable, or
 * a proxy in front of it with no server behind), or could not be reached at all. Any answer of
 * the server's own clears it. `retryMs` is when to ask again, from its `Retry-After`.
 */
export const useServerTrouble = create<{ trouble: boolean; retryMs: number }>()(() => ({
  trouble: false,
  retryMs: DEFAULT_RETRY_MS,
}));

/** The statuses that say the server (not the request) is at fault, for now. */
export const isTroubleStatus = (status: number) => status === 0 || status === 502 || status === 503 || status === 504;

/** Told by every call (shared/lib/api.ts): the status it got, and the `Retry-After` header if any. */
export function noteServerAnswer(status: number, retryAfter: string | null): void {
  if (!isTroubleStatus(status)) {
    if (useServerTrouble.getState().trouble) useServerTrouble.setState({ trouble: false });
    return;
  }
  const seconds = Number(retryAfter);
  const retryMs = Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 60) * 1000 : DEFAULT_RETRY_MS;
  useServerTrouble.setState({ trouble: true, retryMs });
}
