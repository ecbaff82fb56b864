import pg from 'pg';

/** How often a server process asks PostgreSQL whether it answers. */
export const PROBE_EVERY_MS = 1_000;
/**
 * How long a probe may take before the database counts as unreachable (a hung or cut-off server):
 * a probe every second that misses after 2 s tells a hung database within 3 s, and the requests it
 * holds are answered then, inside 5 s.
 */
export const PROBE_TIMEOUT_MS = 2_000;

/**
 * `work`, or a rejection after `ms`. The deadline gives this process's own pending I/O one more
 * turn before it counts: a busy event loop that ran its timers late has not yet read an answer
 * that arrived in time, and a loaded process must not take itself for a database outage.
 */
async function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => setImmediate(() => reject(new Error('the database did not answer in time'))), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

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
        const next = new pg.Client({ connectionString: url, application_name: 'forgeworks-probe' }).on(
          'error',
          () => {},
        );
        client = next;
        await within(next.connect(), PROBE_TIMEOUT_MS);
      }
      await within(client.query('SELECT 1'), PROBE_TIMEOUT_MS);
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
