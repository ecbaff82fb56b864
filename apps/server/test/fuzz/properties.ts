import { Failure } from '@forgeworks/contract';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { account } from '../../src/db/schema.js';
import type { TestApp } from '../helper.js';
import { SIGN_UP_PASSWORD, bearer, signUp } from '../helper.js';
import type { Attempt, Player, Route } from './requests.js';
import { attemptsFor, send } from './requests.js';

/**
 * The properties every answer must keep: never a 5xx; a success in the envelope; a refusal a 4xx
 * in the envelope that leaves the player's factory, workers and account as they were; another
 * player's never change.
 */

/** The seed of the whole run: FUZZ_SEED reproduces a failure. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);

/**
 * Cases per route: half on PostgreSQL, whose run repeats the whole server suite in CI; there the
 * fuzz need only show that the other engine refuses the same (a NUL in text, say). FUZZ_RUNS
 * overrides both.
 */
export function runsPerRoute(inMemory: number, onPostgres: number): number {
  if (process.env.FUZZ_RUNS) return Number(process.env.FUZZ_RUNS);
  return process.env.TEST_DATABASE_URL ? onPostgres : inMemory;
}

const show = (attempt: Attempt, status: number, body: string) =>
  `${attempt.method} ${attempt.url.slice(0, 200)} answered ${status}: ${body.slice(0, 300)}`;

/** Whether the answer kept the properties; throws saying how it did not. */
export function accepted(attempt: Attempt, res: { statusCode: number; body: string }): boolean {
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

/** The stored password hash, which no answer shows: a refusal must not change it either. */
async function passwordHashOf(app: TestApp, userId: string) {
  const rows = await app.database.db
    .select({ password: account.password })
    .from(account)
    .where(eq(account.userId, userId));
  return rows.map((row) => row.password);
}

/**
 * What a refusal must leave as it was: the factory (dates as ticks ago), the workers, the
 * account settings and the password; null once the player's session is gone.
 */
export async function snapshotOf(app: TestApp, player: Player) {
  const get = (url: string) => app.inject({ method: 'GET', url, headers: bearer(player.token) });
  const [factory, workers, settings] = await Promise.all(
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
  const accountSettings = settings!.json();
  return {
    factory: { ...data, machines },
    workers: workers!.json(),
    account: accountSettings,
    password: await passwordHashOf(app, accountSettings.data.user.id),
  };
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

  async start() {
    this.player = await this.create();
    this.baseline = await snapshotOf(this.app, this.player);
  }

  /** Takes the player as it is now as the baseline (after the test set something up for it). */
  async rebase() {
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
    this.expectStill(now, `a refusal changed the player: ${attempt.method} ${attempt.url}`);
  }

  /** For another player, whom nothing the subject sends may change. */
  async unchanged(after: string) {
    this.expectStill(await snapshotOf(this.app, this.player), `${after} changed another player`);
  }

  /**
   * The baseline moves on even when the check fails, so that fast-check's shrinking, which
   * replays smaller attempts, blames the attempt that changed something, not every later one.
   */
  private expectStill(now: Snapshot, message: string) {
    const before = this.baseline;
    this.baseline = now;
    expect(now, message).toEqual(before);
  }
}

/** A player signed up as `signUp` makes one, as the suite plays them. */
export async function signedUpPlayer(app: TestApp): Promise<Player> {
  const { token, email } = await signUp(app);
  return { token, email, password: SIGN_UP_PASSWORD };
}

/** The subject and another player, both started (their baselines taken). */
export async function startSubjects(app: TestApp, create: () => Promise<Player>, createOther = create) {
  const subject = new Subject(app, create);
  const other = new Subject(app, createOther);
  await subject.start();
  await other.start();
  return { subject, other };
}

/**
 * Runs `numRuns` attempts at each route (and at `extra`'s), checking every answer; the error names
 * FUZZ_SEED. Every route must have a generator: one whose schema none can be made for fails the run.
 */
export async function fuzzRoutes(opts: {
  app: TestApp;
  routes: Route[];
  attemptOf: (route: Route) => fc.Arbitrary<Attempt>;
  extra?: [Route, fc.Arbitrary<Attempt>];
  subject: Subject;
  others: Subject[];
  numRuns: number;
}) {
  const { made, missing } = attemptsFor(opts.routes, opts.attemptOf);
  expect(missing).toEqual([]);
  if (opts.extra) made.set(...opts.extra);
  const outcomes = new Map<string, number>();
  let index = 0;
  for (const [route, arbitrary] of made) {
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

/** That valid-shaped requests got through to the rules themselves: some were done, some refused by them. */
export function expectRulesReached(outcomes: Map<string, number>) {
  expect(outcomes.get('200')).toBeGreaterThan(0);
  expect((outcomes.get('404') ?? 0) + (outcomes.get('409') ?? 0)).toBeGreaterThan(0);
}
