import { z } from 'zod';
import { success } from './envelope.js';

export const TickInfo = z.object({
  /** Whole seconds until the next tick is due. */
  timeUntilNextTick: z.number().int(),
  tickIntervalMs: z.number().int(),
  currentTick: z.number().int(),
});
export type TickInfo = z.infer<typeof TickInfo>;
export const TickInfoResponse = success(TickInfo);

export const AdminTickResponse = success(
  z.object({ tickNumber: z.number().int(), factories: z.number().int(), ms: z.number() }),
);
