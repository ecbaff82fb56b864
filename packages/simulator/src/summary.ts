import type { SimulationResult } from './simulation.js';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const TICKS_PER_DAY = 288;

/** A readable report of a run: the end state, the milestones, and net worth at each day's end. */
export function summarize(r: SimulationResult): string {
  const last = r.ticks - 1;
  const millionAt = r.netWorth.findIndex((w) => w >= 1_000_000);
  const lines = [
    `Strategy ${r.strategy}, ${r.ticks} ticks, seed ${r.seed}`,
    `  net worth      ${money.format(r.netWorth[last] ?? 0)}`,
    `  cash           ${money.format(r.cash[last] ?? 0)}`,
    `  machines       ${r.machines}, workers ${r.workers}`,
    `  first profit   ${r.firstProfitableTick === null ? 'never' : `tick ${r.firstProfitableTick}`}`,
    `  minimum cash   ${money.format(r.minCash)}`,
    `  bankrupt       ${r.bankrupt ? 'yes' : 'no'}`,
    `  $1,000,000     ${millionAt < 0 ? 'not reached' : `tick ${millionAt + 1} (day ${((millionAt + 1) / TICKS_PER_DAY).toFixed(1)})`}`,
    `  achievements   ${r.achievements.join(', ') || 'none'}`,
  ];
  for (let day = 1; day * TICKS_PER_DAY <= r.ticks; day++) {
    lines.push(`  day ${String(day).padStart(2)}  net worth ${money.format(r.netWorth[day * TICKS_PER_DAY - 1] ?? 0)}`);
  }
  return lines.join('\n');
}
