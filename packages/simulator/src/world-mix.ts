import { nextRandom, seedRandom, SITE_IDS, TIME } from '@forgeworks/engine';
import { STRATEGIES } from './strategies/index.js';
import type { Seat } from './world.js';

/**
 * The players of a long-running server (issue 29), by share of the seats: most check in twice a
 * day, a fifth build the welcome box and leave, the rest play the recommended start, expand, visit
 * weekly, trade, or play their site's speciality (issue 47). The shares sum to 1; largest remainders
 * settle the rounding.
 */
export const WORLD_MIX: readonly { strategy: string; share: number }[] = [
  { strategy: 'checks-in', share: 0.3 },
  { strategy: 'welcome', share: 0.2 },
  { strategy: 'recommended', share: 0.1 },
  { strategy: 'expander', share: 0.1 },
  { strategy: 'weekly', share: 0.1 },
  { strategy: 'trader', share: 0.05 },
  { strategy: 'specialist', share: 0.15 },
];

/** Players of one kind (by default `checks-in`, who follow the advice) who sign up at the start of `day` (1-based). */
export interface LateJoiners {
  players: number;
  day: number;
  strategy?: string;
}

export interface WorldPlan {
  /** Seats there from the start, shared out by WORLD_MIX. */
  players: number;
  late?: readonly LateJoiners[];
  /**
   * A server that players keep joining: `players` new players of WORLD_MIX sign up at the start of
   * every day from `from` (default 2) to `to`.
   */
  joinDaily?: { players: number; from?: number; to: number };
  /** Seeds the factories (seat i gets seed × 1000 + i) and the market. */
  seed?: number;
  /**
   * Players who come back at set times each keep an hour of their own, drawn from the seat's seed, as
   * players in different places and lives do. With `sharedHours` they all come at the hour they signed
   * up, and one kind of player on one site is one player many times, selling and buying together and
   * ending within a percent of each other: a world to compare with, not the one judged.
   */
  sharedHours?: boolean;
}

/** How many of `players` each kind gets: floor of its share, then the remainders by size. */
function shares(players: number): number[] {
  const exact = WORLD_MIX.map((m) => m.share * players);
  const counts = exact.map(Math.floor);
  const order = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (let k = 0; counts.reduce((a, b) => a + b, 0) < players; k++) counts[order[k % order.length]!.i]!++;
  return counts;
}

/** The kind of each of `count` players who arrive one after another: the kind furthest below its share so far. */
function arrivals(count: number): string[] {
  const seen = WORLD_MIX.map(() => 0);
  const kinds: string[] = [];
  for (let n = 1; n <= count; n++) {
    let pick = 0;
    WORLD_MIX.forEach((m, k) => {
      if (m.share * n - seen[k]! > WORLD_MIX[pick]!.share * n - seen[pick]!) pick = k;
    });
    seen[pick]!++;
    kinds.push(WORLD_MIX[pick]!.strategy);
  }
  return kinds;
}

/** Where in its round a seat comes back: drawn from its seed (salted, so it is not its factory's first draw). */
const ownHour = (seatSeed: number) => nextRandom(seedRandom(seatSeed ^ HOURS_SALT))[0];
const HOURS_SALT = 0x686f7572;

const startOf = (day: number) => (day - 1) * TIME.TICKS_PER_DAY;

/**
 * Seat names are `<strategy>-<n>`, late joiners `late-<strategy>-<n>`, the daily stream's
 * `new-<strategy>-<n>`: the kind is the name's stem. Seeds follow the seats' order, the stream last,
 * so adding a stream leaves every other seat's seed as it was.
 */
export function worldSeats(plan: WorldPlan): Seat[] {
  const seed = plan.seed ?? 1;
  const seats: Seat[] = [];
  const counts = new Map<string, number>();
  const add = (name: string, joins?: number) => {
    const n = (counts.get(name) ?? 0) + 1;
    counts.set(name, n);
    const strategy = STRATEGIES[name.replace(/^(late|new)-/, '')]!;
    const seatSeed = seed * 1000 + seats.length;
    seats.push({
      name: `${name}-${n}`,
      strategy,
      seed: seatSeed,
      ...(plan.sharedHours ? {} : { hour: ownHour(seatSeed) }),
      // The seats take the sites in turn across kinds, so each kind's players spread over the sites and
      // no site gets every kind's odd one: the sites' medians compare like players.
      site: SITE_IDS[seats.length % SITE_IDS.length]!,
      ...(joins === undefined ? {} : { joins }),
    });
  };
  shares(plan.players).forEach((count, k) => {
    for (let n = 1; n <= count; n++) add(WORLD_MIX[k]!.strategy);
  });
  for (const late of plan.late ?? [])
    for (let n = 1; n <= late.players; n++) add(`late-${late.strategy ?? 'checks-in'}`, startOf(late.day));
  const stream = plan.joinDaily;
  if (stream) {
    const from = stream.from ?? 2;
    const kinds = arrivals(Math.max(0, stream.to - from + 1) * stream.players);
    kinds.forEach((kind, i) => add(`new-${kind}`, startOf(from + Math.floor(i / stream.players))));
  }
  return seats;
}

/** The kind of a seat from its name: `checks-in`, `late-checks-in`, `new-trader`, … */
export function kindOf(seatName: string): string {
  return seatName.replace(/-\d+$/, '');
}

/** The world day a seat signs up at the start of (1 for the seats there from the start). */
export function joinDay(seat: Seat): number {
  return (seat.joins ?? 0) / TIME.TICKS_PER_DAY + 1;
}
