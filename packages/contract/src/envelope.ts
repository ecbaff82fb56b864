import { z } from 'zod';

/** Every response: `{ success, data, message }`; failures carry only a player-readable message. */
export function success<T extends z.ZodTypeAny>(data: T) {
  return z.object({ success: z.literal(true), data, message: z.string().optional() });
}

export const Failure = z.object({ success: z.literal(false), message: z.string() });
export type Failure = z.infer<typeof Failure>;
