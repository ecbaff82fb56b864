import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import type { ZodType } from 'zod';
import type { TestApp } from '../helper.js';
import { bearer } from '../helper.js';
import { brokenJson, garbage, hostileString, jsonText } from './hostile.js';
import type { Pools } from './schema.js';
import { NoGenerator, nearSchema } from './schema.js';

/**
 * The app's own list of routes, and a hostile request for each: its URL, headers and body made
 * from the route's schemas in the contract, so a route added to the app is fuzzed with no list
 * to keep here.
 */

export const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The auth suite's share of the routes (fuzz-auth.test.ts); every other mutating one is the game suite's. */
export const isAuthRoute = (route: Route) => /^\/api\/(auth|account)(\/|$)/.test(route.url);

/**
 * The operator's routes (fuzz-admin.test.ts), but the admin tick, which moves every factory: the game suite
 * sends it as a player (a 404), and fuzz-admin.test.ts as anyone but the operator.
 */
export const isOperatorRoute = (route: Route) => route.url.startsWith('/api/admin/') && route.url !== '/api/admin/tick';

export interface Route {
  method: string;
  url: string;
  schema: { body?: ZodType; params?: ZodType; querystring?: ZodType };
}

/** Every route the app registers, as it registers them: pass `onRoute` to useTestApp. */
export function routeCatalog() {
  const routes: Route[] = [];
  return {
    routes,
    onRoute(route: RouteOptions) {
      for (const method of [route.method].flat())
        routes.push({ method, url: route.url, schema: (route.schema ?? {}) as Route['schema'] });
    },
  };
}

/** The signed-in player's bearer header, or any other Authorization header (or none). */
export type Authorization = { player: true } | { raw: string } | null;

export interface Attempt {
  method: string;
  url: string;
  authorization: Authorization;
  contentType?: string;
  payload?: string;
  /** Other headers, hostile ones in the auth suite. */
  headers?: Record<string, string>;
}

/** A path segment as a client would write it; one that cannot be encoded goes malformed. */
function segment(value: unknown): string {
  try {
    return encodeURIComponent(String(value));
  } catch {
    return '%E0%A4%A';
  }
}

const queries = fc.constantFrom('', '', '', '?__proto__[admin]=1', '?a=%zz', '?machineId=x&machineId=y', '?=');

/** A route's URL with its parameters filled, near the params schema or hostile, and a query now and then. */
export function urlFor(route: Route, pools: Pools): fc.Arbitrary<string> {
  const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  if (names.length === 0) return queries.map((query) => route.url + query);
  const params = route.schema.params
    ? (nearSchema(route.schema.params, pools) as fc.Arbitrary<Record<string, unknown> | unknown>)
    : fc.constant({});
  const values = fc.tuple(...names.map(() => fc.oneof(fc.constantFrom(...pools.ids), hostileString)));
  return fc.tuple(params, values, fc.boolean(), queries).map(([near, hostile, fromSchema, query]) => {
    let i = 0;
    return (
      route.url.replace(/:(\w+)/g, (_, name: string) => {
        const fromNear =
          near !== null && typeof near === 'object' ? (near as Record<string, unknown>)[name] : undefined;
        const value = hostile[i++];
        return segment(fromSchema && fromNear !== undefined ? fromNear : value);
      }) + query
    );
  });
}

/** A body near the route's schema, plain garbage, or text that is no JSON at all. */
export function payloadFor(route: Route, pools: Pools): fc.Arbitrary<string | undefined> {
  const options: fc.WeightedArbitrary<string | undefined>[] = [
    { weight: 3, arbitrary: garbage.map(jsonText) },
    { weight: 1, arbitrary: brokenJson },
    { weight: 1, arbitrary: fc.constant(undefined) },
  ];
  if (route.schema.body) options.push({ weight: 8, arbitrary: nearSchema(route.schema.body, pools).map(jsonText) });
  return fc.oneof(...options);
}

/** Headers other than the player's bearer and JSON, for the auth suite. */
export interface Headers {
  authorization?: fc.Arbitrary<Authorization>;
  contentType?: fc.Arbitrary<string | undefined>;
  others?: fc.Arbitrary<Record<string, string>>;
}

/** A hostile request for `route`, as the signed-in player unless `authorization` says otherwise. */
export function attemptFor(route: Route, pools: Pools, hostile: Headers = {}): fc.Arbitrary<Attempt> {
  return fc.record({
    method: fc.constant(route.method),
    url: urlFor(route, pools),
    authorization: hostile.authorization ?? fc.constant({ player: true as const }),
    contentType: hostile.contentType ?? fc.constant('application/json'),
    payload: payloadFor(route, pools),
    headers: hostile.others ?? fc.constant({}),
  });
}

/** Generators for every route, or the routes no generator can be made for (a schema kind unknown here). */
export function attemptsFor(routes: Route[], make: (route: Route) => fc.Arbitrary<Attempt>) {
  const made = new Map<Route, fc.Arbitrary<Attempt>>();
  const missing: string[] = [];
  for (const route of routes)
    try {
      made.set(route, make(route));
    } catch (error) {
      if (!(error instanceof NoGenerator)) throw error;
      missing.push(`${route.method} ${route.url}: ${error.message}`);
    }
  return { made, missing };
}

export interface Player {
  token: string;
  email: string;
  password: string;
}

/** Sends an attempt, as `player` when it carries the player's bearer. */
export async function send(app: TestApp, attempt: Attempt, player: Player) {
  const { authorization } = attempt;
  const headers: Record<string, string> = { ...attempt.headers };
  if (authorization && 'player' in authorization) Object.assign(headers, bearer(player.token));
  else if (authorization) headers.authorization = authorization.raw;
  if (attempt.contentType !== undefined && attempt.payload !== undefined) headers['content-type'] = attempt.contentType;
  return app.inject({ method: attempt.method as 'POST', url: attempt.url, headers, payload: attempt.payload });
}
