/**
 * The balance notes' table (docs/balance-notes.md): every player over 30 game days on fixed
 * seeds, net worth at the start, when it walks away, and at the end of days 1, 7 and 30.
 * Run with `npx tsx packages/simulator/src/measure.ts [days] [seeds…]`.
 */
import { netWorth, newFactory, newMarket, sellPrices, TIME } from '@forgeworks/engine';
import { simulate } from './simulation.js';
import { STRATEGIES } from './strategies/index.js';

const [daysArg, ...seedArgs] = process.argv.slice(2);
const days = Number(daysArg ?? 30);
const seeds = seedArgs.length > 0 ? seedArgs.map(Number) : [1, 2];
const k = (n: number | undefined) => (n === undefined ? '—' : `${(n / 1000).toFixed(1)}k`);

console.log(
  '| player | seed | start | walks away | day 1 (debt) | day 7 (debt) | day 30 (debt) | $1M on day | worst day |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const name of ['welcome', 'checks-in', 'weekly', 'recommended', 'expander', 'idle']) {
  for (const seed of seeds) {
    const start = netWorth(newFactory(seed), sellPrices(newMarket(seed))) / 100;
    const run = simulate(STRATEGIES[name]!, days * TIME.TICKS_PER_DAY, seed);
    const at = (d: number) => run.days[d - 1];
    const cell = (d: number) => (at(d) ? `${k(at(d)!.netWorth)} (${k(at(d)!.debt)})` : '—');
    const million = run.netWorth.findIndex((w) => w >= 1_000_000);
    let worst = Infinity;
    run.days.forEach(
      (d, i) => (worst = Math.min(worst, d.netWorth - (i === 0 ? run.netWorth[0]! : run.days[i - 1]!.netWorth))),
    );
    console.log(
      `| ${name} | ${seed} | ${k(start)} | ${k(run.netWorth[0])} | ${cell(1)} | ${cell(7)} | ${cell(30)} | ${million < 0 ? 'no' : ((million + 1) / TIME.TICKS_PER_DAY).toFixed(1)} | ${k(worst)} |`,
    );
  }
}
