import type { StandingPoint } from '@forgeworks/contract';
import type { TickLedger } from '@forgeworks/engine';
import { STORED_RESOURCES, TIME, toDollars } from '@forgeworks/engine';
import type { HourStanding } from '../leaderboard/standings.js';
import { ledgerWithin, WEEK_HOURS } from './production.js';

const HOURS_PER_DAY = TIME.TICKS_PER_DAY / TIME.TICKS_PER_HOUR;

/** When the last tick of game hour `hour` ran (or will run), seen from tick `tick` run at `now`. */
function hourEnds(hour: number, tick: number, now: number, tickMs: number): string {
  const last = Math.min(tick, hour * TIME.TICKS_PER_HOUR);
  return new Date(now - (tick - last) * tickMs).toISOString();
}

/** A factory's hourly standings as the API shows them. */
export function standingPoints(history: HourStanding[], tick: number, now: number, tickMs: number): StandingPoint[] {
  return history.map((h) => ({
    hour: h.hour,
    endsAt: hourEnds(h.hour, tick, now, tickMs),
    netWorth: toDollars(h.netWorth),
    rank: h.rank,
  }));
}

const sum = (values: object) => (Object.values(values) as number[]).reduce((s, v) => s + v, 0);
/** Every resource's units together, to the thousandth. */
export const unitsOf = (inventory: Record<string, number>) =>
  Math.round(STORED_RESOURCES.reduce((s, r) => s + (inventory[r] ?? 0), 0) * 1000) / 1000;

/** Units made, units sold and what the sales brought in, in the last 7 days of `byHour`. */
export function weekTotals(byHour: Map<number, TickLedger>, tick: number) {
  const week = ledgerWithin(byHour, tick, WEEK_HOURS);
  return { produced: unitsOf(week.produced), sold: unitsOf(week.unitsSold), salesIncome: toDollars(sum(week.income)) };
}

/**
 * The game day (24 game hours: day d holds hours 24(d−1)+1 … 24d) of the last 7 with the highest
 * profit, income less operating expenses (building and upgrading are investments, not costs of the
 * day); the earlier day of two equal. Null when no hour of the last 7 days is recorded.
 */
export function bestDay(byHour: Map<number, TickLedger>, tick: number, now: number, tickMs: number) {
  const current = Math.ceil(tick / TIME.TICKS_PER_HOUR);
  const days = new Map<number, { profit: number; income: number }>();
  for (const [hour, ledger] of byHour) {
    if (hour <= current - WEEK_HOURS) continue;
    const day = Math.ceil(hour / HOURS_PER_DAY);
    const income = sum(ledger.income);
    const d = days.get(day) ?? { profit: 0, income: 0 };
    days.set(day, { profit: d.profit + income - sum(ledger.expenses), income: d.income + income });
  }
  let best: { day: number; profit: number; income: number } | null = null;
  for (const [day, d] of [...days].sort(([a], [b]) => a - b))
    if (best === null || d.profit > best.profit) best = { day, ...d };
  if (best === null) return null;
  // When the day's last tick runs: ahead of now for the day in progress, which has not ended.
  const lastTick = best.day * HOURS_PER_DAY * TIME.TICKS_PER_HOUR;
  return {
    day: best.day,
    endsAt: new Date(now + (lastTick - tick) * tickMs).toISOString(),
    inProgress: lastTick > tick,
    profit: toDollars(best.profit),
    salesIncome: toDollars(best.income),
  };
}
