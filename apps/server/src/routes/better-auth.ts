import type { Registration } from '@forgeworks/contract';
import { endpoints } from '@forgeworks/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { authHeaders, refuseGuessablePassword } from '../account/passwords.js';
import { HttpError } from '../errors.js';

interface Allowed {
  endpoint: { method: 'GET' | 'POST'; path: string; body?: ZodType };
  /** Checked before better-auth sees it (the body has passed its schema). */
  check?: (body: never) => void;
  /** The attempts it counts against (plugins/external/rate-limits.ts), the same as the game's route for it. */
  limit?: keyof FastifyInstance['limits'];
}

/**
 * The only better-auth endpoints the game exposes; every other path under /api/auth (sessions
 * lists, profile and email changes, password resets, account deletion) is a 404: the game's own
 * /api/account routes do what it needs of them, bounded and in the envelope.
 */
const ALLOWED: Allowed[] = [
  {
    endpoint: endpoints.signUpEmail,
    check: (body: Registration) => refuseGuessablePassword(body.password, body),
    limit: 'signUps',
  },
  { endpoint: endpoints.signInEmail, limit: 'passwordGuesses' },
  { endpoint: endpoints.signOut },
  { endpoint: endpoints.getSession },
];

/** better-auth's answer in the envelope: its JSON as `data`, or its message with its 4xx status. */
async function toEnvelope(response: Response) {
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text.length > 0 ? JSON.parse(text) : null;
  } catch {
    throw new Error(`better-auth answered ${response.status} with a body that is not JSON`);
  }
  if (response.ok) return { success: true as const, data: json };
  if (response.status >= 500) throw new Error(`better-auth answered ${response.status}: ${text.slice(0, 200)}`);
  const message = (json as { message?: unknown } | null)?.message;
  throw new HttpError(response.status, typeof message === 'string' && message ? message : 'Request refused');
}

/** better-auth's own routes under /api/auth, allow-listed, validated with the contract's fields. */
export default async function betterAuthRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const { endpoint, check, limit } of ALLOWED)
    api.route({
      method: endpoint.method,
      url: endpoint.path,
      schema: { hide: true, ...(endpoint.body ? { body: endpoint.body } : {}) },
      ...(limit ? { preHandler: app.limits[limit] } : {}),
      async handler(request: FastifyRequest) {
        check?.(request.body as never);
        const headers = authHeaders(request);
        let body: string | undefined;
        if (endpoint.method === 'POST') {
          headers.set('content-type', 'application/json');
          body = JSON.stringify(request.body ?? {});
        }
        const url = new URL(request.url, app.auth.options.baseURL);
        return toEnvelope(await app.auth.handler(new Request(url, { method: endpoint.method, headers, body })));
      },
    });
}
