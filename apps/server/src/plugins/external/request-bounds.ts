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

export const MALFORMED_TEXT_MESSAGE = 'Text must be well-formed Unicode (a lone UTF-16 surrogate was sent)';

/** A UTF-16 surrogate written as a JSON escape: the only way one reaches a string from a UTF-8 body. */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;
const LONE_SURROGATE = /\p{Cs}/u;

/** Whether a parsed JSON value holds a string (or key) with a lone surrogate: text no database can store or page show. */
export function hasLoneSurrogate(value: unknown): boolean {
  if (typeof value === 'string') return LONE_SURROGATE.test(value);
  if (Array.isArray(value)) return value.some(hasLoneSurrogate);
  if (value !== null && typeof value === 'object')
    return Object.entries(value).some(([key, v]) => LONE_SURROGATE.test(key) || hasLoneSurrogate(v));
  return false;
}

/**
 * What every request and answer under /api shares: JSON bodies no deeper than JSON_MAX_DEPTH
 * (deeper ones are a 400 before any parser or schema recurses into them) and of well-formed text
 * (a lone surrogate in any field is a 400 here, the one place every route's body passes), and
 * answers that no browser or shared cache keeps, since they carry a player's data or a token.
 */
export default fp(async function requestBounds(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonDepth(body as string) > JSON_MAX_DEPTH)
      return done(new HttpError(400, `JSON nests deeper than ${JSON_MAX_DEPTH} levels`), undefined);
    if (!SURROGATE_ESCAPE.test(body as string)) return parseJson(request, body as string, done);
    parseJson(request, body as string, (error, value) => {
      if (!error && hasLoneSurrogate(value)) return done(new HttpError(400, MALFORMED_TEXT_MESSAGE), undefined);
      done(error, value);
    });
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api')) reply.header('cache-control', 'no-store');
  });
});
