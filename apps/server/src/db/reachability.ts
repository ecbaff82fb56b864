import pg from 'pg';

/** How often a server process asks PostgreSQL whether it answers. */
export const PROBE_EVERY_MS = 1_000;
/** How long a probe may take before the database counts as unreachable (a hung or cut-off server). */
export const PROBE_TIMEOUT_MS = 1_000;

export interface Reachability {
  /** Whether the last probe was answered. */
  readonly up: boolean;
  /** Called with the new state whenever it changes. */
  onChange(listener: (up: boolean) => void): void;
  stop(): Promise<void>;
}

/**
 * Asks PostgreSQL `SELECT 1` every PROBE_EVERY_MS on a connection of its own: a database that
 * refuses connections, or takes longer than PROBE_TIMEOUT_MS to answer (stopped, hung, cut off by
 * the network), counts as down until a probe is answered again. The requests' own errors tell a
 * stopped database at once (db/unreachable.ts); only this tells a hung one, whose queries would
 * otherwise wait for the operating system to give the connection up.
 */
export function watchReachability(url: string): Reachability {
  let up = true;
  let stopped = false;
  let client: pg.Client | null = null;
  const listeners: ((up: boolean) => void)[] = [];
  const set = (next: boolean) => {
    if (next === up) return;
    up = next;
    for (const listener of listeners) listener(up);
  };
  const drop = () => {
    void client?.end().catch(() => {});
    client = null;
  };
  const probe = async () => {
    try {
      if (!client) {
        const next = new pg.Client({
          connectionString: url,
          connectionTimeoutMillis: PROBE_TIMEOUT_MS,
          query_timeout: PROBE_TIMEOUT_MS,
          application_name: 'forgeworks-probe',
        }).on('error', () => {});
        client = next;
        await next.connect();
      }
      await client.query('SELECT 1');
      set(true);
    } catch {
      drop();
      if (!stopped) set(false);
    }
  };
  let running: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(probe);
  }, PROBE_EVERY_MS);
  timer.unref();
  return {
    get up() {
      return up;
    },
    onChange: (listener) => void listeners.push(listener),
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
      drop();
    },
  };
}
