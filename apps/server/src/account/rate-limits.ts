import { normalizeIP } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Limit } from '../config.js';
import type { Db } from '../db/database.js';
import { num, rowsOf } from '../db/rows.js';
import { HttpError } from '../errors.js';

/** How often a process deletes the counts whose window has ended. */
const SWEEP_EVERY_MS = 60_000;

/**
 * Counts one attempt under `key` in its fixed window, in the database so that every server
 * process counts together; the window starts at the first attempt and is measured by the
 * database's clock, the one clock all processes share.
 */
export async function countAttempt(
  db: Pick<Db, 'execute'>,
  key: string,
  windowS: number,
): Promise<{ attempts: number; retryAfterS: number }> {
  const [row] = rowsOf(
    z.object({ attempts: num, retry_after_s: num }),
    await db.execute(sql`
      INSERT INTO rate_limits AS r (key, attempts, resets_at)
      VALUES (${key}, 1, now() + make_interval(secs => ${windowS}::int))
      ON CONFLICT (key) DO UPDATE SET
        attempts = CASE WHEN r.resets_at <= now() THEN 1 ELSE r.attempts + 1 END,
        resets_at = CASE WHEN r.resets_at <= now() THEN excluded.resets_at ELSE r.resets_at END
      RETURNING attempts, ceil(extract(epoch FROM resets_at - now()))::int AS retry_after_s`),
  );
  return { attempts: row!.attempts, retryAfterS: Math.max(1, row!.retry_after_s) };
}

/** Deletes the counts whose window has ended. */
export async function forgetEndedWindows(db: Pick<Db, 'execute'>): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limits WHERE resets_at <= now()`);
}

/** One limit of a purpose: whose attempts it counts (none when the request names no one). */
export interface Counter {
  limit: Limit;
  /** Who is counted: the client's address, or the account the attempt is for. */
  key: (request: FastifyRequest) => string | undefined;
}

/** The client's address; IPv6 by its /64, which one household or server is usually given whole. */
export const byAddress = (request: FastifyRequest) => `address:${normalizeIP(request.ip)}`;

/** The account an attempt is for: the signed-in player's, else the email the body names. */
export const byAccount = (request: FastifyRequest) => {
  const email = request.user?.email ?? (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? `account:${email.toLowerCase()}` : undefined;
};

const waitFor = (seconds: number) => (seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`);

/**
 * Hooks that count a request against each of a purpose's limits and refuse it, 429 with
 * Retry-After, once one is exceeded. Every attempt counts, right or wrong, and a refused one is
 * never tried: a limited client cannot learn whether a password was right. The hooks share the
 * sweep of ended windows, at most once a minute per process.
 */
export function attemptLimiter(db: Pick<Db, 'execute'>) {
  let lastSweep = 0;
  return (purpose: string, counters: Counter[], refusal: string): preHandlerAsyncHookHandler =>
    async (request, reply) => {
      if (Date.now() - lastSweep >= SWEEP_EVERY_MS) {
        lastSweep = Date.now();
        await forgetEndedWindows(db);
      }
      for (const counter of counters) {
        const who = counter.key(request);
        if (who === undefined) continue;
        const { attempts, retryAfterS } = await countAttempt(db, `${purpose}:${who}`, counter.limit.windowS);
        if (attempts > counter.limit.max) {
          reply.header('retry-after', String(retryAfterS));
          throw new HttpError(429, `${refusal}: try again in ${waitFor(retryAfterS)}`);
        }
      }
    };
}
