import { useCallback, useSyncExternalStore } from 'react';

/** One list per query, made once: a render asks `matches` of it rather than making another. */
const lists = new Map<string, MediaQueryList>();
const listOf = (query: string) => {
  let list = lists.get(query);
  if (!list) lists.set(query, (list = window.matchMedia(query)));
  return list;
};

/**
 * Whether the viewport matches `query` (a CSS media query), kept current as it changes. Where the
 * browser cannot say (no `matchMedia`, as in jsdom), `fallback`.
 */
export function useMediaQuery(query: string, fallback = true): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = listOf(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () =>
    typeof window.matchMedia === 'function' ? listOf(query).matches : fallback,
  );
}
