import type { ResetLink, ResetLinkHolder, ResetPasswordBody, Session } from '@forgeworks/contract';
import { RESET_LINK_LIFETIME_S, RESET_PASSWORD_PAGE } from '@forgeworks/contract';
import { generateRandomString } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import { user, verification } from '../db/schema.js';
import { HttpError } from '../errors.js';
import type { Mail } from '../mail/mailer.js';
import type { Auth } from './auth.js';
import { authHeaders, refuseGuessablePassword } from './passwords.js';

/**
 * A forgotten password: a one-time link that sets a new one, for an hour, ending every session
 * of the account. better-auth keeps the links (its verification table, their tokens as digests)
 * and sets the password (its resetPassword); the game makes them, mailed by better-auth's
 * requestPasswordReset (plugins/app/recovery.ts) or handed over by the operator
 * (moderation/reset-links.ts), and signs
 * the player in once the new password is set. docs/security.md, "Accounts".
 */

/** better-auth's name of a reset token in its verification table; its resetPassword uses it up. */
const resetIdentifier = (token: string) => `reset-password:${token}`;

export const LINK_REFUSED = 'This link has expired or was already used: ask for a new one';

/** The page a link opens: under PUBLIC_URL when it is set, else the path alone. */
export function resetLinkTo(token: string, publicUrl: string | null): Pick<ResetLink, 'path' | 'url'> {
  const path = `${RESET_PASSWORD_PAGE}${token}`;
  return { path, url: publicUrl === null ? null : new URL(path, publicUrl).href };
}

/** A new link's token for the account, kept as better-auth's requestPasswordReset keeps the ones it mails. */
export async function makeResetToken(auth: Auth, userId: string): Promise<{ token: string; expiresAt: Date }> {
  const context = await auth.$context;
  const token = generateRandomString(24, 'a-z', 'A-Z', '0-9');
  const expiresAt = new Date(Date.now() + RESET_LINK_LIFETIME_S * 1000);
  await context.internalAdapter.createVerificationValue({
    identifier: resetIdentifier(token),
    value: userId,
    expiresAt,
  });
  return { token, expiresAt };
}

/**
 * Voids every reset link of the account made so far: a new password (changed or set with a link)
 * or a sign-out-everywhere must leave none that could set another one afterwards.
 */
export async function voidResetLinks(db: Db, userId: string): Promise<void> {
  // A reset link is the one verification value the game keeps: its value is the account's id.
  await db.delete(verification).where(eq(verification.value, userId));
}

/** The account a link is for while it works; null once it is used up or expired. It uses nothing up. */
export async function resetLinkHolder(
  auth: Auth,
  db: Db,
  token: string,
): Promise<(ResetLinkHolder & { id: string }) | null> {
  const context = await auth.$context;
  const found = await context.internalAdapter.findVerificationValue(resetIdentifier(token));
  if (!found || found.expiresAt.getTime() <= Date.now()) return null;
  const [holder] = await db
    .select({ id: user.id, email: user.email, name: user.name })
    .from(user)
    .where(eq(user.id, found.value));
  return holder ? { ...holder, expiresAt: found.expiresAt.toISOString() } : null;
}

/**
 * Sets the new password of the link's account (the sign-up's rules): better-auth uses the link up
 * and ends every session of the account in one go; the account's other links then open nothing,
 * and this device is signed in. A suspended player's password is set, and sign-in refused as ever.
 */
export async function setPasswordWithLink(
  { auth, db }: { auth: Auth; db: Db },
  request: FastifyRequest,
  body: ResetPasswordBody,
): Promise<Session> {
  const holder = await resetLinkHolder(auth, db, body.token);
  if (!holder) throw new HttpError(400, LINK_REFUSED);
  refuseGuessablePassword(body.newPassword, holder);
  await auth.api
    .resetPassword({ body: { token: body.token, newPassword: body.newPassword } })
    .catch((error: { status?: string }) => {
      // Used up by another request meanwhile, or expired since.
      if (error.status === 'BAD_REQUEST') throw new HttpError(400, LINK_REFUSED);
      throw error;
    });
  await voidResetLinks(db, holder.id);
  const result = await auth.api
    .signInEmail({ body: { email: holder.email, password: body.newPassword }, headers: authHeaders(request) })
    .catch((error: { status?: string; message?: string }) => {
      if (error.status === 'FORBIDDEN') throw new HttpError(403, error.message ?? 'This account is suspended');
      throw error;
    });
  return { token: result.token, user: { id: holder.id, email: holder.email, name: holder.name } };
}

/** The mail of a link, in plain text. */
export function resetMail(to: string, url: string): Mail {
  return {
    to,
    subject: 'Set a new Forgeworks password',
    text: [
      `Someone asked to set a new password for the Forgeworks account of ${to}.`,
      '',
      'If it was you, open this link within the hour to choose one:',
      '',
      url,
      '',
      'It works once, and signs the account out on every device.',
      'If it was not you, ignore this mail: your password stays as it is.',
    ].join('\n'),
  };
}
