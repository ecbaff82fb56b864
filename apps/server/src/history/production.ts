import type { HourlyPoint, ProductionHistory } from '@forgeworks/contract';
import type { Inventory, TickLedger } from '@forgeworks/engine';
import { mergeLedgers, RESOURCE_NAMES, STORED_RESOURCES, TIME, toDollars } from '@forgeworks/engine';
import type { RecentLedger } from '../codecs/recent-ledger.js';
import { hourOf, hourRolledUp, ledgersOf, openHourRows } from '../codecs/recent-ledger.js';

export const DAY_HOURS = 24;
export const WEEK_HOURS = 7 * 24;

type Flows = ProductionHistory['last24Hours'];

/** Produced and consumed by resource name, listing only resources that moved. */
function flows(ledger: TickLedger): Flows {
  const out: Flows = {};
  for (const r of STORED_RESOURCES) {
    const produced = ledger.produced[r];
    const consumed = ledger.consumed[r];
    if (produced > 0 || consumed > 0) out[RESOURCE_NAMES[r]] = { produced, consumed };
  }
  return out;
}

function byName(inventory: Inventory): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of STORED_RESOURCES) if (inventory[r] !== 0) out[RESOURCE_NAMES[r]] = inventory[r];
  return out;
}

/** A factory's ledger per game hour: the stored hours and the hour in progress up to tick `tick`. */
export function ledgersByHour(
  tick: number,
  hours: { hour: number; ledger: TickLedger }[],
  recent: RecentLedger,
): Map<number, TickLedger> {
  const current = hourOf(tick);
  const byHour = new Map(hours.map((h) => [h.hour, h.ledger]));
  // The hour in progress (or just closed, its record not yet written) is not stored: its ticks are the recent rows in it.
  if (!hourRolledUp(tick, hours)) {
    const open = ledgersOf(openHourRows(recent, tick));
    if (open.length > 0) byHour.set(current, mergeLedgers(open));
  }
  return byHour;
}

/** The ledger of the last `span` game hours up to the one tick `tick` is in. */
export function ledgerWithin(byHour: Map<number, TickLedger>, tick: number, span: number): TickLedger {
  const current = hourOf(tick);
  return mergeLedgers([...byHour].filter(([h]) => h > current - span).map(([, l]) => l));
}

/**
 * The analytics card's periods, from the stored hours and the ticks of the hour in progress
 * (which live in the factory row until the hour closes). `now` is when tick `tick` ran.
 */
export function productionHistory(
  tick: number,
  hours: { hour: number; ledger: TickLedger }[],
  recent: RecentLedger,
  now: number,
  tickMs: number,
): ProductionHistory {
  const current = hourOf(tick);
  const byHour = ledgersByHour(tick, hours, recent);
  const hourly: HourlyPoint[] = [...byHour]
    .filter(([h]) => h > current - DAY_HOURS)
    .sort(([a], [b]) => a - b)
    .map(([hour, ledger]) => {
      const lastTickOfHour = Math.min(tick, hour * TIME.TICKS_PER_HOUR);
      const income = STORED_RESOURCES.reduce((s, r) => s + ledger.income[r], 0);
      return {
        hour,
        endsAt: new Date(now - (tick - lastTickOfHour) * tickMs).toISOString(),
        produced: byName(ledger.produced),
        consumed: byName(ledger.consumed),
        income: toDollars(income),
        expenses: toDollars(Object.values(ledger.expenses).reduce((s, v) => s + v, 0)),
      };
    });
  return {
    last24Hours: flows(ledgerWithin(byHour, tick, DAY_HOURS)),
    last7Days: flows(ledgerWithin(byHour, tick, WEEK_HOURS)),
    hourly,
  };
}
