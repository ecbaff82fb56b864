/** Who the operators are, and what they act on: suspensions, the audit, name reports, the sign-up addresses. */
import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, serialId, timestamptz, userRef } from './columns.js';
import { factoryRef } from './factory-ref.js';

/**
 * Factories the operator has suspended (moderation/suspensions.ts): their player is signed out and
 * refused sign-in, the factory is left off every public board and profile, and it keeps ticking.
 */
export const suspensions = pgTable('suspensions', {
  factoryId: factoryRef('factory_id').primaryKey(),
  reason: text('reason').notNull(),
  suspendedAt: timestamptz('suspended_at').notNull().defaultNow(),
});

/**
 * Every operator action (moderation/audit.ts): who acted, on which factory, what was done, why and
 * when. The factory is named as it was, and no key ties the row to it: the record outlives a deleted factory.
 */
export const operatorActions = pgTable(
  'operator_actions',
  {
    id: serialId(),
    /** The operator's email, or `ADMIN_TOKEN` for a script with the token. */
    operator: text('operator').notNull(),
    action: text('action').notNull(),
    /** The factory acted on; none for what concerns the server as a whole (a tick, the chat switch). */
    factoryId: uuid('factory_id'),
    factoryName: text('factory_name'),
    /** What changed, e.g. the names before and after a rename. */
    detail: text('detail').notNull().default(''),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
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
    factoryId: factoryRef('factory_id'),
    reporterId: userRef('reporter_id'),
    reportedAt: timestamptz('reported_at').notNull().defaultNow(),
    /** Why the player reported it (NAME_REPORT_REASONS); reports made before reasons say OTHER. */
    reason: text('reason').notNull().default('OTHER'),
    /** The reporter's words, at most NAME_REPORT_NOTE_MAX characters; null when none were given. */
    note: text('note'),
    /** When the operator renamed the factory or dismissed the reports; null while open. */
    resolvedAt: timestamptz('resolved_at'),
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
    userId: userRef('user_id').primaryKey(),
    addressHash: text('address_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sign_up_addresses_hash_idx').on(t.addressHash)],
);

/**
 * The accounts that may act as the operator (moderation/operators.ts). A row is made only by someone
 * who already holds the server (its command line or ADMIN_TOKEN), never by signing up with an address;
 * deleting the account ends the grant.
 */
export const operators = pgTable('operators', {
  userId: userRef('user_id').primaryKey(),
  /** Who granted it, as the audit names them (`ADMIN_TOKEN`, the command line's user). */
  grantedBy: text('granted_by').notNull(),
  grantedAt: timestamptz('granted_at').notNull().defaultNow(),
});

/**
 * A player who cannot sign in and asked the operator for help from the sign-in page, on a server
 * without mail (moderation/password-help.ts): one row a player, open until the operator hands over a
 * link or dismisses it. The address it was asked with is never kept, only the account it matched.
 */
export const passwordHelp = pgTable('password_help', {
  userId: userRef('user_id').primaryKey(),
  /** How the player says the operator can reach it, at most PASSWORD_HELP_NOTE_MAX characters. */
  note: text('note').notNull().default(''),
  askedAt: timestamptz('asked_at').notNull().defaultNow(),
  /** When the operator handed over a link or dismissed it; null while open. */
  resolvedAt: timestamptz('resolved_at'),
});
