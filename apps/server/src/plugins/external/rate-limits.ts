import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { attemptLimiter, byAccount, byAddress } from '../../account/rate-limits.js';
import type { AttemptLimits } from '../../config.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The hooks of the routes that check a password, create an account or ask for a reset link. */
    limits: {
      passwordGuesses: preHandlerAsyncHookHandler;
      signUps: preHandlerAsyncHookHandler;
      passwordResets: preHandlerAsyncHookHandler;
    };
  }
}

/** One limit per purpose, the same hook on every route that serves it, counted in the database. */
export default fp(async function rateLimitsPlugin(app: FastifyInstance, limits: AttemptLimits) {
  const limit = attemptLimiter(app.database.db);
  app.decorate('limits', {
    passwordGuesses: limit(
      'password',
      [
        { limit: limits.passwordGuesses.perAddress, key: byAddress },
        { limit: limits.passwordGuesses.perAccount, key: byAccount },
      ],
      'Too many password attempts',
    ),
    signUps: limit('sign-up', [{ limit: limits.signUps.perAddress, key: byAddress }], 'Too many sign-ups'),
    passwordResets: limit(
      'reset',
      [
        { limit: limits.passwordResets.perAddress, key: byAddress },
        { limit: limits.passwordResets.perAccount, key: byAccount },
      ],
      'Too many reset requests',
    ),
  });
});
