import { create } from 'zustand';

/**
 * The game's event stream (features/events):
 * - `connecting`: not open yet, or signed out;
 * - `live`: open, each tick arrives as it finishes;
 * - `reconnecting`: dropped, trying again;
 * - `paused`: the server gave its place to a newer page of the player's; this one polls.
 */
export type LinkStatus = 'connecting' | 'live' | 'reconnecting' | 'paused';

export const useLiveLink = create<{ status: LinkStatus; setStatus: (status: LinkStatus) => void }>()((set) => ({
  status: 'connecting',
  setStatus: (status) => set({ status }),
}));

/** While the stream is live, the polls that catch a tick are only a safety net: they run this many times less often. */
export const LIVE_POLL_FACTOR = 4;

/** A query's `refetchInterval`: `ms` while the stream is down, LIVE_POLL_FACTOR times longer while it is live. */
export const pollEvery = (ms: number) => () => (useLiveLink.getState().status === 'live' ? ms * LIVE_POLL_FACTOR : ms);
