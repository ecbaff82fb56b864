import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './database.js';
import { CONNECT_TIMEOUT_MS } from './database.js';
import { rowsOf } from './rows.js';

/** The channel on which server processes sharing one PostgreSQL tell each other what they changed. */
export const PEERS_CHANNEL = 'forgeworks_caches';
/** Each process's listening connection is named so, for the others to count them (pg_stat_activity). */
const LISTENER_NAME = 'forgeworks-peer';
/** Before a dropped listening connection is opened again. */
const RELISTEN_MS = 1_000;
/**
 * How long a writer waits for the other processes to say they have heard its change. One that has
 * not said so by then is stuck (its event loop, or its connection half-dead); the writer answers anyway.
 */
export const SETTLE_TIMEOUT_MS = 1_000;

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
  /** `listener` hears each notice of another process, and `onLive` each change of `live`. */
  subscribe(listener: (notice: PeerNotice) => void, onLive: (live: boolean) => void): void;
  /**
   * Answers once every other process has heard every notice committed before the call (or
   * SETTLE_TIMEOUT_MS has passed): a write that waits for it before answering is never read
   * stale from another process after. Never throws: the write it follows is committed.
   */
  settle(): Promise<void>;
  /** Sends `notice` now (outside any transaction), then settles. */
  tell(notice: PeerNotice): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The processes sharing a PostgreSQL, each with a listening connection of its own on
 * PEERS_CHANNEL. A writer's notices go out with its commit; `settle` then sends `sync`, which every
 * listener hears after them (a channel's notices arrive in commit order), and waits for each
 * listener counted in pg_stat_activity to answer `ack`.
 */
export async function joinPeers(url: string, db: Pick<Db, 'execute'>): Promise<Peers> {
  let client: pg.Client | null = null;
  let pid = 0;
  let live = false;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  let seq = 0;
  const listeners: ((notice: PeerNotice) => void)[] = [];
  const liveListeners: ((live: boolean) => void)[] = [];
  /** Each settle under way: the acks heard, and once the listeners are counted, those still awaited. */
  const waiting = new Map<number, { acked: Set<number>; left: Set<number> | null; done: () => void }>();
  const setLive = (next: boolean) => {
    if (next === live) return;
    live = next;
    for (const listener of liveListeners) listener(live);
  };

  const hear = (sender: pg.Client, payload: string) => {
    const [word, ...rest] = payload.split(' ');
    if (word === 'sync') {
      // Another process asks to be told once this one has heard all before: answered on this connection.
      const [from, n] = rest;
      if (Number(from) !== pid)
        void sender.query('SELECT pg_notify($1, $2)', [PEERS_CHANNEL, `ack ${from} ${n} ${pid}`]).catch(() => {});
      return;
    }
    if (word === 'ack') {
      const [to, n, from] = rest.map(Number);
      const wait = to === pid ? waiting.get(n!) : undefined;
      if (!wait) return;
      wait.acked.add(from!);
      wait.left?.delete(from!);
      if (wait.left?.size === 0) wait.done();
      return;
    }
    for (const listener of listeners) listener(payload as PeerNotice);
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
        setLive(false);
      }
      void next.end().catch(() => {});
      if (!stopped) retry = setTimeout(() => void connect().catch(() => {}), RELISTEN_MS);
    };
    next.on('notification', (message) => {
      if (message.channel === PEERS_CHANNEL && message.payload) hear(next, message.payload);
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
    pid = (next as unknown as { processID: number }).processID;
    setLive(true);
  };

  const settle = async () => {
    if (!live) return;
    const n = ++seq;
    const mine = pid;
    // Registered before the sync goes out: a quick peer's ack may arrive before the query's answer.
    let resolve = () => {};
    const finished = new Promise<void>((r) => (resolve = r));
    const timer = setTimeout(() => wait.done(), SETTLE_TIMEOUT_MS);
    const wait = {
      acked: new Set<number>(),
      left: null as Set<number> | null,
      done: () => {
        clearTimeout(timer);
        waiting.delete(n);
        resolve();
      },
    };
    waiting.set(n, wait);
    try {
      const [row] = rowsOf<{ pids: number[] }>(
        await db.execute(sql`
          SELECT pg_notify(${PEERS_CHANNEL}, ${`sync ${mine} ${n}`}) AS sent,
            array(SELECT pid FROM pg_stat_activity
                  WHERE application_name = ${LISTENER_NAME} AND datname = current_database() AND pid <> ${mine}) AS pids`),
      );
      wait.left = new Set((row?.pids ?? []).filter((p) => !wait.acked.has(p)));
      if (wait.left.size === 0) wait.done();
    } catch {
      // The database is gone: every process's listener is too, and each has dropped its caches.
      wait.done();
    }
    await finished;
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
    settle,
    tell: async (notice) => {
      try {
        await db.execute(noticeStatement(notice));
      } catch {
        return;
      }
      await settle();
    },
    stop: async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      setLive(false);
      for (const wait of waiting.values()) wait.done();
      await client?.end().catch(() => {});
    },
  };
  return peers;
}
