import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { exchangeBuys, exchangeSells } from '../db/schema.js';
import { buyKeysSince } from '../history/retention.js';

/** Where a trade's answers are kept under their idempotency keys: a buy's, or a sale's into the bids. */
export type KeyTable = typeof exchangeBuys | typeof exchangeSells;

/**
 * The statement part (for a `WITH`) that keeps a trade's answer under its key, if any: a key past
 * its window (not yet pruned) is spent, and this answer takes its place. It returns a row only when
 * written; none when a live answer holds the key (a retry whose first attempt committed meanwhile).
 */
export const keepAnswer = (table: KeyTable, factoryId: string, key: string | undefined, answer: unknown): SQL => sql`
  INSERT INTO ${table} AS k (factory_id, idempotency_key, answer)
  SELECT ${factoryId}::uuid, n.key, ${JSON.stringify(answer ?? null)}::jsonb
  FROM (SELECT ${key ?? null}::text AS key) n WHERE n.key IS NOT NULL
  ON CONFLICT (factory_id, idempotency_key) DO UPDATE SET answer = excluded.answer, created_at = now()
    WHERE k.created_at <= ${buyKeysSince()}
  RETURNING 1`;
