import { describe, expect, it, vi } from 'vitest';
import type { TabChannel, TabLocks } from './tab-leader';
import { joinTabs } from './tab-leader';

/** One browser's locks: a name is held by one holder at a time, the rest wait their turn in order. */
function fakeLocks(): TabLocks {
  const queues = new Map<string, { run: () => Promise<void>; signal: AbortSignal; reject: (e: Error) => void }[]>();
  const held = new Set<string>();
  const next = (name: string) => {
    if (held.has(name)) return;
    const waiting = queues.get(name) ?? [];
    const turn = waiting.shift();
    if (!turn) return;
    held.add(name);
    void turn.run().finally(() => {
      held.delete(name);
      next(name);
    });
  };
  return {
    request: (name, { signal }, callback) =>
      new Promise((resolve, reject) => {
        const queue = queues.get(name) ?? [];
        queues.set(name, queue);
        const entry = { run: () => callback().then(resolve), signal, reject };
        signal.addEventListener('abort', () => {
          const at = queue.indexOf(entry);
          if (at >= 0) {
            queue.splice(at, 1);
            reject(new DOMException('aborted', 'AbortError'));
          }
        });
        queue.push(entry);
        next(name);
      }),
  };
}

/** One browser's channels: a message reaches every other open channel of its name, later, as BroadcastChannel does. */
function fakeChannels() {
  const open = new Map<string, Set<{ listeners: ((e: MessageEvent) => void)[] }>>();
  return (name: string): TabChannel => {
    const me = { listeners: [] as ((e: MessageEvent) => void)[] };
    const peers = open.get(name) ?? new Set();
    open.set(name, peers);
    peers.add(me);
    return {
      postMessage: (data) => {
        for (const peer of peers)
          if (peer !== me) setTimeout(() => peer.listeners.forEach((l) => l({ data } as MessageEvent)), 0);
      },
      addEventListener: (_type, listener) => me.listeners.push(listener),
      close: () => peers.delete(me),
    };
  };
}

/** A tab of the browser: what it opened as leader, and what it heard as follower. */
function tab(browser: { locks: TabLocks; channel: (name: string) => TabChannel }, name = 'events-p1') {
  const state = { streams: 0, open: false, heard: [] as string[], relay: (_m: string) => {} };
  const leave = joinTabs<string>({
    name,
    lead: (relay) => {
      state.streams++;
      state.open = true;
      state.relay = relay;
      return () => {
        state.open = false;
      };
    },
    follow: (m) => state.heard.push(m),
    joined: (relay) => relay('status: live'),
    ...browser,
  });
  return { state, leave };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('one event stream for all of a player’s tabs', () => {
  it('has the first tab open the stream and pass every message to the others, which open none', async () => {
    const browser = { locks: fakeLocks(), channel: fakeChannels() };
    const tabs = Array.from({ length: 12 }, () => tab(browser));
    await vi.waitFor(() => expect(tabs[0]!.state.open).toBe(true));
    // Each newcomer's hello is answered with what it must know.
    await vi.waitFor(() => expect(tabs[11]!.state.heard).toContain('status: live'));
    tabs[0]!.state.relay('tick 41');
    await vi.waitFor(() => tabs.slice(1).forEach((t) => expect(t.state.heard).toContain('tick 41')));
    expect(tabs.map((t) => t.state.streams)).toEqual([1, ...Array<number>(11).fill(0)]);
    expect(tabs[0]!.state.heard).not.toContain('tick 41');
  });

  it('hands the stream to the next tab when the leader closes, and only one leads at a time', async () => {
    const browser = { locks: fakeLocks(), channel: fakeChannels() };
    const [first, second, third] = [tab(browser), tab(browser), tab(browser)];
    await vi.waitFor(() => expect(first.state.open).toBe(true));
    first.leave();
    await vi.waitFor(() => expect(second.state.open).toBe(true));
    expect(first.state.open).toBe(false);
    expect(third.state.streams).toBe(0);
    second.state.relay('tick 42');
    await vi.waitFor(() => expect(third.state.heard).toContain('tick 42'));
    expect(first.state.heard).not.toContain('tick 42');
    // A follower that leaves never leads; the last tab standing does.
    third.leave();
    second.leave();
    await settle();
    expect(third.state.streams).toBe(0);
    const fourth = tab(browser);
    await vi.waitFor(() => expect(fourth.state.open).toBe(true));
  });

  it("keeps another player's tabs apart: each player has a leader of its own", async () => {
    const browser = { locks: fakeLocks(), channel: fakeChannels() };
    const [mine, theirs] = [tab(browser, 'events-p1'), tab(browser, 'events-p2')];
    await vi.waitFor(() => expect(mine.state.open && theirs.state.open).toBe(true));
  });

  it('leads alone without locks or channels, as every tab did before', () => {
    const alone = tab({ locks: undefined, channel: undefined } as never);
    expect(alone.state.open).toBe(true);
    alone.leave();
  });
});
