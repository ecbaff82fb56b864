import { endpoints } from '@forgeworks/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LINK_REFUSED, resetLinkHolder, setPasswordWithLink } from '../account/recovery.js';
import { HttpError } from '../errors.js';
import { askOperator } from '../moderation/password-help.js';
import { described, ok } from './common.js';

const NO_MAIL = 'This server sends no mail: ask its operator for a link to set a new password';

/**
 * A forgotten password (account/recovery.ts): whether links are mailed, asking for one, whom a
 * link is for, and the new password. Asking counts against the reset limits; a link's check and
 * use against the password attempts of the address, as a guess would.
 */
export default async function recoveryRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...described(endpoints.recovery),
    handler: async () => ok({ byMail: app.recovery.byMail, operatorContact: app.recovery.operatorContact }),
  });

  // Asking the operator works with mail too: a player may have lost the mailbox.
  api.route({
    ...described(endpoints.askOperator),
    preHandler: app.limits.passwordResets,
    handler: async (request) => {
      await askOperator(app.database.db, request.body);
      return ok(
        { asked: true as const },
        "Asked: if an account has this address, the operator sees your request on the server's Moderation page.",
      );
    },
  });

  api.route({
    ...described(endpoints.requestPasswordReset),
    preHandler: app.limits.passwordResets,
    handler: async (request) => {
      if (!app.recovery.byMail) throw new HttpError(409, NO_MAIL);
      app.recovery.requestReset(request.body.email);
      return ok(
        { requested: true as const },
        'If an account has this address, a link to set a new password is on its way: it works once, for an hour.',
      );
    },
  });

  api.route({
    ...described(endpoints.checkResetLink),
    preHandler: app.limits.passwordGuesses,
    handler: async (request) => {
      const holder = await resetLinkHolder(app.auth, app.database.db, request.body.token);
      if (!holder) throw new HttpError(400, LINK_REFUSED);
      const { email, name, expiresAt } = holder;
      return ok({ email, name, expiresAt });
    },
  });

  api.route({
    ...described(endpoints.resetPassword),
    preHandler: app.limits.passwordGuesses,
    handler: async (request) =>
      ok(
        await setPasswordWithLink({ auth: app.auth, db: app.database.db }, request, request.body),
        'Your new password is set. Welcome back!',
      ),
  });
}
