import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, serialId } from './columns.js';
import { factoryRef } from './factory-ref.js';

/**
 * A factory's former names, newest last: the profile shows the last FORMER_NAMES_SHOWN so a rename is
 * never a disguise, and the player's own renames here set when the next is allowed (names/names.ts).
 */
export const factoryFormerNames = pgTable(
  'factory_former_names',
  {
    id: serialId(),
    factoryId: factoryRef('factory_id'),
    /** The name it had until `created_at`. */
    name: text('name').notNull(),
    /** Who changed it: `player` (counts toward the rename limit), `operator`, or `upgrade` (a look-alike made unique). */
    changedBy: text('changed_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('factory_former_names_factory_idx').on(t.factoryId, t.id)],
);
