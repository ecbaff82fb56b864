import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../errors.js';

/** The largest request body, in bytes (Fastify's default, said here so docs/security.md can cite it). */
export const BODY_LIMIT_BYTES = 1_048_576;
/** The deepest JSON a body may nest: the game's own bodies need 3. */
export const JSON_MAX_DEPTH = 64;

/** How deeply `text` nests arrays and objects, counted without parsing; strings are skipped. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) deepest = Math.max(deepest, ++depth);
    else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
  }
  return deepest;
}

/**
 * What every request and answer under /api shares: JSON bodies no deeper than JSON_MAX_DEPTH
 * (deeper ones are a 400 before any parser or schema recurses into them), and answers that no
 * browser or shared cache keeps, since they carry a player's data or a token.
 */
export default fp(async function requestBounds(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonDepth(body as string) > JSON_MAX_DEPTH)
      return done(new HttpError(400, `JSON nests deeper than ${JSON_MAX_DEPTH} levels`), undefined);
    parseJson(request, body as string, done);
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api')) reply.header('cache-control', 'no-store');
  });
});
