import { bigserial, customType, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.js';

/** Bytes: both drivers hand them over as a Buffer (db/database.ts sets the embedded database's parser). */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** A moment, with its time zone. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was written. */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** A row's number, in the order the rows were written. */
export const serialId = () => bigserial('id', { mode: 'number' }).primaryKey();

/** A player's account id, the row deleted with the account. */
export const userRef = (name: string) =>
  text(name)
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });
