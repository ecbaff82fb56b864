import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnreachable } from './db/unreachable.js';

/** An error whose message is meant for the player, with the status to answer it with. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

function describeValidation(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return error.validation
      .map((v) => {
        const path = (v.instancePath || '').replace(/^\//, '').replace(/\//g, '.');
        return path ? `${path}: ${v.message}` : v.message;
      })
      .join('; ');
  }
  return error.message;
}

/** A failed query's own words for its values: Drizzle's `params:` line, up to the stack's first frame. */
const QUERY_PARAMS = /\nparams: [\s\S]*?(?=\n\s+at |$)/;

/**
 * An error as the log keeps it: its type, code, message and stack, and its cause's, without the values
 * a failed query quotes (Drizzle's `params:`, PostgreSQL's `detail`), which carry what players typed
 * (a message's text, a name, an email). The logger's `err` serializer (app.ts).
 */
export function errorForLog(
  error: Error,
  depth = 0,
): { type: string; message: string; stack: string; [key: string]: unknown } {
  const e = error as Error & { code?: unknown; statusCode?: unknown; constraint?: unknown };
  return {
    type: e.constructor.name,
    message: e.message.replace(QUERY_PARAMS, ''),
    stack: (e.stack ?? '').replace(QUERY_PARAMS, ''),
    ...(e.code !== undefined ? { code: e.code } : {}),
    ...(e.statusCode !== undefined ? { statusCode: e.statusCode } : {}),
    ...(e.constraint !== undefined ? { constraint: e.constraint } : {}),
    ...(e.cause instanceof Error && depth < 5 ? { cause: errorForLog(e.cause, depth + 1) } : {}),
  };
}

/** Seconds a client is asked to wait (`Retry-After`) while the database cannot be reached. */
export const OUTAGE_RETRY_AFTER_S = 5;

/** What a player reads while the database cannot be reached. */
export const OUTAGE_MESSAGE = 'The server is having trouble reaching its database; try again in a few seconds';

/** The failure envelope, the one shape of every refusal; no cache keeps one. */
function fail(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).header('cache-control', 'no-store').send({ success: false, message });
}

/** The answer to a path no route serves; the operator's guard answers it too, so their routes are not told. */
export function notFoundError(request: { method: string; url: string }): HttpError {
  return new HttpError(404, `Not found: ${request.method} ${request.url.split('?')[0] ?? ''}`);
}

/** The answer while the database cannot be reached: 503, and when to ask again. */
export function unavailable(reply: FastifyReply) {
  return fail(reply.header('retry-after', String(OUTAGE_RETRY_AFTER_S)), 503, OUTAGE_MESSAGE);
}

/**
 * Fastify's own refusals before any route is found (a path with a malformed percent-encoding):
 * they never reach the error handler below, so they are answered here, in the same envelope.
 */
export function frameworkErrors(
  error: FastifyError,
  request: { method: string; url: string },
  reply: FastifyReply,
): void {
  // A parameter too long for a route tells that the route exists: the operator's are not told.
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH' && request.url.startsWith('/api/admin/'))
    return void fail(reply, 404, notFoundError(request).message);
  void fail(reply, 400, error.code === 'FST_ERR_BAD_URL' ? 'Malformed URL' : error.message);
}

/**
 * One error handler: every failure answers `{ success: false, message }` with its status. With
 * `pages`, a GET for a page path outside /api that is no file answers the web client's index.html.
 */
export function registerErrorHandling(app: FastifyInstance, opts: { pages?: boolean } = {}): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError && error.statusCode === 503) return unavailable(reply);
    if (error instanceof HttpError) return fail(reply, error.statusCode, error.message);
    if (error.validation) return fail(reply, 400, describeValidation(error));
    // An outage, not a bug: the client is told to come back, and a load balancer can tell the two apart.
    if (isDatabaseUnreachable(error)) {
      request.log.debug({ err: error }, 'database unreachable');
      return unavailable(reply);
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return fail(reply, 500, 'Internal server error');
    }
    return fail(reply, status, error.message);
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (opts.pages && request.method === 'GET' && !path.startsWith('/api') && !path.includes('.'))
      return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
    return fail(reply, 404, notFoundError(request).message);
  });
}
