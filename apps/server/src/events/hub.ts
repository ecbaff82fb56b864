/**
 * The open streams one player may hold; opening one more closes the player's oldest, told by a
 * `replaced` event first so that its page stops reconnecting (else tabs would take turns closing
 * each other's streams).
 */
export const MAX_STREAMS_PER_PLAYER = 5;
/** Events kept for replay to a stream that reconnects with `Last-Event-ID`. */
export const REPLAY_EVENTS = 64;
/** Between comment lines on an idle stream, so proxies and browsers do not take it for dead. */
export const HEARTBEAT_MS = 15_000;

/**
 * An event's place in the game: the tick it belongs to, then its order among that tick's events.
 * Every process numbers a tick's events alike, so an id means the same whichever process a
 * player reconnects to.
 */
export interface EventId {
  tick: number;
  n: number;
}

export const formatEventId = (id: EventId) => `${id.tick}-${id.n}`;

/** A `Last-Event-ID` as sent back; null for anything this server never sent. */
export function parseEventId(text: string | undefined): EventId | null {
  const match = /^(\d{1,12})-(\d{1,15})$/.exec(text?.trim() ?? '');
  return match ? { tick: Number(match[1]), n: Number(match[2]) } : null;
}

const after = (a: EventId, b: EventId) => a.tick > b.tick || (a.tick === b.tick && a.n > b.n);

interface Sent {
  id: EventId;
  /** Only this player's streams get it; everyone's when absent. */
  userId?: string;
  /** The whole frame, as written. */
  frame: string;
}

/** One open stream: where its frames go, and how to end it. */
export interface Stream {
  userId: string;
  /** The session it was opened with: the stream ends with it. */
  sessionId: string;
  write(frame: string): void;
  end(): void;
}

/** A frame of the text/event-stream format; `data` is JSON, so it holds no line break. */
export const eventFrame = (id: EventId, event: string, data: unknown) =>
  `id: ${formatEventId(id)}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** Told to a stream closed for a newer one of the same player; without an id, it is never replayed. */
const REPLACED_FRAME = 'event: replaced\ndata: {}\n\n';

/**
 * The streams open on this process, and the last events sent on them: an event published here
 * goes to every stream it is meant for, and stays for replay until REPLAY_EVENTS newer ones push
 * it out. Each process has its own hub; PostgreSQL's NOTIFY tells each hub what happened
 * elsewhere (plugins/app/events.ts).
 */
export class EventHub {
  private readonly streams = new Map<string, Stream[]>();
  private readonly recent: Sent[] = [];
  private readonly heartbeat: NodeJS.Timeout;
  private closed = false;
  /**
   * While sessions are checked (`endGone`), frames wait here, each with the streams it was meant
   * for: a stream whose session the check finds ended is closed before it could be written to.
   */
  private held: { frame: string; to: Stream[] }[] | null = null;
  private checking: Promise<void> | null = null;
  private checkAgain = false;

  constructor() {
    this.heartbeat = setInterval(() => this.write(': keep-alive\n\n', this.all()), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** The sessions the streams open here were opened with. */
  sessions(): string[] {
    return [...new Set(this.all().map((s) => s.sessionId))];
  }

  /**
   * Ends every stream whose session `running` does not answer for (the player signed out, was
   * suspended, or it expired), asked of the sessions open here. Frames sent meanwhile wait for the
   * answer, so a stream of an ended session hears nothing after its end was heard. A call while a
   * check runs asks once more after it, the frames still waiting, and answers when that is done.
   */
  endGone(running: (sessions: string[]) => Promise<Set<string>>): Promise<void> {
    if (this.checking) {
      this.checkAgain = true;
      return this.checking;
    }
    const held: { frame: string; to: Stream[] }[] = [];
    this.held = held;
    const check = async () => {
      try {
        do {
          this.checkAgain = false;
          const asked = this.sessions();
          const alive = await running(asked);
          const gone = new Set(asked.filter((id) => !alive.has(id)));
          for (const s of this.all().filter((s) => gone.has(s.sessionId))) {
            this.remove(s);
            s.end();
          }
        } while (this.checkAgain);
      } finally {
        this.held = null;
        this.checking = null;
        for (const { frame, to } of held)
          for (const s of to) if (this.streams.get(s.userId)?.includes(s)) s.write(frame);
      }
    };
    this.checking = check();
    return this.checking;
  }

  /** The players with a stream open here. */
  players(): string[] {
    return [...this.streams.keys()];
  }

  /** Streams open now, for every player (for tests and metrics). */
  get size(): number {
    let n = 0;
    for (const list of this.streams.values()) n += list.length;
    return n;
  }

  /**
   * Adds a stream, first sending it what it missed after `lastSeen` (every event kept if the id is
   * older than all of them). Answers how to remove it.
   */
  open(stream: Stream, lastSeen: EventId | null): () => void {
    if (this.closed) {
      stream.end();
      return () => {};
    }
    if (lastSeen)
      for (const sent of this.recent)
        if (after(sent.id, lastSeen) && (!sent.userId || sent.userId === stream.userId)) stream.write(sent.frame);
    const list = this.streams.get(stream.userId) ?? [];
    list.push(stream);
    this.streams.set(stream.userId, list);
    while (list.length > MAX_STREAMS_PER_PLAYER) {
      const oldest = list.shift()!;
      oldest.write(REPLACED_FRAME);
      oldest.end();
    }
    return () => this.remove(stream);
  }

  /** Sends an event to every stream it is meant for, and keeps it for replay. */
  publish(id: EventId, event: string, data: unknown, userId?: string): void {
    if (this.closed) return;
    const frame = eventFrame(id, event, data);
    this.recent.push({ id, userId, frame });
    if (this.recent.length > REPLAY_EVENTS) this.recent.shift();
    this.write(frame, userId ? (this.streams.get(userId) ?? []) : this.all());
  }

  /**
   * Sends an event without an id to the streams of `userIds` open here: it is never replayed (a page
   * that reconnects reads it again where it came from, as a chat message from its channel's history).
   */
  send(event: string, data: unknown, userIds: Iterable<string>): void {
    if (this.closed) return;
    const frame = `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
    this.write(
      frame,
      [...userIds].flatMap((userId) => this.streams.get(userId) ?? []),
    );
  }

  /** Whether the player has a stream open here. */
  has(userId: string): boolean {
    return this.streams.has(userId);
  }

  /** Ends every stream (the app is closing): no request is left open to hold it up. */
  close(): void {
    this.closed = true;
    clearInterval(this.heartbeat);
    const all = this.all();
    this.streams.clear();
    for (const s of all) s.end();
  }

  private remove(stream: Stream): void {
    const list = this.streams.get(stream.userId);
    if (!list) return;
    const i = list.indexOf(stream);
    if (i >= 0) list.splice(i, 1);
    if (list.length === 0) this.streams.delete(stream.userId);
  }

  /** Writes `frame` on `to` now, or once the sessions' check under way has answered. */
  private write(frame: string, to: Stream[]): void {
    if (this.held) this.held.push({ frame, to: [...to] });
    else for (const s of to) s.write(frame);
  }

  private all(): Stream[] {
    return [...this.streams.values()].flat();
  }
}
