import { TIME } from '@forgeworks/engine';
import { STRATEGIES } from './strategies/index.js';
import type { Seat } from './world.js';

/**
 * The players of a long-running server (issue 29), by share of the seats: most check in twice a
 * day, a fifth build the welcome box and leave, the rest play the recommended start, expand, visit
 * weekly or trade. The shares sum to 1; largest remainders settle the rounding.
 */
export const WORLD_MIX: readonly { strategy: string; share: number }[] = [
  { strategy: 'checks-in', share: 0.4 },
  { strategy: 'welcome', share: 0.2 },
  { strategy: 'recommended', share: 0.15 },
  { strategy: 'expander', share: 0.1 },
  { strategy: 'weekly', share: 0.1 },
  { strategy: 'trader', share: 0.05 },
];

export interface WorldPlan {
  /** Seats there from the start, shared out by WORLD_MIX. */
  players: number;
  /** Late joiners: this many `checks-in` players who sign up at the start of `day` (1-based). */
  late?: { players: number; day: number; strategy?: string };
  /** Seeds the factories (seat i gets seed + i) and the market. */
  seed?: number;
}

/** How many of `players` each kind gets: floor of its share, then the remainders by size. */
function shares(players: number): number[] {
  const exact = WORLD_MIX.map((m) => m.share * players);
  const counts = exact.map(Math.floor);
  const order = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (let k = 0; counts.reduce((a, b) => a + b, 0) < players; k++) counts[order[k % order.length]!.i]!++;
  return counts;
}

/** Seat names are `<strategy>-<n>`, late joiners `late-<strategy>-<n>`: the kind is the name's stem. */
export function worldSeats(plan: WorldPlan): Seat[] {
  const seed = plan.seed ?? 1;
  const seats: Seat[] = [];
  shares(plan.players).forEach((count, k) => {
    const name = WORLD_MIX[k]!.strategy;
    for (let n = 1; n <= count; n++)
      seats.push({ name: `${name}-${n}`, strategy: STRATEGIES[name]!, seed: seed * 1000 + seats.length });
  });
  if (plan.late) {
    const name = plan.late.strategy ?? 'checks-in';
    const joins = (plan.late.day - 1) * TIME.TICKS_PER_DAY;
    for (let n = 1; n <= plan.late.players; n++)
      seats.push({ name: `late-${name}-${n}`, strategy: STRATEGIES[name]!, seed: seed * 1000 + seats.length, joins });
  }
  return seats;
}

/** The kind of a seat from its name: `checks-in`, `late-checks-in`, `trader`, … */
export function kindOf(seatName: string): string {
  return seatName.replace(/-\d+$/, '');
}
