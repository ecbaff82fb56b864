import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SignedInUser } from '../account/sessions.js';
import { bearerToken, findSignedIn } from '../account/sessions.js';
import type { Auth } from '../auth.js';
import { HttpError } from '../errors.js';

export type { SignedInUser };

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    user: SignedInUser | null;
  }
}

/**
 * better-auth, and the `authenticate` guard every game route uses: a bearer token of a session
 * the database still holds, or 401 in the envelope. Nothing is cached: a session ended by any
 * process is refused by the next request.
 */
export default fp(async function authPlugin(app: FastifyInstance, opts: { auth: Auth }) {
  app.decorate('auth', opts.auth);
  app.decorateRequest('user', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    const user = token ? await findSignedIn(app.database.db, token) : null;
    if (!user) throw new HttpError(401, 'Authentication required');
    request.user = user;
  });
});
