import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
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
export default fp(async function authPlugin(app: FastifyInstance, opts: { auth: Auth }) {
  app.decorate('auth', opts.auth);
  app.decorateRequest('user', null);

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const session = await opts.auth.api.getSession({ headers: toHeaders(request) }).catch(() => null);
    if (!session) throw new HttpError(401, 'Authentication required');
    request.user = { id: session.user.id, email: session.user.email, name: session.user.name };
  });

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    async handler(request, reply) {
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
