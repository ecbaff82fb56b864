import { z } from 'zod';

/** Every environment variable the server reads; the README documents each. */
const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  TICK_INTERVAL_MS: z.coerce.number().int().positive().default(300_000),
  TICK_BATCH: z.coerce.number().int().min(1).max(10_000).default(500),
  TICK_BATCHES_IN_FLIGHT: z.coerce.number().int().min(1).max(8).optional(),
  ADMIN_TOKEN: z.string().min(16).optional(),
  METRICS_TOKEN: z.string().min(16).optional(),
  AUTH_SECRET: z.string().min(32).optional(),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = z.infer<typeof Env>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    throw new Error(
      `Invalid environment: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  return parsed.data;
}
