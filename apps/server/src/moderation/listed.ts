import type { AnyColumn, SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';

/**
 * Whether the factory of id `id` is on the public boards and profiles: not suspended
 * (the suspensions table; moderation/actions.ts). Every query over the boards' factories adds it once.
 */
export const listed = (id: SQL | AnyColumn) =>
  sql`NOT EXISTS (SELECT 1 FROM suspensions suspended WHERE suspended.factory_id = ${id})`;

/** `listed` for the raw queries that name the factories' table `f`. */
export const LISTED = listed(sql.raw('f.id'));
