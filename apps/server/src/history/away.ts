import type { AwaySummary as AwaySummaryBody } from '@forgeworks/contract';
import type { AwaySummary, Inventory } from '@forgeworks/engine';
import { STORED_RESOURCES, TIME, toDollars } from '@forgeworks/engine';
import type { EncodedLedger } from './ledger-codec.js';
import { encodedFromBytes, mergeEncoded, subtractEncoded } from './ledger-codec.js';
import type { RecentLedger } from './recent.js';
import { closesHour, hourOf } from './recent.js';
import { RETENTION } from './retention.js';

/**
 * What a window starting at tick `tick` must not count again: the ledger rows of tick's hour up to
 * it (the hour's roll-up will hold them) and what actions left pending for the next tick's row
 * (their money is already in the cash the visit saw).
 */
export function countedAt(recent: RecentLedger, tick: number): EncodedLedger {
  const rows = recent.rows
    .filter((r) => r.tick <= tick && hourOf(r.tick) === hourOf(tick))
    .map((r) => encodedFromBytes(r.bytes));
  return mergeEncoded(recent.pending ? [...rows, recent.pending] : rows);
}

/**
 * The hourly roll-ups a window from tick `from` to tick `to` reads: from `from`'s hour to the last
 * hour closed by `to`, no older than the roll-ups kept; `since` is the tick after which they count,
 * `from` unless older roll-ups were needed.
 */
export function windowHours(from: number, to: number): { first: number; last: number; since: number } {
  // Conservative: the hour pruning keeps at the tick that closes `to`'s hour.
  const oldestKept = hourOf(to) - RETENTION.HOURS + 1;
  const first = Math.max(hourOf(from), oldestKept);
  return {
    first,
    last: closesHour(to) ? hourOf(to) : hourOf(to) - 1,
    since: first === hourOf(from) ? from : (first - 1) * TIME.TICKS_PER_HOUR,
  };
}

/**
 * The ticks after `from` up to `to` in one ledger row: the closed hours' roll-ups, the open hour's
 * rows and what is pending now, less what the visit at `from` had already counted. Its cash change is
 * the change of cash between the two visits. From `since` on only (`windowHours`) when older
 * roll-ups are gone: then nothing is taken off.
 */
export function windowLedger(
  from: { tick: number; counted: EncodedLedger },
  to: { tick: number; recent: RecentLedger },
  hours: readonly EncodedLedger[],
  since: number,
): EncodedLedger {
  const open = closesHour(to.tick)
    ? []
    : to.recent.rows.filter((r) => r.tick <= to.tick && hourOf(r.tick) === hourOf(to.tick));
  const all = mergeEncoded([
    ...hours,
    ...open.map((r) => encodedFromBytes(r.bytes)),
    ...(to.recent.pending ? [to.recent.pending] : []),
  ]);
  const out = since === from.tick ? subtractEncoded(all, from.counted) : all;
  out[0] = to.tick;
  out[1] = to.tick - since;
  return out;
}

/** Resources with a non-zero quantity, by type. */
function moved(inventory: Inventory): Partial<Inventory> {
  const out: Partial<Inventory> = {};
  for (const r of STORED_RESOURCES) if (inventory[r] !== 0) out[r] = inventory[r];
  return out;
}

const change = (from: number, to: number) => ({ then: toDollars(from), now: toDollars(to) });

/** The summary as the API gives it: money in dollars, only the resources that moved. */
export function presentAway(summary: AwaySummary): AwaySummaryBody {
  const { ledger, from, to } = summary;
  const sold: AwaySummaryBody['sold'] = {};
  for (const r of STORED_RESOURCES)
    if (ledger.unitsSold[r] !== 0 || ledger.income[r] !== 0)
      sold[r] = { units: ledger.unitsSold[r], income: toDollars(ledger.income[r]) };
  const income = STORED_RESOURCES.reduce((s, r) => s + ledger.income[r], 0);
  const e = ledger.expenses;
  const c = ledger.capital;
  return {
    from: { tick: from.tick, at: from.at },
    to: { tick: to.tick, at: to.at },
    ticks: ledger.ticks,
    complete: summary.complete,
    produced: moved(ledger.produced),
    sold,
    income: toDollars(income),
    expenses: {
      power: toDollars(e.power),
      labor: toDollars(e.labor),
      materials: toDollars(e.materials),
      maintenance: toDollars(e.maintenance),
      debtRepayment: toDollars(e.debtRepayment),
      total: toDollars(e.power + e.labor + e.materials + e.maintenance + e.debtRepayment),
    },
    capital: {
      built: toDollars(-(c.build + c.upgrade)),
      scrapped: toDollars(c.scrap),
      borrowed: toDollars(c.loan),
      overdraft: toDollars(c.overdraft),
      rewards: toDollars(c.challengeReward),
    },
    cash: change(from.cash, to.cash),
    debt: change(from.debt, to.debt),
    netWorth: change(from.netWorth, to.netWorth),
    machines: summary.machines.map((m) => ({ ...m, cost: toDollars(m.cost) })),
  };
}
