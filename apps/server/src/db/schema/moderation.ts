/** Who the operators are, and what they act on: suspensions, the audit, name reports, the sign-up addresses. */
import { bigserial, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { factories } from './game.js';

/**
 * Factories the operator has suspended (moderation/suspensions.ts): their player is signed out and
 * refused sign-in, the factory is left off every public board and profile, and it keeps ticking.
 */
export const suspensions = pgTable('suspensions', {
  factoryId: uuid('factory_id')
    .primaryKey()
    .references(() => factories.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  suspendedAt: timestamp('suspended_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every operator action (moderation/audit.ts): who acted, on which factory, what was done, why and
 * when. The factory is named as it was, and no key ties the row to it: the record outlives a deleted factory.
 */
export const operatorActions = pgTable(
  'operator_actions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The operator's email, or `ADMIN_TOKEN` for a script with the token. */
    operator: text('operator').notNull(),
    action: text('action').notNull(),
    factoryId: uuid('factory_id').notNull(),
    factoryName: text('factory_name').notNull(),
    /** What changed, e.g. the names before and after a rename. */
    detail: text('detail').notNull().default(''),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('operator_actions_created_idx').on(t.createdAt)],
);

/**
 * A player's report of another factory's or its owner's name (moderation/name-reports.ts): one per
 * reporter and factory, open until the operator renames the factory or dismisses its reports.
 */
export const nameReports = pgTable(
  'name_reports',
  {
    factoryId: uuid('factory_id')
      .notNull()
      .references(() => factories.id, { onDelete: 'cascade' }),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
    /** Why the player reported it (NAME_REPORT_REASONS); reports made before reasons say OTHER. */
    reason: text('reason').notNull().default('OTHER'),
    /** The reporter's words, at most NAME_REPORT_NOTE_MAX characters; null when none were given. */
    note: text('note'),
    /** When the operator renamed the factory or dismissed the reports; null while open. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.factoryId, t.reporterId] })],
);

/**
 * The address each account signed up from, as a keyed hash (account/sign-up-address.ts): IPv6 by
 * its /64, so the operator can see accounts made together without the table giving addresses away.
 */
export const signUpAddresses = pgTable(
  'sign_up_addresses',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    addressHash: text('address_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_up_addresses_hash_idx').on(t.addressHash)],
);

/**
 * The accounts that may act as the operator (moderation/operators.ts). A row is made only by someone
 * who already holds the server (its command line or ADMIN_TOKEN), never by signing up with an address;
 * deleting the account ends the grant.
 */
export const operators = pgTable('operators', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** Who granted it, as the audit names them (`ADMIN_TOKEN`, the command line's user). */
  grantedBy: text('granted_by').notNull(),
  grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
});
