import { describe, expect, it, vi } from 'vitest';
import { EventHub, HEARTBEAT_MS, MAX_STREAMS_PER_PLAYER, parseEventId, REPLAY_EVENTS } from '../src/events/hub.js';
import { parseNotice } from '../src/events/notice.js';

/** A stream that keeps what it was sent. */
function stream(userId: string, sessionId = `${userId}-session`) {
  const frames: string[] = [];
  let ended = false;
  return {
    userId,
    sessionId,
    frames,
    ended: () => ended,
    write: (frame: string) => void frames.push(frame),
    end: () => {
      ended = true;
    },
  };
}
const ids = (frames: string[]) => frames.map((f) => /^id: (.+)$/m.exec(f)?.[1] ?? f.split('\n')[0]);

describe('event ids', () => {
  it('reads back only ids the server makes', () => {
    expect(parseEventId('12-1')).toEqual({ tick: 12, n: 1 });
    for (const text of [undefined, '', '12', '-1-0', '1.5-0', '12-1-2', 'x'.repeat(1000), '9'.repeat(20) + '-0'])
      expect(parseEventId(text)).toBeNull();
  });
});

describe('notices', () => {
  it('reads a tick notice and ignores anything else on the channel', () => {
    expect(parseNotice('{"kind":"tick","tick":3,"startedAt":1000}')).toEqual({
      kind: 'tick',
      tick: 3,
      startedAt: 1000,
    });
    for (const payload of ['', 'not json', '{"kind":"tick","tick":"3","startedAt":1}', '{"kind":"other"}', 'null'])
      expect(parseNotice(payload)).toBeNull();
  });
});

describe('EventHub', () => {
  it('replays what came after the last id seen, and only a player’s own events to them', () => {
    const hub = new EventHub();
    hub.publish({ tick: 1, n: 0 }, 'tick', { tick: 1 });
    hub.publish({ tick: 1, n: 1 }, 'own', {}, 'ada');
    hub.publish({ tick: 2, n: 0 }, 'tick', { tick: 2 });
    hub.publish({ tick: 2, n: 1 }, 'own', {}, 'bob');
    const ada = stream('ada');
    hub.open(ada, { tick: 1, n: 0 });
    expect(ids(ada.frames)).toEqual(['1-1', '2-0']);
    const fresh = stream('cy');
    hub.open(fresh, null);
    expect(fresh.frames).toEqual([]);
    hub.close();
  });

  it(`keeps the last ${REPLAY_EVENTS} events for replay`, () => {
    const hub = new EventHub();
    for (let t = 1; t <= REPLAY_EVENTS + 10; t++) hub.publish({ tick: t, n: 0 }, 'tick', { tick: t });
    const late = stream('ada');
    hub.open(late, { tick: 0, n: 0 });
    expect(late.frames).toHaveLength(REPLAY_EVENTS);
    expect(ids(late.frames)[0]).toBe('11-0');
    hub.close();
  });

  it('replaces a player’s oldest stream beyond the bound, tells it why, and leaves others alone', () => {
    const hub = new EventHub();
    const other = stream('bob');
    hub.open(other, null);
    const mine = Array.from({ length: MAX_STREAMS_PER_PLAYER + 1 }, () => stream('ada'));
    for (const s of mine) hub.open(s, null);
    expect(mine[0]!.ended()).toBe(true);
    expect(mine[0]!.frames).toEqual(['event: replaced\ndata: {}\n\n']);
    expect(mine.slice(1).some((s) => s.ended())).toBe(false);
    expect(hub.size).toBe(MAX_STREAMS_PER_PLAYER + 1);
    hub.close();
    expect([other, ...mine].every((s) => s.ended())).toBe(true);
    expect(hub.size).toBe(0);
  });

  it('ends the streams of sessions no longer running, and only those', async () => {
    const hub = new EventHub();
    const [kept, gone, goneToo] = [stream('ada', 'a1'), stream('ada', 'a2'), stream('bob', 'b1')];
    for (const s of [kept, gone, goneToo]) hub.open(s, null);
    expect(hub.sessions().sort()).toEqual(['a1', 'a2', 'b1']);
    await hub.endGone(async () => new Set(['a1']));
    expect([kept.ended(), gone.ended(), goneToo.ended()]).toEqual([false, true, true]);
    expect(hub.sessions()).toEqual(['a1']);
    hub.close();
  });

  it('holds what is sent while sessions are checked: an ended one hears none of it, the others all', async () => {
    const hub = new EventHub();
    const [kept, gone] = [stream('ada', 'a1'), stream('bob', 'b1')];
    for (const s of [kept, gone]) hub.open(s, null);
    let answer: (running: Set<string>) => void = () => {};
    const checked = hub.endGone(() => new Promise((resolve) => (answer = resolve)));
    hub.publish({ tick: 1, n: 0 }, 'tick', { tick: 1 });
    hub.send('chat', { text: 'hi' }, ['ada', 'bob']);
    expect([kept.frames, gone.frames]).toEqual([[], []]);
    answer(new Set(['a1']));
    await checked;
    expect(gone.frames).toEqual([]);
    expect(gone.ended()).toBe(true);
    expect(ids(kept.frames)).toEqual(['1-0', 'event: chat']);
    hub.close();
  });

  it('lets the held frames go when the check fails', async () => {
    const hub = new EventHub();
    const s = stream('ada', 'a1');
    hub.open(s, null);
    const checked = hub.endGone(() => Promise.reject(new Error('database gone')));
    hub.publish({ tick: 1, n: 0 }, 'tick', { tick: 1 });
    await expect(checked).rejects.toThrow('database gone');
    expect(ids(s.frames)).toEqual(['1-0']);
    expect(s.ended()).toBe(false);
    hub.close();
  });

  it('forgets a stream once removed, and sends nothing after closing', () => {
    const hub = new EventHub();
    const s = stream('ada');
    const remove = hub.open(s, null);
    remove();
    hub.publish({ tick: 1, n: 0 }, 'tick', {});
    expect(s.frames).toEqual([]);
    hub.close();
    const late = stream('ada');
    hub.open(late, { tick: 0, n: 0 });
    expect(late.ended()).toBe(true);
  });

  it('writes a comment line on every stream at each heartbeat', () => {
    vi.useFakeTimers();
    try {
      const hub = new EventHub();
      const s = stream('ada');
      hub.open(s, null);
      vi.advanceTimersByTime(HEARTBEAT_MS - 1);
      expect(s.frames).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(s.frames).toEqual([': keep-alive\n\n']);
      hub.close();
      vi.advanceTimersByTime(HEARTBEAT_MS);
      expect(s.frames).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('events sent without an id (chat)', () => {
  it('reach the named players only, every stream of theirs, and are never replayed', () => {
    const hub = new EventHub();
    const [a1, a2, b, c] = [stream('a'), stream('a', 'a-other'), stream('b'), stream('c')];
    for (const s of [a1, a2, b, c]) hub.open(s, null);
    hub.send('chat', { id: 7 }, ['a', 'b', 'nobody']);
    expect(a1.frames).toEqual(['event: chat\ndata: {"id":7}\n\n']);
    expect(a2.frames).toEqual(a1.frames);
    expect(b.frames).toEqual(a1.frames);
    expect(c.frames).toEqual([]);
    expect(hub.has('a') && !hub.has('nobody')).toBe(true);
    const later = stream('a', 'a-third');
    hub.open(later, { tick: 0, n: 0 });
    expect(later.frames).toEqual([]);
    hub.close();
  });
});
