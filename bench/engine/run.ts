/**
 * npm run bench:engine — factory-ticks per second on one core (the tick is single threaded).
 * The workload is bundled with esbuild, as the server ships, and run in a fresh node process;
 * the figure replaces the engine section of docs/benchmarks.md.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { build } from 'esbuild';
import { fmt, load, machine, ROOT as root, today, writeSection } from '../lib/report.js';

const TARGET = 100_000;
const loadAtStart = load();
const out = `${root}.bench-tmp/engine-workload.mjs`;
mkdirSync(`${root}.bench-tmp`, { recursive: true });
await build({
  entryPoints: [`${root}bench/engine/workload.ts`],
  bundle: true,
  platform: 'node',
  format: 'esm',
  outfile: out,
  logLevel: 'error',
});
const result = JSON.parse(execFileSync(process.execPath, [out], { encoding: 'utf8' })) as {
  median: number;
  best: number;
  rounds: number[];
};

writeSection('engine', [
  '## Engine: factory-ticks per second',
  '',
  `\`npm run bench:engine\`, ${today()}, ${machine()}.`,
  'One factory of 10 machines (2 power plants, 2 coal mines, 3 iron mines, 2 smelters, 1 steel furnace)',
  'and 10 workers, advanced tick after tick on one core; five 2-second rounds after a warm-up.',
  `This VM is shared and noisy (load average ${loadAtStart} when the run began): repeat runs have differed by`,
  'tens of percent, so the slowest round is shown as well as the median the target is judged on.',
  '',
  '| Slowest round | Median | Best | Target (median) | Result |',
  '| --- | --- | --- | --- | --- |',
  `| ${fmt(Math.min(...result.rounds))} | ${fmt(result.median)} | ${fmt(result.best)} | ≥ ${fmt(TARGET)} | ${result.median >= TARGET ? 'met' : 'missed'} |`,
]);
console.log(`engine: median ${fmt(result.median)} factory-ticks/s, best ${fmt(result.best)} (target ${fmt(TARGET)})`);
