import { z } from 'zod';
import { success } from './envelope.js';

export const Health = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  /** The last tick started, and whether every factory has had it. */
  tick: z.object({ number: z.number().int(), finished: z.boolean() }),
});
export const HealthResponse = success(Health);
