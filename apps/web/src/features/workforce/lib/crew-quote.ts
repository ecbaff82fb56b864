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
  workers: number;
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
    hiringCost: toDollars(quote.hiringCost),
    salaries: toDollars(quote.salaries),
  };
}

/** '13 workers', '1 worker'. */
export const workersText = (n: number) => `${formatInteger(n)} ${n === 1 ? 'worker' : 'workers'}`;

/** Why 'Hire all missing crew' is off, or null when it can go ahead (the server checks again). */
export function hireAllBlocker(quote: CrewQuote, cash: number | undefined): string | null {
  if (quote.workers === 0) return 'No machine misses a worker it has room for.';
  if (cash !== undefined && cash < quote.hiringCost) {
    return `Not enough cash: hiring the ${quote.workers} missing crew members costs ${formatMoney(quote.hiringCost)} and you have ${formatMoney(cash)}.`;
  }
  return null;
}
