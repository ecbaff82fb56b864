/**
 * Answers that change only when a tick moves (the market's price history, the standings over
 * every factory) are loaded once per tick per process, however many players ask. `tick` is any
 * number that grows as ticks do: the market's tick, or `tickVersion` (tick/runs.ts). A failed load is
 * forgotten, so the next request tries again. A request that read an older tick than the one
 * loaded since gets the newer answer, rather than loading the older one again over it.
 */
export function perTick<V>(load: (key: string) => Promise<V>) {
  const cache = new Map<string, { tick: number; value: Promise<V> }>();
  const get = (tick: number, key: string): Promise<V> => {
    const hit = cache.get(key);
    if (hit && hit.tick >= tick) return hit.value;
    const value = load(key);
    cache.set(key, { tick, value });
    value.catch(() => {
      if (cache.get(key)?.value === value) cache.delete(key);
    });
    return value;
  };
  /** Drops what is loaded, so the next request loads again (what it holds changed before the next tick). */
  const forget = () => cache.clear();
  /**
   * Applies `change` in place to what is loaded or loading now (once it has loaded), for a change too
   * small to load it all again for; a load that fails is left to fail.
   */
  const amend = async (change: (value: V) => void) => {
    await Promise.all([...cache.values()].map((hit) => hit.value.then(change, () => undefined)));
  };
  return Object.assign(get, { forget, amend });
}
