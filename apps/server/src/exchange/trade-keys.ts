import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { factories } from '../db/schema.js';
import { HttpError } from '../errors.js';
import { buyKeysSince } from '../history/retention.js';
import type { KeyTable } from './kept-answer.js';

/** Thrown inside a trade's transaction to roll it back: its idempotency key already holds an answer. */
export class AlreadyTraded extends Error {}

/** A player's factory, and the answer `key` holds for it while live (RETENTION.BUY_KEY_HOURS): one query. */
export async function factoryAndAnswer<T>(
  db: Db,
  table: KeyTable,
  userId: string,
  key: string | undefined,
): Promise<{ factoryId: string; answer: T | null }> {
  const [row] = await db
    .select({ id: factories.id, answer: table.answer })
    .from(factories)
    .leftJoin(
      table,
      key === undefined
        ? sql`false`
        : and(
            eq(table.factoryId, factories.id),
            eq(table.idempotencyKey, key),
            sql`${table.createdAt} > ${buyKeysSince()}`,
          ),
    )
    .where(eq(factories.userId, userId));
  if (!row) throw new HttpError(404, 'Factory not found');
  return { factoryId: row.id, answer: row.answer as T | null };
}

/**
 * Runs a keyed trade once: `trade` throws AlreadyTraded when the key's answer was written while it
 * waited. A retry that waited on the first attempt's locks answers the first's answer, trading
 * nothing again, whether it got as far as the key or was refused meanwhile (the first took the cash
 * or the units). Its window closing in between spends the key: the trade is then a new one (`again`).
 */
export async function tradeOnce<T>(
  stored: () => Promise<{ answer: T | null }>,
  trade: () => Promise<T>,
  again: () => Promise<T>,
): Promise<T> {
  try {
    return await trade();
  } catch (error) {
    if (!(error instanceof AlreadyTraded || error instanceof HttpError)) throw error;
    const first = (await stored()).answer;
    if (first) return first;
    if (error instanceof AlreadyTraded) return again();
    throw error;
  }
}
