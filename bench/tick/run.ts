/**
 * npm run bench:tick — full ticks of N factories (10 machines, 10 workers, an hour of history
 * each) on both databases, through the server's own runTick, bundled as `npm start` ships it.
 * Run under scripts/with-postgres.sh, which provides TEST_DATABASE_URL. Writes the tick section
 * of docs/benchmarks.md. `npm run bench:tick -- --rivals 1000` instead times ticks with that many of
 * the factories rivals (RIVALS) against the same ticks without, on both databases, and writes the
 * rivals' section.
 */
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { mkdirSync } from 'node:fs';
import { build } from 'esbuild';
import { registryPackagesExternal } from '../../apps/server/scripts/registry-external.js';
import { freshPostgres } from '../../apps/server/src/dev/fresh-postgres.js';
import type { DatabaseKind } from '../../apps/server/src/db/database.js';
import { fmt, load, machine, ROOT, today, writeSection } from '../lib/report.js';

const FACTORIES = Number(process.env.BENCH_FACTORIES ?? 20_000);
const RIVALS = Number(parseArgs({ options: { rivals: { type: 'string' } } }).values.rivals ?? 0);
const TARGETS = { postgres: 20_000, pglite: 5_000 } as const;
const loadAtStart = load();

interface TickRun {
  tick: number;
  ms: number;
  perSecond: number;
  closesHour: boolean;
}
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
  bytes: { factoryRow: number; hourRow: number; row: number; state: number; recentLedger: number };
}

const out = `${ROOT}.bench-tmp/tick-workload.mjs`;
mkdirSync(`${ROOT}.bench-tmp`, { recursive: true });
await build({
  entryPoints: [`${ROOT}bench/tick/workload.ts`],
  bundle: true,
  platform: 'node',
  format: 'esm',
  outfile: out,
  logLevel: 'error',
  plugins: [registryPackagesExternal],
});

async function run(kind: DatabaseKind, processes = 1, inFlight?: number, rivals = 0): Promise<Result> {
  const args = [out, '--database', kind, '--factories', String(FACTORIES), '--rivals', String(rivals)];
  const database = kind === 'postgres' ? await freshPostgres(process.env.TEST_DATABASE_URL ?? '') : null;
  if (database) args.push('--url', database.url, '--processes', String(processes));
  if (inFlight) args.push('--in-flight', String(inFlight));
  try {
    return JSON.parse(
      execFileSync(process.execPath, args, { encoding: 'utf8', cwd: ROOT, maxBuffer: 1 << 24 }),
    ) as Result;
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
  `${fmt(FACTORIES)} factories of 10 machines and 10 workers, each with an hour of history, in a fresh database;`,
  'one full tick at a time through `runTick` (batches of 500: claim with SKIP LOCKED, advance, one UPDATE per batch),',
  'bundled as the server ships. PostgreSQL: a throwaway local cluster (fsync off, as in the tests). The first tick',
  'closes a game hour: it also writes hourly roll-ups, prunes old history and, on PGlite, vacuums. Five plain ticks',
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
