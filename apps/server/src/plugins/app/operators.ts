import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { bearerToken, findSignedIn } from '../../account/sessions.js';
import { notFoundError } from '../../errors.js';
import { carryOverOperatorEmails, isOperator } from '../../moderation/operators.js';
import { carriesToken } from '../../operator-token.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The operator's guard (onRequest): the operator's token or an operator's session, else a 404. */
    authenticateOperator: (request: FastifyRequest) => Promise<void>;
    /** Whether this signed-in player may act as the operator (GET /api/account tells the web). */
    isOperator: (userId: string) => Promise<boolean>;
  }
  interface FastifyRequest {
    /** Who acted, for the audit: an operator's email, or `ADMIN_TOKEN`. */
    operator: string | null;
  }
}

/** The operator's name in the audit when a script acts with the token. */
export const TOKEN_OPERATOR = 'ADMIN_TOKEN';

/**
 * The operator's guard: ADMIN_TOKEN as a bearer token (compared in constant time), or the session
 * of an account granted operator rights (moderation/operators.ts). Anyone else, a player and a
 * script alike, gets the 404 of a path that does not exist, so the routes' existence is not told.
 */
export default fp(async function operatorsPlugin(
  app: FastifyInstance,
  opts: { adminToken?: string; operatorEmails?: readonly string[] },
) {
  if (opts.operatorEmails?.length) {
    const carried = await carryOverOperatorEmails(app.database.db, opts.operatorEmails);
    if (carried.length > 0)
      // How many, not who: no log line carries an email (the audit names them, `npm run operator -- list` too).
      app.log.warn({ carried: carried.length }, 'OPERATOR_EMAILS: accounts that stay operators after the upgrade');
    app.log.warn(
      'OPERATOR_EMAILS no longer makes anyone an operator: whoever signs up with an address would be one. ' +
        'Grant operator rights with `npm run operator -- grant <email>` (or POST /api/admin/operators/grant ' +
        'with ADMIN_TOKEN), check them with `npm run operator -- list`, and remove OPERATOR_EMAILS.',
    );
  }
  app.decorate('isOperator', (userId: string) => isOperator(app.database.db, userId));
  app.decorateRequest('operator', null);
  app.decorate('authenticateOperator', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (opts.adminToken !== undefined && carriesToken(header, opts.adminToken)) {
      request.operator = TOKEN_OPERATOR;
      return;
    }
    const token = bearerToken(header);
    const check = token ? await findSignedIn(app.database.db, token) : null;
    if (!check || !(await app.isOperator(check.user.id))) throw notFoundError(request);
    request.user = check.user;
    request.operator = check.user.email;
  });
});
