import { z } from 'zod';
import { success } from './envelope.js';

export const Health = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });
export const HealthResponse = success(Health);
