/**
 * npm run bench:instructions — the engine's work a tick counted in machine instructions, not timed:
 * bench:engine's factory (workload.ts) run for a set number of ticks under valgrind's cachegrind,
 * less the same process run for none (node's start-up and the module's load). On a shared VM whose
 * speed drifts by half within an hour, timed runs of two commits cannot be compared; their counts
 * can, to a fraction of a percent (docs/benchmarks.md). Needs valgrind (Debian's `valgrind`), which the
 * tests do not; about a minute. The figure replaces the engine-instructions section of docs/benchmarks.md.
 */
import { spawnSync } from 'node:child_process';
import { bundleForBench } from '../lib/bundle.js';
import { fmt, machine, ROOT, today, writeSection } from '../lib/report.js';

const TICKS = 20_000;

/** Instructions valgrind counted in the workload's process with ENGINE_TICKS=`ticks`. */
function instructions(bundle: string, ticks: number): number {
  // valgrind reports on stderr; --single-threaded keeps node's compiler and collector on the counted thread.
  const run = spawnSync(
    'valgrind',
    [
      '--tool=cachegrind',
      '--cache-sim=no',
      '--cachegrind-out-file=/dev/null',
      process.execPath,
      '--single-threaded',
      bundle,
    ],
    { env: { ...process.env, ENGINE_TICKS: String(ticks) }, encoding: 'utf8' },
  );
  if (run.error) {
    const missing = (run.error as NodeJS.ErrnoException).code === 'ENOENT';
    throw new Error(missing ? 'valgrind is not installed: apt-get install valgrind' : String(run.error));
  }
  const refs = /I\s+refs:\s+([\d,]+)/.exec(run.stderr);
  if (run.status !== 0 || !refs) throw new Error(`valgrind counted nothing (exit ${run.status}):\n${run.stderr}`);
  return Number(refs[1]!.replace(/,/g, ''));
}

const bundle = await bundleForBench(`${ROOT}bench/engine/workload.ts`, 'engine-workload');
const perTick = (instructions(bundle, TICKS) - instructions(bundle, 0)) / TICKS;
writeSection('engine-instructions', [
  '### Engine: instructions a tick',
  '',
  `\`npm run bench:instructions\`, ${today()}, ${machine()}.`,
  `The factory of the section above, ${fmt(TICKS)} ticks counted by valgrind's cachegrind (the JIT's own work`,
  'included), less a run of none: the same on any day of a drifting host, so commits compare on it.',
  '',
  '| Instructions a tick |',
  '| --- |',
  `| ${fmt(perTick)} |`,
]);
console.log(`engine: ${fmt(perTick)} instructions a tick`);
