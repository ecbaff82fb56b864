/**
 * npm run bench:tick — full ticks of N factories (10 machines, 10 workers, on each site in turn, a
 * quarter also running their site's works machine: factories.ts; an hour of history each) on both
 * databases, through the server's own runTick, bundled as `npm start` ships it. Run under
 * scripts/with-postgres.sh, which provides TEST_DATABASE_URL. Writes the tick section of
 * docs/benchmarks.md. `npm run bench:tick -- --rivals 1000` instead times ticks with that many of the
 * factories rivals (RIVALS) against the same ticks without, on both databases, and writes the
 * rivals' section; `-- --bids B` the same with B open bids (bids.ts); `-- --scale`, see scaleRun.
 */
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { bundleForBench } from '../lib/bundle.js';
import { SERVER_NODE_FLAGS } from '../lib/server.js';
import { freshPostgres } from '../../apps/server/src/dev/fresh-postgres.js';
import type { DatabaseKind } from '../../apps/server/src/db/database.js';
import { fmt, load, machine, ROOT, today, writeSection } from '../lib/report.js';
import type { TickRun } from './workload.js';
import { bidsRun } from './bids.js';
import type { StartUp } from './start-up.js';
import { timeStartUp } from './start-up.js';

const FACTORIES = Number(process.env.BENCH_FACTORIES ?? 20_000);
const { values: flags } = parseArgs({
  options: { rivals: { type: 'string' }, scale: { type: 'boolean' }, bids: { type: 'string' } },
});
const RIVALS = Number(flags.rivals ?? 0);
const TARGETS = { postgres: 20_000, pglite: 5_000 } as const;
const loadAtStart = load();

interface Result {
  kind: DatabaseKind;
  processes: number;
  /** Each process's TICK_BATCHES_IN_FLIGHT; undefined: the server's default. */
  inFlight?: number;
  factories: number;
  rivals: number;
  /** With rivals: the advance alone, µs a factory, of ordinary ones and of rivals. */
  advanceUs: { plain: number; rival: number } | null;
  seedMs: number;
  ticks: TickRun[];
  bytes: { database: number; factoryRow: number; hourRow: number; row: number; state: number; recentLedger: number };
}

const out = await bundleForBench(`${ROOT}bench/tick/workload.ts`, 'tick-workload');

async function run(
  kind: DatabaseKind,
  processes = 1,
  inFlight?: number,
  rivals = 0,
  more: { factories?: number; extra?: string[]; after?: (url: string) => Promise<void> } = {},
): Promise<Result> {
  const args = [
    out,
    '--database',
    kind,
    '--factories',
    String(more.factories ?? FACTORIES),
    '--rivals',
    String(rivals),
  ];
  const database = kind === 'postgres' ? await freshPostgres(process.env.TEST_DATABASE_URL ?? '') : null;
  if (database) args.push('--url', database.url, '--processes', String(processes));
  if (inFlight) args.push('--in-flight', String(inFlight));
  args.push(...(more.extra ?? []));
  try {
    const result = JSON.parse(
      // As the server ships; its helper processes (fork) inherit the flags.
      execFileSync(process.execPath, [...SERVER_NODE_FLAGS, ...args], {
        encoding: 'utf8',
        cwd: ROOT,
        maxBuffer: 1 << 24,
      }),
    ) as Result;
    if (database && more.after) await more.after(database.url);
    return result;
  } finally {
    await database?.drop();
  }
}

/** How much slower the tick with rivals may be, per factory, than without: the shared machine's run-to-run noise. */
const NOISE = 0.1;
const plainMedian = (r: Result) => {
  const plain = r.ticks.filter((t) => !t.closesHour).map((t) => t.ms);
  return [...plain].sort((a, b) => a - b)[Math.floor(plain.length / 2)]!;
};

if (flags.scale) {
  await scaleRun();
  process.exit(0);
}
if (flags.bids) {
  await bidsRun(
    (kind, bids) => run(kind, 1, undefined, 0, { extra: ['--bids', String(bids)] }),
    +flags.bids,
    loadAtStart,
  );
  process.exit(0);
}

if (RIVALS > 0) {
  // The same ticks with and without rivals, one after the other on each database: what a rival
  // adds is the difference, spread over the rivals, on top of an ordinary factory's cost.
  const pairs = [];
  for (const kind of ['postgres', 'pglite'] as const)
    pairs.push([await run(kind), await run(kind, 1, undefined, RIVALS)]);
  const lines = pairs.map(([plain, mixed]) => {
    const base = plainMedian(plain!);
    const withRivals = plainMedian(mixed!);
    const perFactory = (base * 1000) / FACTORIES;
    const perFactoryWithRivals = (withRivals * 1000) / FACTORIES;
    const { plain: advancePlain, rival: advanceRival } = mixed!.advanceUs!;
    const within = perFactoryWithRivals <= perFactory * (1 + NOISE);
    return {
      line: `| ${plain!.kind === 'pglite' ? 'PGlite' : 'PostgreSQL 15, 1 server process'} | ${fmt(base)} ms | ${fmt(withRivals)} ms | ${fmt(perFactory)} µs | ${fmt(perFactoryWithRivals)} µs | ${fmt(advancePlain)} µs | ${fmt(advanceRival)} µs (× ${(advanceRival / advancePlain).toFixed(1)}) | ${within ? 'met' : 'missed'} |`,
    };
  });
  writeSection('tick-rivals', [
    '### Ticks with rivals',
    '',
    `\`npm run bench:tick -- --rivals ${RIVALS}\`, ${today()}, ${machine()}; load average ${loadAtStart} when the run began.`,
    `The tick above (${fmt(FACTORIES)} factories), run twice on each database, one run after the other: once as it is, once`,
    `with ${fmt(RIVALS)} of the factories rivals (\`RIVALS\`), the personalities in turn, each a copy of its personality's factory`,
    'after two game days of its strategy (the expander has reached its cap of 40 machines by then), so each tick also plays',
    "their turns in its batches. Ticks: median of five plain ticks each, and per factory. Advance: the tick's work on one",
    'factory without the database (`advanceRow`), over as many ordinary factories and rivals as there are rivals. The',
    `target: the tick's cost per factory with rivals stays within that of the same tick without them (${NOISE * 100}% allowed`,
    "for this shared machine's noise).",
    '',
    '| Engine | Tick without rivals | Tick with rivals | Per factory without | Per factory with | Advance, ordinary | Advance, rival | Within |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...lines.map((l) => l.line),
  ]);
  for (const l of lines) console.log(l.line);
  process.exit(0);
}

// PostgreSQL grows by adding server processes (they share each tick through SKIP LOCKED claims).
// Two processes on this machine's cores run both with the default two batches in flight each and
// with one each (TICK_BATCHES_IN_FLIGHT=1, as the README advises when processes share the cores).
const results = [await run('postgres', 1), await run('postgres', 2), await run('postgres', 2, 1), await run('pglite')];
const kindName = (r: Result) =>
  r.kind === 'pglite'
    ? 'PGlite'
    : `PostgreSQL 15, ${r.processes === 1 ? '1 server process' : `${r.processes} server processes`}` +
      (r.inFlight ? `, ${r.inFlight} batch${r.inFlight === 1 ? '' : 'es'} in flight each` : '');
const rows = results.map((r) => {
  // Shown in the order they ran (the first ones still warm the processes up); the median of them is judged.
  const plain = r.ticks.filter((t) => !t.closesHour).map((t) => t.perSecond);
  const median = [...plain].sort((a, b) => a - b)[Math.floor(plain.length / 2)]!;
  const hourly = r.ticks.find((t) => t.closesHour);
  const target = TARGETS[r.kind];
  return {
    r,
    median,
    line: `| ${kindName(r)} | ${fmt(r.factories)} | ${plain.map(fmt).join(', ')} | ${fmt(median)} | ${hourly ? `${fmt(hourly.perSecond)} (${fmt(hourly.ms)} ms)` : '—'} | ≥ ${fmt(target)} | ${median >= target ? 'met' : 'missed'} |`,
  };
});
const pg = results.find((r) => r.kind === 'postgres')!;
const hourBytes = pg.bytes.hourRow;
writeSection('tick', [
  '## Tick: factories per second',
  '',
  `\`npm run bench:tick\`, ${today()}, ${machine()}; load average ${loadAtStart} when the run began.`,
  `${fmt(FACTORIES)} factories of 10 machines and 10 workers on each site in turn, a quarter also running their site's`,
  'works machine (`bench/tick/factories.ts`), each with an hour of history, in a fresh database;',
  'one full tick at a time through `runTick` (batches of 500: claim with SKIP LOCKED, advance, one UPDATE per batch),',
  'bundled as the server ships. PostgreSQL: a throwaway local cluster (fsync off, as in the tests). After one untimed',
  'tick that warms every process up, the first timed tick closes a game hour: it also writes hourly roll-ups with the',
  "hour's standings, prunes old history and, on PGlite, vacuums. Five plain ticks",
  'follow, shown in the order they ran; their median is judged. With two server processes (both on this machine,',
  'started beforehand) each tick is run by both at once, as on a shared database: with the default two batches in',
  'flight each, and with one each (`TICK_BATCHES_IN_FLIGHT=1`), which does more per CPU second when the processes',
  'and the database share the same cores.',
  '',
  '| Engine | Factories | Factories/s per tick | Median | Hour-closing tick | Target (median) | Result |',
  '| --- | --- | --- | --- | --- | --- | --- |',
  ...rows.map((x) => x.line),
  '',
  '### Storage per factory',
  '',
  `The factories table takes about ${fmt(pg.bytes.factoryRow)} bytes per factory on PostgreSQL: a row is about ${fmt(pg.bytes.row)} bytes`,
  `(the state ${fmt(pg.bytes.state)}, the last hour of per-tick ledgers ${fmt(pg.bytes.recentLedger)}, money columns), and at fill factor 50`,
  `each page keeps room for its rows' next versions. It stays that size: the row is rewritten, not appended to. History grows`,
  `by one hourly roll-up row of about ${fmt(hourBytes)} bytes an hour, so **about ${fmt(hourBytes * 24)} bytes per factory per day**,`,
  `until the 7-day retention holds it at about ${fmt(hourBytes * 24 * 7)} bytes; maintenance lines (at most 20 a machine)`,
  'and market prices (global) come on top. PGlite measures the factories table at '.concat(
    `${fmt(results.find((r) => r.kind === 'pglite')!.bytes.factoryRow)} bytes per factory.`,
  ),
]);
for (const x of rows) console.log(`${kindName(x.r)}: median ${fmt(x.median)} factories/s`);

/**
 * `npm run bench:tick -- --scale`: the same workload at growing sizes (BENCH_SCALE, default 20,000 and
 * 1,000,000 factories) on PostgreSQL, as a large game runs: two server processes with one batch in
 * flight each, the default four rivals and open exchange offers. Then a server process is started on
 * the largest database, with the achievements' copy (upgrade_steps) left to do, and timed to its first
 * answer. Writes the scale section.
 */
async function scaleRun(): Promise<void> {
  // Plain ticks after the hour-closing one at each size (BENCH_SCALE_TICKS); a loaded machine may want fewer.
  const SCALE_TICKS = Number(process.env.BENCH_SCALE_TICKS ?? 3);
  const sizes = (process.env.BENCH_SCALE ?? '20000,1000000').split(',').map(Number);
  const results: { result: Result; startUp: StartUp | null }[] = [];
  for (const factories of sizes) {
    let startUp: StartUp | null = null;
    const result = await run('postgres', 2, 1, 4, {
      factories,
      extra: ['--offers', String(Math.round(factories / 100)), '--ticks', String(SCALE_TICKS)],
      after: factories === Math.max(...sizes) ? async (url) => void (startUp = await timeStartUp(url)) : undefined,
    });
    results.push({ result, startUp });
    console.log(
      JSON.stringify({ factories, ticks: result.ticks, bytes: result.bytes, seedMs: result.seedMs, startUp }),
    );
  }
  const lines = results.map(({ result: r }) => {
    const plain = r.ticks.filter((t) => !t.closesHour);
    const median = [...plain].sort((a, b) => a.ms - b.ms)[Math.floor(plain.length / 2)]!;
    const hourly = r.ticks.find((t) => t.closesHour)!;
    const us = (t: TickRun) => `${fmt((t.ms * 1000) / r.factories)} µs (CPU ${fmt(t.serverUs)} + ${fmt(t.databaseUs)})`;
    const met = median.ms <= 30_000 && hourly.ms <= 1.5 * median.ms;
    const record = hourly.hourRecord
      ? `${fmt(hourly.hourRecord.ms)} ms (CPU ${fmt(hourly.hourRecord.serverUs)} + ${fmt(hourly.hourRecord.databaseUs)} µs a factory)`
      : '—';
    return `| ${fmt(r.factories)} | ${plain.map((t) => fmt(t.ms)).join(', ')} ms | ${us(median)} | ${fmt(hourly.ms)} ms (× ${(hourly.ms / median.ms).toFixed(2)}) | ${us(hourly)} | ${record} | ${(r.bytes.database / 2 ** 30).toFixed(1)} GiB | ${fmt(r.seedMs / 1000)} s | ${met ? 'met' : 'missed'} |`;
  });
  const startUp = results.find((x) => x.startUp)?.startUp;
  writeSection('tick-scale', [
    '### Ticks at scale',
    '',
    `\`npm run bench:tick -- --scale\`, ${today()}, ${machine()}; load average ${loadAtStart} when the run began, ${load()} when it ended.`,
    'The workload above at each size, on PostgreSQL with two server processes (one batch in flight each), the default',
    'four rivals among the factories and one open exchange offer for every hundred factories: the tick that closes the',
    `first hour, then ${SCALE_TICKS} plain tick${SCALE_TICKS === 1 ? '' : 's'}. Per factory: the tick's wall time, and the CPU of every server process and`,
    "of the database's processes, µs a factory. The hour-closing tick is timed, as the others, from its start to its",
    "settle (every factory has it, the market has moved, every process is told); the hour's record (every factory's",
    'roll-up with its rank, written after the settle: docs/game-rules.md, "The hour\'s record") follows, timed on its own.',
    'Targets at 1,000,000 (issue 35): a plain tick at most 30 s, the hour-closing one at most 1.5 × a plain one, the cost per',
    'factory flat from the smallest size.',
    '',
    "| Factories | Plain ticks | Per factory (median) | Hour-closing tick | Per factory | Then the hour's record | Database | Seeding | Targets |",
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...lines,
    '',
    startUp
      ? `**Start-up at ${fmt(Math.max(...sizes))} factories**, the achievements' copy left to do (as after migration 0021 on a game whose` +
        ` table was empty): the bundled server answered \`/api/health\` ${fmt(startUp.healthMs)} ms after it was started` +
        ` (target: under 30 s); its first tick started ${startUp.tickStartMs === null ? 'not at all' : `${fmt(startUp.tickStartMs)} ms`} after start` +
        `${startUp.tickMs === null ? '' : ` and took ${fmt(startUp.tickMs)} ms`}; the copy ran beside them and ` +
        (startUp.copyMs === null
          ? `was still running when the run stopped waiting, ${fmt(startUp.waitedMs / 1000)} s after start.`
          : `was done ${fmt(startUp.copyMs)} ms after start.`)
      : '',
  ]);
}
