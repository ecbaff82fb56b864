import type { OperatorAccount } from '@forgeworks/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../db/database.js';
import { rowsOf } from '../db/rows.js';
import { factories, operators, user } from '../db/schema.js';
import { HttpError } from '../errors.js';
import { recordAction } from './audit.js';

/**
 * Who may act as the operator: the accounts in `operators`. Only someone who already holds the
 * server grants or revokes (the command line, `npm run operator`; or ADMIN_TOKEN), never an address
 * someone signed up with, since nothing proves that whoever signed up owns it (docs/security.md,
 * "Moderation"). Every check reads the table, so a grant or a revoke holds at once on every process.
 */

export async function isOperator(db: Db, userId: string): Promise<boolean> {
  const found = await db.select({ userId: operators.userId }).from(operators).where(eq(operators.userId, userId));
  return found.length > 0;
}

const accountColumns = {
  userId: user.id,
  email: user.email,
  playerName: user.name,
  signedUpAt: user.createdAt,
  factoryId: factories.id,
  factoryName: factories.name,
};

interface AccountRow {
  userId: string;
  email: string;
  playerName: string;
  signedUpAt: Date;
  factoryId: string;
  factoryName: string;
}

const presented = (row: AccountRow, grant: { grantedBy: string; grantedAt: Date } | null): OperatorAccount => ({
  email: row.email,
  playerName: row.playerName,
  factoryId: row.factoryId,
  factoryName: row.factoryName,
  signedUpAt: row.signedUpAt.toISOString(),
  grantedBy: grant?.grantedBy ?? null,
  grantedAt: grant?.grantedAt.toISOString() ?? null,
});

/**
 * The player's account of an email (emails are compared in lower case, as they are kept) and its
 * factory, which every player has from sign-up and the audit names the account by.
 */
const accountsByEmail = (tx: Tx, email: string) =>
  tx
    .select(accountColumns)
    .from(user)
    .innerJoin(factories, eq(factories.userId, user.id))
    .where(eq(sql`lower(${user.email})`, email.trim().toLowerCase()));

async function accountOf(tx: Tx, email: string): Promise<AccountRow> {
  const [account] = await accountsByEmail(tx, email).for('update', { of: user });
  if (!account) throw new HttpError(404, `No player signs in with ${email.trim()}`);
  return account;
}

/** The grant and its audit line, in one transaction; `by` is who acted, as the audit names them. */
export async function grantOperator(db: Db, by: string, email: string) {
  return db.transaction(async (tx) => {
    const account = await accountOf(tx, email);
    const [made] = await tx
      .insert(operators)
      .values({ userId: account.userId, grantedBy: by })
      .onConflictDoNothing()
      .returning();
    if (made) await audit(tx, by, 'grant-operator', account);
    const [grant] = made ? [made] : await tx.select().from(operators).where(eq(operators.userId, account.userId));
    return { changed: made !== undefined, operator: presented(account, grant!) };
  });
}

/** Ends the grant at once (the next request of that session is a player's), with its audit line. */
export async function revokeOperator(db: Db, by: string, email: string) {
  return db.transaction(async (tx) => {
    const account = await accountOf(tx, email);
    const ended = await tx.delete(operators).where(eq(operators.userId, account.userId)).returning();
    if (ended.length > 0) await audit(tx, by, 'revoke-operator', account);
    return { changed: ended.length > 0, operator: presented(account, null) };
  });
}

async function audit(tx: Tx, by: string, action: 'grant-operator' | 'revoke-operator', account: AccountRow) {
  await recordAction(tx, {
    operator: by,
    action,
    factory: { id: account.factoryId, name: account.factoryName },
    detail: account.email,
  });
}

/** Every operator, the earliest granted first. */
export async function listOperators(db: Db): Promise<OperatorAccount[]> {
  const rows = await db
    .select({ ...accountColumns, grantedBy: operators.grantedBy, grantedAt: operators.grantedAt })
    .from(operators)
    .innerJoin(user, eq(user.id, operators.userId))
    .innerJoin(factories, eq(factories.userId, user.id))
    .orderBy(asc(operators.grantedAt), asc(user.email));
  return rows.map((row) => presented(row, row));
}

/** Who the audit names for the one-time carry-over of OPERATOR_EMAILS. */
export const CARRIED_OVER_BY = 'OPERATOR_EMAILS (upgrade)';

/**
 * Once, at the first start after the upgrade that made `operators` (migration 0023 leaves a pending
 * row in upgrade_steps for a game that had accounts): the accounts OPERATOR_EMAILS named then stay
 * operators. Never again after, so an address nobody had signed up with cannot be claimed later.
 * Several processes starting at once take the row in turns. Answers the emails carried over.
 */
export async function carryOverOperatorEmails(db: Db, emails: readonly string[]): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [step] = rowsOf(
      z.object({ done_at: z.unknown() }),
      await tx.execute(sql`SELECT done_at FROM upgrade_steps WHERE name = 'operator_emails' FOR UPDATE`),
    );
    if (!step || step.done_at !== null) return [];
    const carried: string[] = [];
    for (const email of emails) {
      const [account] = await accountsByEmail(tx, email);
      if (!account) continue;
      const [made] = await tx
        .insert(operators)
        .values({ userId: account.userId, grantedBy: CARRIED_OVER_BY })
        .onConflictDoNothing()
        .returning();
      if (!made) continue;
      await audit(tx, CARRIED_OVER_BY, 'grant-operator', account);
      carried.push(account.email);
    }
    await tx.execute(sql`UPDATE upgrade_steps SET done_at = now() WHERE name = 'operator_emails'`);
    return carried;
  });
}
