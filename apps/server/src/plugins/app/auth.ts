import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionCheck, SignedInUser } from '../../account/sessions.js';
import { bearerToken, findSignedIn, stillTrusted } from '../../account/sessions.js';
import type { Auth } from '../../account/auth.js';
import { OwnedCache } from '../../db/owned-cache.js';
import { HttpError } from '../../errors.js';

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

/** Routes that can end sessions (sign-out, the account's routes, a suspension): any other method than GET there. */
const mayEndSessions = (request: FastifyRequest) =>
  request.method !== 'GET' && /^\/api\/(auth|account|admin)\//.test(request.url);

/**
 * better-auth, and the `authenticate` guard every game route uses: a bearer token of a session
 * the database still holds, or 401 in the envelope. A session ended by any process is refused by
 * the next request: on PostgreSQL every request asks the database; on the embedded database, which
 * this one process owns, checked sessions are kept, and every request that may end one forgets
 * them all before it is answered.
 */
export default fp(async function authPlugin(app: FastifyInstance, opts: { auth: Auth }) {
  const checked = new OwnedCache<SessionCheck>(app.database.kind === 'pglite', 20_000);
  app.decorate('auth', opts.auth);
  app.decorateRequest('user', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new HttpError(401, 'Authentication required');
    let check = checked.get(token);
    if (!check || !stillTrusted(check, Date.now())) {
      const mark = checked.mark();
      check = (await findSignedIn(app.database.db, token)) ?? undefined;
      if (!check) throw new HttpError(401, 'Authentication required');
      checked.set(token, check, mark);
    }
    request.user = check.user;
  });
  app.addHook('onSend', async (request) => {
    if (mayEndSessions(request)) checked.forgetAll();
  });
});
