import { Failure } from '@forgeworks/contract';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { RouteOptions } from 'fastify';
import type { ZodType } from 'zod';
import type { TestApp } from '../helper.js';
import { bearer } from '../helper.js';
import { brokenJson, garbage, hostileString, jsonText } from './hostile.js';
import type { Pools } from './schema.js';
import { NoGenerator, nearSchema } from './schema.js';

/**
 * The fuzz suite's harness: the app's own list of routes, a hostile request for each, and the
 * properties every answer must keep — never a 5xx; a refusal is a 4xx in the envelope and leaves
 * the player's factory, workers and account as they were; another player's never change.
 */

export const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The seed of the whole run: FUZZ_SEED reproduces a failure. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);

/**
 * Cases per route: fewer on PostgreSQL, where each request is a network round trip, so that
 * `npm run test:postgres` stays inside CI's time. FUZZ_RUNS overrides both.
 */
export function runsPerRoute(inMemory: number, onPostgres: number): number {
  if (process.env.FUZZ_RUNS) return Number(process.env.FUZZ_RUNS);
  return process.env.TEST_DATABASE_URL ? onPostgres : inMemory;
}

/** The auth suite's share of the routes (fuzz-auth.test.ts); every other mutating one is the game suite's. */
export const isAuthRoute = (route: Route) => /^\/api\/(auth|account)(\/|$)/.test(route.url);

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

export async function send(app: TestApp, attempt: Attempt, player: Player) {
  const { authorization } = attempt;
  const headers: Record<string, string> = { ...attempt.headers };
  if (authorization && 'player' in authorization) Object.assign(headers, bearer(player.token));
  else if (authorization) headers.authorization = authorization.raw;
  if (attempt.contentType !== undefined && attempt.payload !== undefined) headers['content-type'] = attempt.contentType;
  return app.inject({ method: attempt.method as 'POST', url: attempt.url, headers, payload: attempt.payload });
}

const show = (attempt: Attempt, status: number, body: string) =>
  `${attempt.method} ${attempt.url.slice(0, 200)} answered ${status}: ${body.slice(0, 300)}`;

/** Whether the answer kept the properties; throws saying how it did not. */
export function accepted(attempt: Attempt, res: { statusCode: number; body: string; headers: object }): boolean {
  const { statusCode: status, body } = res;
  if (status >= 500) throw new Error(`a 5xx: ${show(attempt, status, body)}`);
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new Error(`not JSON: ${show(attempt, status, body)}`);
  }
  if (status >= 200 && status < 300) {
    if ((json as { success?: unknown }).success !== true)
      throw new Error(`a 2xx without success: ${show(attempt, status, body)}`);
    return true;
  }
  if (status < 400) throw new Error(`neither 2xx nor 4xx: ${show(attempt, status, body)}`);
  const failure = Failure.strict().safeParse(json);
  if (!failure.success || failure.data.message.length === 0)
    throw new Error(`a refusal outside the envelope: ${show(attempt, status, body)}`);
  return false;
}

/** What a refusal must leave as it was: the factory (dates as ticks ago), the workers, the account. */
export async function snapshotOf(app: TestApp, player: Player) {
  const get = (url: string) => app.inject({ method: 'GET', url, headers: bearer(player.token) });
  const [factory, workers, account] = await Promise.all(
    ['/api/factory/my-factory', '/api/workers', '/api/account'].map(get),
  );
  if (factory!.statusCode === 401) return null;
  const now = Date.now();
  const data = factory!.json().data as { machines: { lastMaintenanceDate: string | null }[] };
  // The presenter dates the last maintenance back from now: compared as ticks ago, it stays still.
  const machines = data.machines.map((m) => ({
    ...m,
    lastMaintenanceDate:
      m.lastMaintenanceDate === null
        ? null
        : Math.round((now - Date.parse(m.lastMaintenanceDate)) / app.tickIntervalMs),
  }));
  return { factory: { ...data, machines }, workers: workers!.json(), account: account!.json() };
}

type Snapshot = Awaited<ReturnType<typeof snapshotOf>>;

/**
 * The player the suite plays as, and what the server shows of them. A success may change
 * anything, and becomes the new baseline; one that ends the player (signed out, deleted) brings
 * a fresh player in, made by `create`. A refusal must leave the baseline exactly as it was.
 */
export class Subject {
  player!: Player;
  private baseline: Snapshot = null;

  constructor(
    private readonly app: TestApp,
    private readonly create: () => Promise<Player>,
  ) {}

  async start(player?: Player) {
    this.player = player ?? (await this.create());
    this.baseline = await snapshotOf(this.app, this.player);
  }

  async settle(attempt: Attempt, success: boolean) {
    const now = await snapshotOf(this.app, this.player);
    if (success) {
      if (now === null) await this.start();
      else this.baseline = now;
      return;
    }
    if (now === null) throw new Error(`a refusal ended the player's session: ${attempt.method} ${attempt.url}`);
    expect(now, `a refusal changed the player: ${attempt.method} ${attempt.url}`).toEqual(this.baseline);
  }

  /** For another player, whom nothing the subject sends may change. */
  async unchanged(after: string) {
    expect(await snapshotOf(this.app, this.player), `${after} changed another player`).toEqual(this.baseline);
  }
}

/** Runs `numRuns` attempts at each route, checking every answer; the error names FUZZ_SEED. */
export async function fuzzRoutes(opts: {
  app: TestApp;
  attempts: Map<Route, fc.Arbitrary<Attempt>>;
  subject: Subject;
  others: Subject[];
  numRuns: number;
}) {
  const outcomes = new Map<string, number>();
  let index = 0;
  for (const [route, arbitrary] of opts.attempts) {
    const seed = FUZZ_SEED + index++;
    const name = `${route.method} ${route.url}`;
    const property = fc.asyncProperty(arbitrary, async (attempt) => {
      const res = await send(opts.app, attempt, opts.subject.player);
      const success = accepted(attempt, res);
      outcomes.set(String(res.statusCode), (outcomes.get(String(res.statusCode)) ?? 0) + 1);
      await opts.subject.settle(attempt, success);
      if (success) for (const other of opts.others) await other.unchanged(`${attempt.method} ${attempt.url}`);
    });
    try {
      await fc.assert(property, { seed, numRuns: opts.numRuns });
      // After every route's run rather than every refusal: each check costs as much as a request.
      for (const other of opts.others) await other.unchanged(`a refusal of ${name}`);
    } catch (error) {
      const { message, cause } = error as Error;
      throw new Error(
        `fuzzing ${name} failed; reproduce with FUZZ_SEED=${FUZZ_SEED}\n${message}\n${(cause as Error | undefined)?.message ?? ''}`,
      );
    }
  }
  return outcomes;
}
