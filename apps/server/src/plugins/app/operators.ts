import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { bearerToken, findSignedIn } from '../../account/sessions.js';
import { notFoundError } from '../../errors.js';
import { carriesToken } from '../../operator-token.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The operator's guard (onRequest): the operator's token or an operator's session, else a 404. */
    authenticateOperator: (request: FastifyRequest) => Promise<void>;
    /** Whether the signed-in player with this email may act as the operator (GET /api/account tells the web). */
    isOperator: (email: string) => boolean;
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
 * of an account named in OPERATOR_EMAILS. Anyone else, a player and a script alike, gets the 404
 * of a path that does not exist, so the routes' existence is not told.
 */
export default fp(async function operatorsPlugin(
  app: FastifyInstance,
  opts: { adminToken?: string; operatorEmails?: readonly string[] },
) {
  const emails = new Set((opts.operatorEmails ?? []).map((email) => email.toLowerCase()));
  app.decorate('isOperator', (email: string) => emails.has(email.toLowerCase()));
  app.decorateRequest('operator', null);
  app.decorate('authenticateOperator', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (opts.adminToken !== undefined && carriesToken(header, opts.adminToken)) {
      request.operator = TOKEN_OPERATOR;
      return;
    }
    const token = emails.size > 0 ? bearerToken(header) : null;
    const check = token ? await findSignedIn(app.database.db, token) : null;
    if (!check || !emails.has(check.user.email.toLowerCase())) throw notFoundError(request);
    request.user = check.user;
    request.operator = check.user.email;
  });
});
