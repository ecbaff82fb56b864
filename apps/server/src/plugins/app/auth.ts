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
    /**
     * Call once sessions have ended (committed): sign-out, a password change, account deletion,
     * an operator's suspension. Once it answers, no process trusts them for a request that comes after.
     */
    sessionsEnded: () => Promise<void>;
    /**
     * `listener` hears that sessions may have ended, here or on another process (what stays open
     * past a request, an event stream, checks its own again).
     */
    onSessionsEnded: (listener: () => void) => void;
  }
  interface FastifyRequest {
    user: SignedInUser | null;
  }
}

/** Routes that can end sessions (sign-out, the account's routes, a suspension): any other method than GET there. */
const mayEndSessions = (request: FastifyRequest) =>
  request.method !== 'GET' && /^\/api\/(auth|account|admin)\//.test(request.url);

/**
 * How long a process trusts a session it checked, on PostgreSQL, before asking the database again
 * although no process told it of an end: a bound on a process that ended sessions and died before
 * it could tell the others (db/peers.ts).
 */
export const SESSION_RECHECK_MS = 60_000;

/**
 * better-auth, and the `authenticate` guard every game route uses: a bearer token of a session
 * the database still holds, or 401 in the envelope. Checked sessions are kept (the embedded
 * database's one process owns them; on PostgreSQL while this process hears the others), and a
 * session ended by any process is refused by the next request to every process: whatever may end
 * one (any other method than GET under /api/auth and /api/account) calls `sessionsEnded` before it
 * is answered, which forgets them here and tells the other processes, which hear it before they serve
 * any later request (db/peers.ts).
 */
export default fp(async function authPlugin(app: FastifyInstance, opts: { auth: Auth }) {
  const checked = new OwnedCache<SessionCheck & { readAt: number }>(app.database.kind === 'pglite', 20_000);
  const { peers } = app;
  const recheckMs = peers ? SESSION_RECHECK_MS : Infinity;
  const endedListeners: (() => void)[] = [];
  const tellEnded = () => {
    for (const listener of endedListeners) listener();
  };
  peers?.subscribe(
    (notice) => {
      if (notice !== 'sessions') return;
      checked.forgetAll();
      tellEnded();
    },
    (live) => (live ? checked.enable() : checked.disable()),
  );
  if (peers?.live) checked.enable();
  app.decorate('auth', opts.auth);
  app.decorateRequest('user', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new HttpError(401, 'Authentication required');
    const now = Date.now();
    let check = checked.get(token);
    if (!check || !stillTrusted(check, now) || now - check.readAt > recheckMs) {
      const mark = checked.mark();
      const found = await findSignedIn(app.database.db, token);
      if (!found) throw new HttpError(401, 'Authentication required');
      check = { ...found, readAt: now };
      checked.set(token, check, mark);
    }
    request.user = check.user;
  });
  app.decorate('onSessionsEnded', (listener: () => void) => void endedListeners.push(listener));
  app.decorate('sessionsEnded', async () => {
    checked.forgetAll();
    // Heard here at once, whether or not this process hears its own notice (its listening connection may be down).
    tellEnded();
    await peers?.tell('sessions');
  });
  app.addHook('onSend', async (request) => {
    if (mayEndSessions(request)) await app.sessionsEnded();
  });
});
