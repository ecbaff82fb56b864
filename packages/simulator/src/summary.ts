import { TIME } from '@forgeworks/engine';
import type { SimulationResult } from './simulation.js';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

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
    `  $1,000,000     ${millionAt < 0 ? 'not reached' : `tick ${millionAt + 1} (day ${((millionAt + 1) / TIME.TICKS_PER_DAY).toFixed(1)})`}`,
    `  achievements   ${r.achievements.join(', ') || 'none'}`,
  ];
  for (const d of r.days) {
    lines.push(
      `  day ${String(d.day).padStart(2)}  net worth ${money.format(d.netWorth)}, cash ${money.format(d.cash)}, debt ${money.format(d.debt)}, underfunded ${d.underfundedTicks} ticks`,
    );
  }
  return lines.join('\n');
}
