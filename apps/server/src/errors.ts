import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

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

/**
 * One error handler: every failure answers `{ success: false, message }` with its status. With
 * `pages`, a GET for a page path outside /api that is no file answers the web client's index.html.
 */
export function registerErrorHandling(app: FastifyInstance, opts: { pages?: boolean } = {}): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError)
      return reply.code(error.statusCode).send({ success: false, message: error.message });
    if (error.validation) return reply.code(400).send({ success: false, message: describeValidation(error) });
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ success: false, message: 'Internal server error' });
    }
    return reply.code(status).send({ success: false, message: error.message });
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (opts.pages && request.method === 'GET' && !path.startsWith('/api') && !path.includes('.'))
      return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
    return reply.code(404).send({ success: false, message: `Not found: ${request.method} ${path}` });
  });
}
