/**
 * Seeds N factories (factories.ts: 10 machines on each site in turn, a quarter with their site's works
 * machine, an hour of history) into a fresh database and times full ticks through the server's own
 * runTick. Prints one JSON line; run.ts runs it once per database in a fresh process.
 *   node workload.mjs --database pglite --factories 20000 [--url postgres://…] [--processes 2] [--in-flight 1] [--rivals 1000] [--offers O] [--bids B]
 * With --processes P (PostgreSQL), P − 1 more server processes, started and connected beforehand,
 * run each tick at the same time as this one, as several servers on one database do; --in-flight
 * is each process's TICK_BATCHES_IN_FLIGHT (the server's default when not given). With --rivals R,
 * R of the N factories are rivals (RIVALS), each a copy of its personality's factory after two game
 * days of its strategy, so every tick plays their turns too.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { parseArgs } from 'node:util';
import type { FactoryState } from '@forgeworks/engine';
import { newFactory, newMarket, runFactoryTick } from '@forgeworks/engine';
import { Game, RIVAL_PERSONALITIES } from '@forgeworks/simulator';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { openDatabase } from '../../apps/server/src/db/database.js';
import { counted, num, rowsOf } from '../../apps/server/src/db/rows.js';
import { claimedRow } from '../../apps/server/src/tick/claims.js';
import { seedFactories } from '../../apps/server/src/dev/seed-factories.js';
import { newPartId } from '../../apps/server/src/factories/part-ids.js';
import { runTick } from '../../apps/server/src/tick/run-tick.js';
import { rivalUserId } from '../../apps/server/src/rivals/roster.js';
import { databaseTickOptions } from '../../apps/server/src/tick/options.js';
import { recordOwedHours } from '../../apps/server/src/tick/hour-record.js';
import { advanceRow } from '../../apps/server/src/tick/advance.js';
import { currentMarket } from '../../apps/server/src/market/state.js';
import { clusterCpuMs, ownCpuMs, parentOf } from '../lib/cpu.js';
import { bidUnitsFilled, seedOrders } from './orders.js';
import { HISTORY_TICKS, seasoned } from './factories.js';

const { values } = parseArgs({
  options: {
    database: { type: 'string' },
    factories: { type: 'string' },
    url: { type: 'string' },
    processes: { type: 'string' },
    'in-flight': { type: 'string' },
    rivals: { type: 'string' },
    offers: { type: 'string' },
    bids: { type: 'string' },
    ticks: { type: 'string' },
    helper: { type: 'boolean' },
  },
});
const kind = values.database === 'postgres' ? 'postgres' : 'pglite';
const N = Number(values.factories ?? 20_000);
const RIVALS = Math.min(N, Number(values.rivals ?? 0));
/** Game days each rival has played before the timed ticks: a grown factory, not an empty one. */
const RIVAL_DAYS = 2;
const PROCESSES = kind === 'postgres' ? Math.max(1, Number(values.processes ?? 1)) : 1;
const TICK_MS = 300_000;
const IN_FLIGHT = values['in-flight'] === undefined ? undefined : Number(values['in-flight']);
/** The tick that closes the first hour, then this many plain ticks: the median is taken of them. */
const PLAIN_TICKS = Number(values.ticks ?? 5);
/** Open exchange offers, one each on the first factories: the standings value their escrow. */
const OFFERS = Math.min(N - RIVALS, Number(values.offers ?? 0));
/** Open steel bar bids, one each on the last factories, that the standing orders sell into (orders.ts). */
const BIDS = Math.min(N - RIVALS, Number(values.bids ?? 0));

/** One timed tick as this workload reports it (run.ts reads it). */
export interface TickRun {
  tick: number;
  factories: number;
  ms: number;
  perSecond: number;
  closesHour: boolean;
  /** CPU a factory, µs: every server process, and the database's processes (PostgreSQL). */
  serverUs: number;
  databaseUs: number;
  phases: Record<string, number>;
  /**
   * An hour-closing tick's record (tick/hour-record.ts), written after the tick settled, as
   * the server's tick does: its wall time, ms, and CPU a factory, µs. Not part of `ms`.
   */
  hourRecord?: { ms: number; serverUs: number; databaseUs: number };
}

interface TickOrder {
  tick: number;
  now: number;
}

// A helper process: opens the database, says so, then runs each tick it is sent and answers with its report.
if (values.helper) {
  const helperDb = await openDatabase({ databaseUrl: values.url, dataDir: ':memory:' });
  process.on('message', (order: TickOrder | 'exit') => {
    if (order === 'exit') {
      void helperDb.close().then(() => process.exit(0));
      return;
    }
    const cpuBefore = ownCpuMs();
    void runTick(helperDb.db, order.tick, {
      now: order.now,
      tickMs: TICK_MS,
      ...databaseTickOptions('postgres', IN_FLIGHT),
    }).then((report) => process.send!({ ...report, cpuMs: ownCpuMs() - cpuBefore }));
  });
  process.send!('ready');
  await new Promise(() => {});
}

// After the seasoning (HISTORY_TICKS), one untimed tick warms every process up (a cold one costs 2–3 × as much).
/** The first timed tick: it closes the first hour. */
const FIRST_TIMED = 12;
const dir = mkdtempSync(`${tmpdir()}/forgeworks-bench-`);
const database = await openDatabase({ databaseUrl: kind === 'postgres' ? values.url : undefined, dataDir: dir });
const db = database.db;

/** Each personality's factory after RIVAL_DAYS days of its strategy, at a still market. */
function grownRivals(): FactoryState[] {
  const market = newMarket(1);
  const ticks = RIVAL_DAYS * 288;
  return RIVAL_PERSONALITIES.map((p, i) => {
    const game = new Game(newFactory(i + 1), market, 0);
    for (let t = 1; t <= ticks; t++) {
      game.now = Date.UTC(2026, 0, 1) + t * TICK_MS;
      p.strategy.act(game, t);
      game.state = runFactoryTick(game.state, { tick: t, now: game.now, market }).state;
    }
    return { ...game.state, tick: HISTORY_TICKS };
  });
}

/** Distinct seasoned factories: beyond them, states repeat (a million seasoned one by one took minutes). */
const DISTINCT = 1_000;
const seasonedStates = new Map<number, ReturnType<typeof seasoned>>();
const stillMarket = newMarket(1);
const seasonedFor = (seed: number) => {
  const key = ((seed - 1) % DISTINCT) + 1;
  let made = seasonedStates.get(key);
  if (!made) seasonedStates.set(key, (made = seasoned(key, newPartId, stillMarket)));
  return made;
};

const seedStarted = performance.now();
await seedFactories(db, N - RIVALS, (i) => seasonedFor(i + 1), { prefix: 'bench' });
if (RIVALS > 0) {
  const grown = grownRivals();
  // Under the roster's own ids (rivals/roster.ts), so a server started on this database keeps them as its rivals.
  await seedFactories(db, RIVALS, (i) => ({ state: grown[i % grown.length]! }), {
    prefix: 'rival',
    userId: (i) => rivalUserId(i + 1),
  });
  // Slot i + 1 plays personality i (mod their number), as the roster's rivals do.
  await db.execute(sql`
    UPDATE factories SET rival_slot = substring(user_id from '^rival-([0-9]+)$')::int,
      rival_since = ${HISTORY_TICKS - RIVAL_DAYS * 288}
    WHERE user_id ~ '^rival-[0-9]+$'`);
}
await seedOrders(db, { offers: OFFERS, bids: BIDS, tick: HISTORY_TICKS });
await db.execute(sql`INSERT INTO tick_runs (tick, finished_at) VALUES (${HISTORY_TICKS}, now())`);
if (kind === 'postgres') await db.execute(sql`VACUUM ANALYZE`);
const seedMs = performance.now() - seedStarted;

/**
 * The advance alone (no database), µs a factory: R rivals' rows and R ordinary ones, each brought
 * one tick on, as a batch does after its claim. What a rival adds to a tick is the difference.
 */
async function advanceCost(): Promise<{ plain: number; rival: number } | null> {
  if (RIVALS === 0) return null;
  const market = await currentMarket(db);
  const time = async (rival: boolean) => {
    const rows = rowsOf(
      claimedRow,
      await db.execute(sql`
        SELECT id, tick, cash, debt, state, site, rival_slot, rival_since, recent_ledger, false AS recent_head_only FROM factories
        WHERE (rival_slot IS NOT NULL) = ${rival} ORDER BY id LIMIT ${RIVALS}`),
    );
    const started = performance.now();
    for (const row of rows) advanceRow(row, HISTORY_TICKS + 1, { now: Date.now(), tickMs: TICK_MS, market });
    return ((performance.now() - started) * 1000) / rows.length;
  };
  await time(false); // warm-up
  return { plain: await time(false), rival: await time(true) };
}
const advanceUs = await advanceCost();

const helpers = await Promise.all(
  Array.from({ length: PROCESSES - 1 }, async () => {
    const args = ['--helper', '--url', values.url ?? '', ...(IN_FLIGHT ? ['--in-flight', String(IN_FLIGHT)] : [])];
    const child = fork(process.argv[1]!, args, { stdio: 'inherit' });
    await new Promise((resolve) => child.once('message', resolve));
    return child;
  }),
);
const helperTick = (child: (typeof helpers)[number], order: TickOrder) =>
  new Promise<{ factories: number; cpuMs: number }>((resolve) => {
    child.once('message', (report) => resolve(report as { factories: number; cpuMs: number }));
    child.send(order);
  });

/** The cluster's postmaster (PostgreSQL on this machine): its CPU is the database's side of each tick. */
const postmaster =
  kind === 'postgres'
    ? parentOf(Number(rowsOf(z.object({ pid: num }), await db.execute(sql`SELECT pg_backend_pid() AS pid`))[0]!.pid))
    : 0;
/** Starts timing: answers the wall time, this process's CPU and the database's since, ms. */
function stopwatch(): () => { ms: number; serverMs: number; databaseMs: number } {
  const cpuBefore = ownCpuMs();
  const dbBefore = postmaster ? clusterCpuMs(postmaster) : 0;
  const started = performance.now();
  return () => ({
    ms: Math.round(performance.now() - started),
    serverMs: ownCpuMs() - cpuBefore,
    databaseMs: postmaster ? clusterCpuMs(postmaster) - dbBefore : 0,
  });
}
/** Writes the record of an hour the tick just closed, if any, timed as a tick is. */
async function timedHourRecord(): Promise<TickRun['hourRecord'] | null> {
  const stop = stopwatch();
  if ((await recordOwedHours(db, { wait: true })).length === 0) return null;
  const { ms, serverMs, databaseMs } = stop();
  return { ms, serverUs: (serverMs * 1000) / N, databaseUs: (databaseMs * 1000) / N };
}
const ticks: TickRun[] = [];
for (let tick = HISTORY_TICKS + 1; tick <= FIRST_TIMED + PLAIN_TICKS; tick++) {
  const order = { tick, now: Date.now() };
  const stop = stopwatch();
  const [own, ...others] = await Promise.all([
    runTick(db, tick, { now: order.now, tickMs: TICK_MS, ...databaseTickOptions(kind, IN_FLIGHT) }),
    ...helpers.map((child) => helperTick(child, order)),
  ]);
  const timed = stop();
  const { ms, databaseMs } = timed;
  const serverMs = timed.serverMs + others.reduce((sum, r) => sum + r.cpuMs, 0);
  const factories = own.factories + others.reduce((sum, r) => sum + r.factories, 0);
  if (factories !== N) throw new Error(`tick ${tick} advanced ${factories} of ${N} factories`);
  const hourRecord = await timedHourRecord();
  if (tick < FIRST_TIMED) continue;
  ticks.push({
    tick,
    factories,
    ms,
    perSecond: (N / ms) * 1000,
    closesHour: tick % 12 === 0,
    serverUs: (serverMs * 1000) / N,
    databaseUs: (databaseMs * 1000) / N,
    phases: own.phases,
    hourRecord: hourRecord ?? undefined,
  });
  if (process.env.BENCH_VERBOSE) console.error(JSON.stringify(ticks[ticks.length - 1]));
}
for (const child of helpers) child.send('exit');
const bidUnits = await bidUnitsFilled(db);

const size = async (table: string) =>
  Number(
    rowsOf(z.object({ n: num }), await db.execute(sql.raw(`SELECT pg_total_relation_size('${table}') AS n`)))[0]!.n,
  );
const hourRows = Number(rowsOf(counted, await db.execute(sql`SELECT count(*)::int AS n FROM factory_hours`))[0]!.n);
const [widths] = rowsOf(
  z.object({ row: num, state: num, recent: num }),
  await db.execute(sql`
    SELECT avg(pg_column_size(f.*)) AS row, avg(octet_length(state)) AS state, avg(octet_length(recent_ledger)) AS recent
    FROM factories AS f`),
);
const databaseBytes =
  kind === 'postgres'
    ? Number(
        rowsOf(z.object({ n: num }), await db.execute(sql`SELECT pg_database_size(current_database()) AS n`))[0]!.n,
      )
    : 0;
const bytes = {
  database: databaseBytes,
  factoryRow: (await size('factories')) / N,
  hourRow: hourRows > 0 ? (await size('factory_hours')) / hourRows : 0,
  row: Number(widths!.row),
  state: Number(widths!.state),
  recentLedger: Number(widths!.recent),
};
await database.close();
rmSync(dir, { recursive: true, force: true });
console.log(
  JSON.stringify({
    kind,
    processes: PROCESSES,
    inFlight: IN_FLIGHT,
    factories: N,
    rivals: RIVALS,
    advanceUs,
    seedMs,
    ticks,
    bytes,
    bidUnits,
  }),
);
