import type { DatabaseKind } from '../../apps/server/src/db/database.js';
import { fmt, load, machine, today, writeSection } from '../lib/report.js';
import type { TickRun } from './workload.js';

interface Ran {
  kind: DatabaseKind;
  factories: number;
  ticks: TickRun[];
  bidUnits?: number;
}

const plainMedian = (r: Ran) => {
  const plain = r.ticks.filter((t) => !t.closesHour).map((t) => t.ms);
  return [...plain].sort((a, b) => a - b)[Math.floor(plain.length / 2)]!;
};

/**
 * `npm run bench:tick -- --bids B`: the tick without open bids and with B, one run after the other on
 * each database (one server process), and what the bids cost a tick. Writes the bids' section.
 */
export async function bidsRun(
  run: (kind: DatabaseKind, bids: number) => Promise<Ran>,
  bids: number,
  loadAtStart: string,
): Promise<void> {
  const lines: string[] = [];
  let factories = 0;
  for (const kind of ['postgres', 'pglite'] as const) {
    const plain = await run(kind, 0);
    const withBids = await run(kind, bids);
    factories = plain.factories;
    const [a, b] = [plainMedian(plain), plainMedian(withBids)];
    const perFactory = (ms: number) => `${fmt((ms * 1000) / plain.factories)} µs`;
    const hourly = (r: Ran) => fmt(r.ticks.find((t) => t.closesHour)?.ms ?? 0);
    lines.push(
      `| ${kind === 'pglite' ? 'PGlite' : 'PostgreSQL 15, 1 server process'} | ${fmt(plain.factories)} | ${fmt(a)} ms (${perFactory(a)}) | ${fmt(b)} ms (${perFactory(b)}) | × ${(b / a).toFixed(2)} | ${hourly(plain)} → ${hourly(withBids)} ms | ${fmt(withBids.bidUnits ?? 0)} |`,
    );
    console.log(lines[lines.length - 1]);
  }
  writeSection('tick-bids', [
    '### Ticks with bids open',
    '',
    `\`BENCH_FACTORIES=${factories} npm run bench:tick -- --bids ${bids}\`, ${today()}, ${machine()}; load average ${loadAtStart} when the run began, ${load()} when it ended.`,
    `The tick of the first section at a small size, run twice on each database, one run after the other: once as it is, once`,
    `with ${fmt(bids)} open steel bar bids (docs/adr/0014) at 10% above the market's price, each for more units than the ticks`,
    "fill, so every factory's default standing order for its bars sells into them before the market at each tick (the",
    "tick reads the bids worth selling into, each batch matches its factories' sales against them and writes the fills).",
    'Ticks: median of five plain ticks, and per factory; the hour-closing tick; the units the bids bought over all ticks.',
    '',
    '| Engine | Factories | Tick without bids | Tick with bids | With / without | Hour-closing tick | Units bought through bids |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...lines,
  ]);
}
