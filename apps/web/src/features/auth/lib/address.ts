import { useSyncExternalStore } from 'react';

/*
 * The gate runs without the game's router (which loads only once signed in, to keep the sign-in
 * page light): it reads and rewrites the address itself. Rewriting never adds a history entry.
 */

const CHANGED = 'hashchange';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('popstate', onChange);
  };
}

/** The address's hash ('#/sign-up'), kept up to date. */
export function useHash(): string {
  return useSyncExternalStore(subscribe, () => window.location.hash);
}

/** Replaces the address (a path, or a hash alone) in place and tells `useHash`. */
export function replaceAddress(url: string): void {
  window.history.replaceState(window.history.state, '', url);
  window.dispatchEvent(new Event(CHANGED));
}
