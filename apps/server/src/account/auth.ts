import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { bearer } from 'better-auth/plugins';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, RESET_LINK_LIFETIME_S } from '@forgeworks/contract';
import { SESSION_LIFETIME_S } from './sessions.js';
import { digestSessionTokens } from './token-digest.js';
import type { Db } from '../db/database.js';
import * as schema from '../db/schema.js';

/**
 * `onAccountCreated` runs once a sign-up's account (its credentials) is kept, before the answer:
 * the game makes the player's factory there, and keeps the address it came from (the one
 * authHeaders tells better-auth: Fastify's, never one the client wrote). It runs after the sign-up's writes, never for a
 * sign-up refused before its account was written, so a refused sign-up leaves no factory; it must
 * not throw (a sign-up whose account is written is answered as done). `refusedSignIn` answers why
 * a player may not sign in (a suspended account), or null: asked before any session is made, so
 * only after the password was right. `sendResetLink` hands a reset link's token to the player
 * (account/recovery.ts): by mail, when the server sends it.
 */
export function createAuth(
  db: Db,
  secret: string,
  baseURL: string,
  opts: {
    onAccountCreated?: (userId: string, address: string | null) => Promise<void>;
    refusedSignIn?: (userId: string) => Promise<string | null>;
    sendResetLink?: (user: { id: string; email: string }, token: string) => Promise<void>;
  } = {},
) {
  return betterAuth({
    secret,
    baseURL,
    basePath: '/api/auth',
    database: digestSessionTokens(drizzleAdapter(db, { provider: 'pg', schema })),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: true,
      // A link that sets a new password (account/recovery.ts): once, for an hour, ending every session.
      resetPasswordTokenExpiresIn: RESET_LINK_LIFETIME_S,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        if (!opts.sendResetLink) throw new Error('this server sends no reset links');
        await opts.sendResetLink(user, token);
      },
    },
    // Its reset links' tokens are kept as SHA-256 digests, as the sessions' are: a copy of the table opens no account.
    verification: { storeIdentifier: 'hashed' },
    // The guard (account/sessions.ts) pushes a session's end out as it is used.
    session: { expiresIn: SESSION_LIFETIME_S, disableSessionRefresh: true },
    databaseHooks: {
      account: {
        create: {
          after: async (account, context) => {
            const headers = context?.headers ?? context?.request?.headers;
            await opts.onAccountCreated?.(account.userId, headers?.get('x-forwarded-for') ?? null);
          },
        },
      },
      session: {
        create: {
          before: async (session) => {
            const refused = await opts.refusedSignIn?.(session.userId);
            if (refused) throw new APIError('FORBIDDEN', { message: refused });
          },
        },
      },
    },
    plugins: [bearer()],
    // Attempt limits are the server's (account/rate-limits.ts), counted in the database for every route.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    // Its warnings are about requests (a reset asked for an address no account has), which the game logs itself.
    logger: { level: 'error' },
  });
}

export type Auth = ReturnType<typeof createAuth>;
