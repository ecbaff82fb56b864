import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { Auth } from '../auth.js';
import { HttpError } from '../errors.js';

export interface SignedInUser {
  id: string;
  email: string;
  name: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    user: SignedInUser | null;
  }
}

export interface SessionCacheOptions {
  /**
   * How long a checked token is trusted without asking the database again. Sign-out forgets it
   * at once in the process that signs out; another process may accept it for up to this long.
   */
  ttlMs: number;
  max: number;
}

export const SESSION_CACHE: SessionCacheOptions = { ttlMs: 30_000, max: 50_000 };

function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

/**
 * better-auth's own routes under /api/auth/* (sign-out, get-session, …) and the `authenticate`
 * guard every game route uses: a valid bearer token, or 401 in the envelope.
 */
export default fp(async function authPlugin(
  app: FastifyInstance,
  opts: { auth: Auth; sessionCache?: SessionCacheOptions },
) {
  const cacheOptions = opts.sessionCache ?? SESSION_CACHE;
  const sessions = new LRUCache<string, SignedInUser>({ max: cacheOptions.max, ttl: cacheOptions.ttlMs });
  app.decorate('auth', opts.auth);
  app.decorateRequest('user', null);

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const cached = header ? sessions.get(header) : undefined;
    if (cached) {
      request.user = cached;
      return;
    }
    const session = await opts.auth.api.getSession({ headers: toHeaders(request) }).catch(() => null);
    if (!session) throw new HttpError(401, 'Authentication required');
    request.user = { id: session.user.id, email: session.user.email, name: session.user.name };
    // Never trusted past the session's own end.
    const left = new Date(session.session.expiresAt).getTime() - Date.now();
    if (header && left > 0) sessions.set(header, request.user, { ttl: Math.min(cacheOptions.ttlMs, left) });
  });

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    async handler(request, reply) {
      // A sign-out ends the token here at once, whatever better-auth answers.
      if (request.url.startsWith('/api/auth/sign-out') && request.headers.authorization)
        sessions.delete(request.headers.authorization);
      const url = new URL(request.url, `http://${request.headers.host ?? 'localhost'}`);
      const body = request.method === 'POST' && request.body !== undefined ? JSON.stringify(request.body) : undefined;
      const response = await opts.auth.handler(
        new Request(url, { method: request.method, headers: toHeaders(request), body }),
      );
      reply.status(response.status);
      response.headers.forEach((value, key) => reply.header(key, value));
      const text = await response.text();
      return reply.send(text.length > 0 ? text : null);
    },
  });
});
