/**
 * One player's tabs share one event stream (issue 45): a browser gives a host six HTTP/1.1
 * connections, and a stream per tab spent them, so that with three tabs two waited 10–15 s for
 * their pages and with eleven the overview never loaded.
 *
 * The tab holding a Web Lock leads: it alone opens the stream and passes each message to the other
 * tabs over a BroadcastChannel. The browser releases a lock when its tab closes, crashes or is
 * navigated away, and hands it to the next tab waiting for it, so leadership moves on without a
 * heartbeat or a timeout to tune. A tab that joins asks the leader to say again what a newcomer
 * must know (the link's status). Without locks or channels (an old browser, a test's DOM), each
 * tab leads alone, as before.
 */

/** The part of `navigator.locks` the election uses. */
export interface TabLocks {
  request(name: string, options: { signal: AbortSignal }, callback: () => Promise<void>): Promise<unknown>;
}

/** The part of a BroadcastChannel the election uses. */
export interface TabChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

/** What goes between the tabs: a message the leader relays, or a newcomer's hello. */
type Frame<M> = { relay: M } | { join: true };

export interface TabLeaderOptions<M> {
  /** The lock's and the channel's name: one election per player. */
  name: string;
  /**
   * Becomes the tabs' leader: opens the one stream, hands each message to `relay` for the other
   * tabs, and answers how to stop it.
   */
  lead: (relay: (message: M) => void) => () => void;
  /** A message the leader relayed. */
  follow: (message: M) => void;
  /** Another tab joined: the leader relays again what a newcomer must know. */
  joined?: (relay: (message: M) => void) => void;
  locks?: TabLocks | undefined;
  channel?: ((name: string) => TabChannel) | undefined;
}

/** The browser's own locks and channels, where it has both. */
export function browserTabs(): Pick<TabLeaderOptions<unknown>, 'locks' | 'channel'> {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator.locks as TabLocks | undefined);
  const channel =
    typeof BroadcastChannel === 'undefined' ? undefined : (name: string) => new BroadcastChannel(name) as TabChannel;
  return { locks, channel };
}

/**
 * Leads or follows among the tabs of `name`; answers how to leave (a leader's stream stops and
 * the next tab takes over).
 */
export function joinTabs<M>({ name, lead, follow, joined, locks, channel }: TabLeaderOptions<M>): () => void {
  if (!locks || !channel) return lead(() => {});
  const tabs = channel(name);
  const abort = new AbortController();
  const post = (frame: Frame<M>) => tabs.postMessage(frame);
  const relay = (message: M) => post({ relay: message });
  let leading = false;
  let release = () => {};
  tabs.addEventListener('message', (event: MessageEvent) => {
    const frame = event.data as Frame<M>;
    if ('join' in frame) {
      if (leading) joined?.(relay);
    } else if (!leading) follow(frame.relay);
  });
  locks
    .request(name, { signal: abort.signal }, async () => {
      if (abort.signal.aborted) return;
      leading = true;
      const stop = lead(relay);
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      leading = false;
      stop();
    })
    // Aborted while waiting: this tab left before its turn came.
    .catch(() => {});
  post({ join: true });
  return () => {
    abort.abort();
    release();
    tabs.close();
  };
}
