import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { z } from 'zod';
import { MALFORMED_TEXT_MESSAGE } from '../src/plugins/external/request-bounds.js';
import type { Route } from './fuzz/requests.js';
import { MUTATING, routeCatalog } from './fuzz/requests.js';
import { ADMIN_TOKEN, bearer, client, signUp, useTestApp } from './helper.js';

/**
 * Every text field of every route's body, the game's, the account's and the operator's, sent a lone
 * UTF-16 surrogate (a 400 that names it, whatever else the body holds) and invisible characters (an
 * answer in the envelope, never a 5xx). The fields are read from the routes' own schemas, so a new
 * route's fields are covered without a line here.
 */

const catalog = routeCatalog();
const app = useTestApp({ onRoute: catalog.onRoute });

const LONE = ['\ud800', 'coal \udfff ore', '\udc00\ud800'];
const INVISIBLE = [
  '\u200b',
  'Rita\u2060Real',
  'soft\u00adhyphen',
  'a\u180eb',
  '\u3164\u3164',
  '\u2800',
  'f\u200du\u200dc\u200dk',
  '\ufeffbom',
  '\u202eevil',
];

interface JsonSchema {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  minimum?: number;
  format?: string;
}

/** A plain value the schema's shape asks for, with `text` at every string. */
function plain(s: JsonSchema, text: string, id: string): unknown {
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  if (s.anyOf) return plain(s.anyOf[0]!, text, id);
  switch (s.type) {
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, plain(v, text, id)]));
    case 'array':
      return s.items ? [plain(s.items, text, id)] : [];
    case 'string':
      return s.format === 'uuid' ? id : text;
    case 'number':
    case 'integer':
      return s.minimum ?? 1;
    case 'boolean':
      return true;
    default:
      return null;
  }
}

/** The paths of the strings in the schema (not ids), each a list of keys. */
function textPaths(s: JsonSchema, at: string[] = []): string[][] {
  if (s.anyOf) return textPaths(s.anyOf[0]!, at);
  if (s.type === 'object') return Object.entries(s.properties ?? {}).flatMap(([k, v]) => textPaths(v, [...at, k]));
  if (s.type === 'array' && s.items) return textPaths(s.items, [...at, '0']);
  if (s.type === 'string' && !s.enum && s.format !== 'uuid') return [at];
  return [];
}

/** The body's shape with `text` at `path` and placeholders elsewhere. */
function bodyWith(schema: ZodType, path: string[], text: string, id: string): unknown {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const body = plain(json, 'Plain text', id) as Record<string, unknown>;
  let at: Record<string, unknown> = body;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string, unknown>;
  at[path.at(-1)!] = text;
  return body;
}

const bodyRoutes = () =>
  catalog.routes.filter((route): route is Route & { schema: { body: ZodType } } =>
    Boolean(MUTATING.has(route.method) && route.schema.body),
  );

describe('text fields sent lone surrogates and invisible characters', () => {
  it('answers every one, on every route, in the envelope: lone surrogates a 400 that says so', async () => {
    const subject = await signUp(app());
    const target = await signUp(app());
    const targetFactory = (await client(app(), target.token).factory()).id as string;
    const fields: string[] = [];
    for (const route of bodyRoutes()) {
      const url = route.url.replace(/:(\w+)/g, () => targetFactory);
      const headers = bearer(route.url.startsWith('/api/admin/') ? ADMIN_TOKEN : subject.token);
      const json = z.toJSONSchema(route.schema.body, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
      for (const path of textPaths(json)) {
        fields.push(`${route.method} ${route.url} ${path.join('.')}`);
        for (const text of LONE) {
          const payload = bodyWith(route.schema.body, path, text, targetFactory) as object;
          const res = await app().inject({ method: route.method as 'POST', url, headers, payload });
          expect({ field: fields.at(-1), status: res.statusCode, body: res.json() }).toEqual({
            field: fields.at(-1),
            status: 400,
            body: { success: false, message: MALFORMED_TEXT_MESSAGE },
          });
        }
        for (const text of INVISIBLE) {
          const payload = bodyWith(route.schema.body, path, text, targetFactory) as object;
          const res = await app().inject({ method: route.method as 'POST', url, headers, payload });
          expect(res.statusCode, `${fields.at(-1)} ${JSON.stringify(text)}`).toBeLessThan(500);
          expect(typeof res.json().success, `${fields.at(-1)} ${JSON.stringify(text)}`).toBe('boolean');
        }
      }
    }
    // The talk, the names, the notes and the reports are among them.
    for (const field of [
      'POST /api/chat/channels/:id/messages text',
      'POST /api/messages/:factoryId text',
      'POST /api/account/factory-name name',
      'POST /api/factories/:id/report-name note',
      'POST /api/chat/messages/:id/report reason',
      'POST /api/auth/register name',
      'POST /api/admin/players/:factoryId/rename name',
    ])
      expect(fields).toContain(field);
  }, 600_000);
});
