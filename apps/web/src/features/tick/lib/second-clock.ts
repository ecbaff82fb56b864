import { useSyncExternalStore } from 'react';

/**
 * One shared one-second clock for every countdown on screen, so the header's timer and the
 * Overview's card always show the same second (two separate intervals could drift apart).
 * The interval runs only while something is subscribed.
 */
let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, 1_000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const snapshot = () => now;

/** The current time in ms, updated once a second. */
export function useSecondClock(): number {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
