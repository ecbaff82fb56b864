/**
 * Market-wide answers (a resource's price history, the day's movers) change only when the market
 * takes a tick, so a process loads each once per market tick, however many players ask. A failed
 * load is forgotten, so the next request tries again.
 */
export function perTick<V>(load: (key: string) => Promise<V>) {
  const cache = new Map<string, { tick: number; value: Promise<V> }>();
  return (tick: number, key: string): Promise<V> => {
    const hit = cache.get(key);
    if (hit?.tick === tick) return hit.value;
    const value = load(key);
    cache.set(key, { tick, value });
    value.catch(() => {
      if (cache.get(key)?.value === value) cache.delete(key);
    });
    return value;
  };
}
