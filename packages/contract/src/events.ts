import { z } from 'zod';
import { MarketPrice } from './market.js';

/**
 * The events of `GET /api/events`, a server-sent event stream: each arrives as `event: <name>`,
 * `id: <tick>-<n>` and `data: <JSON of the schema below>`. Sending the last id seen as
 * `Last-Event-ID` on reconnect replays what the server still holds after it.
 */
export const TickEvent = z.object({
  /** The tick that has just finished for every factory. */
  tick: z.number().int(),
  /** When the next tick is due (ISO 8601). */
  nextTickAt: z.string(),
  tickIntervalMs: z.number().int(),
});
export type TickEvent = z.infer<typeof TickEvent>;

/** The market's prices as the tick left them. */
export const MarketEvent = z.object({ tick: z.number().int(), prices: z.array(MarketPrice) });
export type MarketEvent = z.infer<typeof MarketEvent>;

/** Only to the player whose machine broke down in the tick (after that tick's `tick` and `market`). */
export const BreakdownEvent = z.object({
  tick: z.number().int(),
  machineId: z.string(),
  /** The maintenance history's line, e.g. "Coal Mine #1 broke down and stopped: it needs an emergency repair". */
  description: z.string(),
});
export type BreakdownEvent = z.infer<typeof BreakdownEvent>;

/**
 * The last event of a stream the server closed because the player opened too many: the page
 * should not reconnect (another of the player's pages holds a stream now).
 */
export const ReplacedEvent = z.object({});

/** Every event the stream sends, by name. */
export const StreamEvents = {
  tick: TickEvent,
  market: MarketEvent,
  breakdown: BreakdownEvent,
  replaced: ReplacedEvent,
};
export type StreamEventName = keyof typeof StreamEvents;
