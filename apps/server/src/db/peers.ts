import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './database.js';
import { CONNECT_TIMEOUT_MS } from './database.js';

/** The channel on which server processes sharing one PostgreSQL tell each other what they changed. */
export const PEERS_CHANNEL = 'forgeworks_caches';
/** Each process's listening connection is named so (pg_stat_activity), for an operator to find them. */
const LISTENER_NAME = 'forgeworks-peer';
/** Before a dropped listening connection is opened again. */
const RELISTEN_MS = 1_000;
/**
 * How long a round trip on the listening connection may take (`caughtUp`). One that has not come
 * back by then is taken for a dead connection: it is dropped, so caches are off (every read goes to
 * the database) until it is open again.
 */
export const CATCH_UP_TIMEOUT_MS = 2_000;

/**
 * What the processes tell each other, each a word and its argument (every process hears its own
 * too, and forgets again what it has just kept: one read more, never a stale one):
 * `factory <userId>` (that player's factory was written), `factories` (a tick batch: any may have
 * been), `renamed <json>` (a factory's new name, with its player's and its own id, which the boards
 * take in place), `listing <userId>` (that factory left or rejoined the public boards: deleted,
 * suspended or lifted), `sessions`
 * (sessions ended), `tick` (a tick started or finished).
 */
export type PeerNotice =
  'factories' | 'sessions' | 'tick' | `factory ${string}` | `renamed ${string}` | `listing ${string}`;

/** The statement that sends a notice; inside a transaction it is sent when that commits. */
export const noticeStatement = (notice: PeerNotice) => sql`SELECT pg_notify(${PEERS_CHANNEL}, ${notice})`;

export interface Peers {
  /** Whether this process hears the others (its listening connection is up); caches are kept only then. */
  readonly live: boolean;
  /** `listener` hears each notice of every process, its own too, and `onLive` each change of `live`. */
  subscribe(listener: (notice: PeerNotice) => void, onLive: (live: boolean) => void): void;
  /**
   * Answers once this process has heard every notice committed before the call (or has stopped
   * keeping caches: `live` is then false). A request that waits for it before reading what this
   * process keeps is never served a write older than the request. Never throws.
   */
  caughtUp(): Promise<void>;
  /** Sends `notice` now (outside any transaction). Never throws. */
  tell(notice: PeerNotice): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The processes sharing a PostgreSQL, each with a listening connection of its own on PEERS_CHANNEL.
 * Writers never wait for one another: a write's notices go out with its commit, and each process,
 * before it serves a request from memory, makes sure it has heard every notice committed before the
 * request arrived (`caughtUp`). PostgreSQL sends a listening connection the notices committed before
 * a query ahead of that query's answer (a committing backend signals the listeners before its client
 * hears of the commit, and a listener delivers what it was signalled before it answers its next
 * query), so one query's round trip on that connection, begun after the request arrived, is enough.
 * Requests that arrive together share a round trip. A frozen, slow or dead process therefore costs
 * the others nothing: nobody waits for it, and on waking it catches up before it serves anyone.
 */
export async function joinPeers(url: string, db: Pick<Db, 'execute'>): Promise<Peers> {
  let client: pg.Client | null = null;
  /** Drops the current listening connection (caches off), to be opened again. */
  let dropCurrent = () => {};
  let live = false;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  const listeners: ((notice: PeerNotice) => void)[] = [];
  const liveListeners: ((live: boolean) => void)[] = [];
  const setLive = (next: boolean) => {
    if (next === live) return;
    live = next;
    for (const listener of liveListeners) listener(live);
  };

  const connect = async () => {
    const next = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
      application_name: LISTENER_NAME,
    });
    let dropped = false;
    const drop = () => {
      if (dropped) return;
      dropped = true;
      if (client === next) {
        client = null;
        dropCurrent = () => {};
        setLive(false);
      }
      void next.end().catch(() => {});
      if (!stopped) retry = setTimeout(() => void connect().catch(() => {}), RELISTEN_MS);
    };
    next.on('notification', (message) => {
      if (message.channel !== PEERS_CHANNEL || !message.payload) return;
      for (const listener of listeners) listener(message.payload as PeerNotice);
    });
    next.on('error', drop);
    next.on('end', drop);
    try {
      await next.connect();
      await next.query(`LISTEN ${PEERS_CHANNEL}`);
    } catch (error) {
      drop();
      throw error;
    }
    client = next;
    dropCurrent = drop;
    setLive(true);
  };

  /** One query's round trip on the listening connection: every notice committed before it has been heard after it. */
  const roundTrip = async () => {
    const listening = client;
    if (!listening) return;
    const drop = dropCurrent;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), CATCH_UP_TIMEOUT_MS)));
    const answered = await Promise.race([
      listening.query('SELECT 1').then(
        () => true,
        () => false,
      ),
      timedOut,
    ]);
    clearTimeout(timer);
    // Unheard notices may be stuck on a connection that does not answer: caches go off until it is open again.
    if (!answered) drop();
  };
  /** The round trip under way, and the one that follows it for callers who came while it was under way. */
  let current: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  const start = () => {
    const trip: Promise<void> = roundTrip().then(() => {
      if (current === trip) current = null;
    });
    current = trip;
    return trip;
  };
  const caughtUp = (): Promise<void> => {
    if (!live) return Promise.resolve();
    if (!current) return start();
    // The round trip under way began before this call: it may have missed a notice committed since.
    queued ??= current.then(() => {
      queued = null;
      return current ?? start();
    });
    return queued;
  };

  await connect().catch(() => {
    // Not up yet: tried again every RELISTEN_MS; caches stay off meanwhile.
  });

  const peers: Peers = {
    get live() {
      return live;
    },
    subscribe: (listener, onLive) => {
      listeners.push(listener);
      liveListeners.push(onLive);
    },
    caughtUp,
    tell: async (notice) => {
      try {
        await db.execute(noticeStatement(notice));
      } catch {
        // The database is gone: so is every process's listening connection, and with it their caches.
      }
    },
    stop: async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      setLive(false);
      await client?.end().catch(() => {});
    },
  };
  return peers;
}
