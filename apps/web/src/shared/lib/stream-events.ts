/**
 * Events of the stream that another feature than events acts on (chat's `chat` and `chat-deleted`):
 * the feature says what it hears here, the stream's reader (features/events) hands each such event
 * over, and neither imports the other.
 */
/** One event as the stream's reader hands it over: its name and its JSON. */
export interface HeardEvent {
  event: string;
  data: string;
}

type Hearer = (message: HeardEvent) => void;

const hearers = new Map<string, Set<Hearer>>();

/** Hands every `event` of the stream to `hear` until the answered function is called. */
export function hearStreamEvent(event: string, hear: Hearer): () => void {
  const set = hearers.get(event) ?? new Set<Hearer>();
  set.add(hear);
  hearers.set(event, set);
  return () => set.delete(hear);
}

/** Hands an event to those who hear it; answers whether any did. */
export function passOnStreamEvent(message: HeardEvent): boolean {
  const set = hearers.get(message.event);
  if (!set || set.size === 0) return false;
  for (const hear of set) hear(message);
  return true;
}
