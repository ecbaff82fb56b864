import type { AwaySummary } from '@forgeworks/contract';
import { RESOURCE_NAMES, TIME } from '@forgeworks/engine';
import type { Tone } from '@/shared/lib/tones';

export interface Line {
  label: string;
  value: number;
}

/** Running costs in the order the Financial Dashboard lists them, with the ledger's groupings named. */
export function expenseLines(summary: AwaySummary): Line[] {
  const e = summary.expenses;
  return [
    { label: 'Power', value: e.power },
    { label: 'Labor and salaries', value: e.labor },
    { label: 'Materials', value: e.materials },
    { label: 'Maintenance and repairs', value: e.maintenance },
    { label: 'Debt repayment', value: e.debtRepayment },
  ].filter((l) => l.value !== 0);
}

/** Cash moved outside running the factory, only what moved. */
export function capitalLines(summary: AwaySummary): Line[] {
  const c = summary.capital;
  return [
    { label: 'Spent building and upgrading', value: -c.built },
    { label: 'Scrap sold', value: c.scrapped },
    { label: 'Loans taken', value: c.borrowed },
    { label: 'Borrowed to cover bills', value: c.overdraft },
    { label: 'Challenge rewards', value: c.rewards },
    { label: 'Contract escrow', value: c.contractEscrow },
    { label: 'Contract penalties', value: c.contractPenalties },
    { label: 'Bid escrow', value: c.bidEscrow },
  ].filter((l) => l.value !== 0);
}

export interface ResourceLine {
  name: string;
  produced: number;
  sold: number;
  income: number;
}

/** Each resource made or sold, by its name. */
export function resourceLines(summary: AwaySummary): ResourceLine[] {
  const types = Object.keys(RESOURCE_NAMES).filter(
    (t): t is keyof AwaySummary['produced'] => t in summary.produced || t in summary.sold,
  );
  return types.map((t) => ({
    name: RESOURCE_NAMES[t],
    produced: summary.produced[t] ?? 0,
    sold: summary.sold[t]?.units ?? 0,
    income: summary.sold[t]?.income ?? 0,
  }));
}

/** 'about 3 game hours', '1 game day and 2 hours': how long the window was, in the game's time. */
export function awayLength(ticks: number): string {
  const hours = Math.round(ticks / TIME.TICKS_PER_HOUR);
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (days === 0) return `about ${plural(Math.max(1, hours), 'game hour')}`;
  return rest === 0 ? plural(days, 'game day') : `${plural(days, 'game day')} and ${plural(rest, 'hour')}`;
}

/** A change is good when it goes the way a player wants: debt down, cash and net worth up. */
export function changeTone(then: number, now: number, { lowerIsBetter = false } = {}): Tone {
  const delta = Math.round((now - then) * 100);
  if (delta === 0) return 'neutral';
  return delta > 0 !== lowerIsBetter ? 'good' : 'bad';
}
