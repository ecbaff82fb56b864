import type { Machine, Worker, WorkerType } from '@forgeworks/contract';
import { hiringCostFor, missingCrewQuote, toDollars, type Level } from '@forgeworks/engine';
import { formatInteger, formatMoney } from '@/shared/lib/format';

export interface CrewQuoteLine {
  type: WorkerType;
  skillLevel: number;
  count: number;
  /** Dollars, for the whole line. */
  hiringCost: number;
}

/** What 'Hire all missing crew' hires, in dollars: the lines, the total now and the salaries a tick after. */
export interface CrewQuote {
  lines: CrewQuoteLine[];
  /** Workers hired. */
  workers: number;
  /** Workers on no machine put on a post first, instead of a hire. */
  posted: number;
  hiringCost: number;
  salaries: number;
}

/**
 * The engine's own quote (the server hires by the same rules), read from the factory and crew the
 * page already shows, so no request is needed to say what one click will cost.
 */
export function crewQuote(machines: readonly Machine[], workers: readonly Worker[]): CrewQuote {
  const quote = missingCrewQuote({
    machines: machines.map((m) => ({ id: m.id, type: m.type, level: m.level as Level })),
    workers,
  });
  return {
    lines: quote.lines.map((l) => ({ ...l, hiringCost: toDollars(hiringCostFor(l.type, l.skillLevel) * l.count) })),
    workers: quote.workers,
    posted: quote.posted,
    hiringCost: toDollars(quote.hiringCost),
    salaries: toDollars(quote.salaries),
  };
}

/** '13 workers', '1 worker'. */
export const workersText = (n: number) => `${formatInteger(n)} ${n === 1 ? 'worker' : 'workers'}`;

/** What the one click does, as its button says it: 'Hire 13 workers', 'Put 2 workers to work', or both. */
export function fillText(quote: Pick<CrewQuote, 'workers' | 'posted'>): string {
  const hire = quote.workers > 0 ? `Hire ${workersText(quote.workers)}` : '';
  const post = quote.posted > 0 ? `put ${workersText(quote.posted)} to work` : '';
  const text = hire && post ? `${hire}, ${post}` : hire || post;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The card's line: how many posts are empty, who fills them, and what it costs. */
export function missingText(quote: CrewQuote): string {
  const idle = quote.posted > 0 ? ` (${workersText(quote.posted)} on no machine fill posts first)` : '';
  return `${workersText(quote.workers + quote.posted)} missing in all${idle}: ${formatMoney(quote.hiringCost)} to hire them, then ${formatMoney(quote.salaries)} more in salaries every tick.`;
}

/** Why 'Hire all missing crew' is off, or null when it can go ahead (the server checks again). */
export function hireAllBlocker(quote: CrewQuote, cash: number | undefined): string | null {
  if (quote.workers + quote.posted === 0) return 'No machine misses a worker it has room for.';
  if (cash !== undefined && cash < quote.hiringCost) {
    return `Not enough cash: hiring the ${quote.workers} missing crew members costs ${formatMoney(quote.hiringCost)} and you have ${formatMoney(cash)}.`;
  }
  return null;
}
