import { uuid } from 'drizzle-orm/pg-core';
import { factories } from './game.js';

/** A factory's id, the row deleted with the factory. */
export const factoryRef = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => factories.id, { onDelete: 'cascade' });
