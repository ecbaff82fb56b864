import { z } from 'zod';
import { success } from './envelope.js';
import { DisplayName, GivenPassword, NewPassword } from './fields.js';
import { User } from './auth.js';

/** One signed-in device of the player; never its token. */
export const AccountSession = z.object({
  id: z.string(),
  /** The session this request was made with. */
  current: z.boolean(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
});
export type AccountSession = z.infer<typeof AccountSession>;

/** GET /api/account: the settings page. */
export const Account = z.object({
  user: User,
  factoryName: z.string(),
  /** The factory's last names, newest first (FORMER_NAMES_SHOWN at most). */
  formerNames: z.array(z.string()),
  /** When the player may rename the factory next (ISO time), or null if now. */
  nextRenameAt: z.string().nullable(),
  /**
   * The name the factory had before the server renamed it because an older factory's name looked the
   * same (an upgrade made names unique); null otherwise.
   */
  renamedFrom: z.string().nullable(),
  sessions: z.array(AccountSession),
  /** Whether the player was granted operator rights: the web shows the operator page then. */
  operator: z.boolean(),
});
export const AccountResponse = success(Account);
export type Account = z.infer<typeof Account>;

/** POST /api/account/factory-name: the name shown on the leaderboard. */
export const FactoryNameBody = z.object({ name: DisplayName }).strict();
export type FactoryNameBody = z.infer<typeof FactoryNameBody>;
export const FactoryNameResponse = success(
  z.object({ factoryName: z.string(), formerNames: z.array(z.string()), nextRenameAt: z.string().nullable() }),
);
export type FactoryNameResult = z.infer<typeof FactoryNameResponse>['data'];

/**
 * POST /api/account/change-password. With signOutOtherDevices (the default) every other session
 * ends at once; the answer's token replaces this device's.
 */
export const ChangePasswordBody = z
  .object({
    currentPassword: GivenPassword,
    newPassword: NewPassword,
    signOutOtherDevices: z.boolean().default(true),
  })
  .strict();
export type ChangePasswordBody = z.input<typeof ChangePasswordBody>;
export const ChangePasswordResponse = success(z.object({ token: z.string() }));
export type ChangePasswordResult = z.infer<typeof ChangePasswordResponse>['data'];

/** POST /api/account/sign-out-everywhere and DELETE /api/account/sessions/:id: how many sessions ended. */
export const SessionsEndedResponse = success(z.object({ ended: z.number().int().nonnegative() }));
export type SessionsEnded = z.infer<typeof SessionsEndedResponse>['data'];
/** Session ids are better-auth's, URL-safe; anything else (a NUL would reach the database) is a 400. */
export const SessionIdParams = z.object({
  id: z
    .string()
    .min(1)
    .max(128)
    .regex(/^[\w-]+$/, 'is not a session id'),
});

/**
 * POST /api/account/delete: the password, and the factory's name typed again. The factory leaves
 * the leaderboard; nothing of the player remains but anonymous market history.
 */
export const DeleteAccountBody = z
  .object({ password: GivenPassword, confirmFactoryName: z.string().max(200) })
  .strict();
export type DeleteAccountBody = z.infer<typeof DeleteAccountBody>;
export const DeleteAccountResponse = success(z.object({ deleted: z.literal(true) }));
export type AccountDeleted = z.infer<typeof DeleteAccountResponse>['data'];
