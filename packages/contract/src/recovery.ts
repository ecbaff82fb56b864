import { z } from 'zod';
import { success } from './envelope.js';
import { Email, NewPassword } from './fields.js';
import { OPERATOR_CONTACT_MAX, PASSWORD_HELP_NOTE_MAX } from './field-limits.js';

/**
 * Recovering a forgotten password (routes/recovery.ts on the server): a one-time link that sets a
 * new password, mailed to the player when the server sends mail, else made by the operator and
 * handed over by them (docs/security.md, "Accounts").
 */

/** How long a link works, mailed or handed over: an hour. */
export const RESET_LINK_LIFETIME_S = 3600;

/**
 * GET /api/auth/recovery: whether this server mails links; without mail, the player asks the
 * operator, reached at `operatorContact` (OPERATOR_CONTACT, as the operator wrote it) when set.
 */
export const RecoveryResponse = success(
  z.object({ byMail: z.boolean(), operatorContact: z.string().max(OPERATOR_CONTACT_MAX).nullable() }),
);
export type Recovery = z.infer<typeof RecoveryResponse>['data'];

/** POST /api/auth/recovery/request: the address to mail a link to. */
export const ResetRequestBody = z.object({ email: Email }).strict();
export type ResetRequestBody = z.infer<typeof ResetRequestBody>;
/** The same answer whether or not an account has the address: nobody learns who plays here. */
export const ResetRequestResponse = success(z.object({ requested: z.literal(true) }));

/**
 * POST /api/auth/recovery/ask: a player who cannot sign in asks the operator for a link (issue 45):
 * the account's address, and how the operator can reach them. The answer is the same whether or
 * not an account has the address.
 */
export const AskOperatorBody = z
  .object({ email: Email, note: z.string().trim().max(PASSWORD_HELP_NOTE_MAX).default('') })
  .strict();
export type AskOperatorBody = z.input<typeof AskOperatorBody>;
export const AskOperatorResponse = success(z.object({ asked: z.literal(true) }));

/** One player who asked the operator for a link, open until a link is made for them or it is dismissed. */
export const PasswordHelpRequest = z.object({
  factoryId: z.string(),
  factoryName: z.string(),
  playerName: z.string(),
  email: z.string(),
  note: z.string(),
  askedAt: z.string(),
});
export type PasswordHelpRequest = z.infer<typeof PasswordHelpRequest>;
/** GET /api/admin/password-help: the open requests, the latest first. */
export const PasswordHelpResponse = success(z.object({ requests: z.array(PasswordHelpRequest) }));

/** A link's token: 24 letters and digits (better-auth's reset tokens). */
const ResetToken = z.string().regex(/^[A-Za-z0-9]{16,64}$/, 'is not the token of a reset link');

/** POST /api/auth/recovery/check: whom a link is for, before the player types a password. */
export const ResetLinkBody = z.object({ token: ResetToken }).strict();
export type ResetLinkBody = z.infer<typeof ResetLinkBody>;
export const ResetLinkHolder = z.object({ email: z.string(), name: z.string(), expiresAt: z.string() });
export type ResetLinkHolder = z.infer<typeof ResetLinkHolder>;
export const ResetLinkHolderResponse = success(ResetLinkHolder);

/** POST /api/auth/recovery/reset: the link's token and the new password; answered with a new session. */
export const ResetPasswordBody = z.object({ token: ResetToken, newPassword: NewPassword }).strict();
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

/**
 * POST /api/admin/players/:factoryId/reset-link: a link the operator hands over, shown this once.
 * `url` is whole when PUBLIC_URL is set; else the operator's page puts `path` after the address it
 * was opened at.
 */
export const ResetLink = z.object({ path: z.string(), url: z.string().nullable(), expiresAt: z.string() });
export type ResetLink = z.infer<typeof ResetLink>;
export const ResetLinkResponse = success(z.object({ link: ResetLink }));
