import type { AdminPlayer, AskOperatorBody, PasswordHelpRequest } from '@forgeworks/contract';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../db/database.js';
import { factories, passwordHelp, user } from '../db/schema.js';
import { HttpError } from '../errors.js';
import { audited } from './actions.js';
import { playerOf } from './players.js';

/** The open requests the Moderation page lists at most. */
export const PASSWORD_HELP_LIMIT = 100;

/**
 * A player who cannot sign in asks the operator for a link (issue 45): kept against the account the
 * address belongs to, with the player's note; asking again renews it. Nothing is kept, and nothing
 * said differently, for an address no account has. The address itself is never stored nor logged.
 */
export async function askOperator(db: Db, { email, note = '' }: AskOperatorBody): Promise<void> {
  const [account] = await db.select({ id: user.id }).from(user).where(eq(user.email, email.trim().toLowerCase()));
  if (!account) return;
  await db
    .insert(passwordHelp)
    .values({ userId: account.id, note: note.trim() })
    .onConflictDoUpdate({
      target: passwordHelp.userId,
      set: { note: note.trim(), askedAt: sql`now()`, resolvedAt: null },
    });
}

/** The players who asked and were not answered yet, the latest first. */
export async function openPasswordHelp(db: Db): Promise<PasswordHelpRequest[]> {
  const rows = await db
    .select({
      factoryId: factories.id,
      factoryName: factories.name,
      playerName: user.name,
      email: user.email,
      note: passwordHelp.note,
      askedAt: passwordHelp.askedAt,
    })
    .from(passwordHelp)
    .innerJoin(user, eq(user.id, passwordHelp.userId))
    .innerJoin(factories, eq(factories.userId, passwordHelp.userId))
    .where(isNull(passwordHelp.resolvedAt))
    .orderBy(desc(passwordHelp.askedAt), factories.id)
    .limit(PASSWORD_HELP_LIMIT);
  return rows.map((r) => ({ ...r, askedAt: r.askedAt.toISOString() }));
}

/** Closes the player's open request, if any (a link was made for them); answers whether one was open. */
export async function answerPasswordHelp(tx: Db | Tx, userId: string): Promise<boolean> {
  const closed = await tx
    .update(passwordHelp)
    .set({ resolvedAt: new Date() })
    .where(and(eq(passwordHelp.userId, userId), isNull(passwordHelp.resolvedAt)))
    .returning({ userId: passwordHelp.userId });
  return closed.length > 0;
}

/** The operator dismisses a player's request without a link, in the audit. */
export async function dismissPasswordHelp(
  app: FastifyInstance,
  operator: string,
  factoryId: string,
  reason = '',
): Promise<AdminPlayer> {
  await audited(app.database.db, operator, factoryId, async (tx, target) => {
    if (!(await answerPasswordHelp(tx, target.userId)))
      throw new HttpError(409, 'This player has no open request for a link');
    return { action: 'dismiss-password-help', detail: 'a request for a link to set a new password', reason };
  });
  return playerOf(app.database.db, factoryId);
}
