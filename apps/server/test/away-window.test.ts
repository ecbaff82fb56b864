import { describe, expect, it } from 'vitest';
import { countedAt, windowHours, windowLedger } from '../src/history/away.js';
import type { EncodedLedger } from '../src/codecs/ledger.js';
import { decodeLedger } from '../src/codecs/ledger.js';
import type { RecentLedger } from '../src/codecs/recent-ledger.js';
import { addPending, closedHour, emptyRecent, recordTick } from '../src/codecs/recent-ledger.js';
import { RETENTION } from '../src/history/retention.js';

/** Tick t produces t units of iron ore, so a sum shows which ticks were counted. */
function run(from: number, to: number, recent: RecentLedger, hours: Map<number, EncodedLedger>): RecentLedger {
  for (let t = from; t <= to; t++) {
    recent = recordTick(recent, t, [{ kind: 'produced', machineId: 'm', resource: 'IRON_ORE', quantity: t }]);
    const closed = closedHour(recent, t);
    if (closed) hours.set(closed.hour, closed.ledger);
  }
  return recent;
}

/** What a player's sale between ticks leaves pending: `amount` cents of coal income. */
const sale = (recent: RecentLedger, nextTick: number, amount: number) =>
  addPending(recent, nextTick, [{ kind: 'cash', reason: 'sale', resource: 'COAL', quantity: 1, amount }]);

describe('an away window’s ledger', () => {
  it('counts exactly what happened after the last visit, across partial hours at both ends', () => {
    const hours = new Map<number, EncodedLedger>();
    // Sold before the visit at tick 17: the visit's cash holds it.
    const atVisit = sale(run(1, 17, emptyRecent(), hours), 18, 500);
    const counted = countedAt(atVisit, 17);
    // Sold after the return at tick 40: the return's cash holds it.
    const atReturn = sale(run(18, 40, sale(atVisit, 18, 70), hours), 41, 3);
    const window = windowHours(17, 40);
    expect(window).toEqual({ first: 2, last: 3, since: 17 });
    const stored = [...hours]
      .filter(([h]) => h >= window.first && h <= window.last)
      .map(([hour, ledger]) => ({ hour, ledger }));
    const ledger = decodeLedger(windowLedger({ tick: 17, counted }, { tick: 40, recent: atReturn }, stored, 17));
    let produced = 0;
    for (let t = 18; t <= 40; t++) produced += t;
    expect(ledger).toMatchObject({ tick: 40, ticks: 23 });
    expect(ledger.produced.IRON_ORE).toBe(produced);
    expect(ledger.income.COAL).toBe(73);
  });

  it("counts a just-closed hour from the recent rows until the hour's record stores its roll-up", () => {
    const hours = new Map<number, EncodedLedger>();
    const atVisit = run(1, 17, emptyRecent(), hours);
    const counted = countedAt(atVisit, 17);
    const atReturn = run(18, 36, atVisit, hours);
    const window = windowHours(17, 36);
    expect(window).toEqual({ first: 2, last: 3, since: 17 });
    const stored = [...hours]
      .filter(([h]) => h >= window.first && h <= window.last)
      .map(([hour, ledger]) => ({ hour, ledger }));
    /** Iron ore the window counts with the roll-ups stored up to `lastStored`. */
    const produced = (lastStored: number) =>
      decodeLedger(
        windowLedger(
          { tick: 17, counted },
          { tick: 36, recent: atReturn },
          stored.filter((h) => h.hour <= lastStored),
          window.since,
        ),
      ).produced.IRON_ORE;
    let expected = 0;
    for (let t = 18; t <= 36; t++) expected += t;
    // Hour 3 (ticks 25-36) stored, and not yet: the same count.
    expect(produced(3)).toBe(expected);
    expect(produced(2)).toBe(expected);
  });

  it('covers only the hours still kept when the last visit is older', () => {
    const to = (RETENTION.HOURS + 10) * 12 + 3;
    expect(windowHours(5, to)).toEqual({ first: 12, last: RETENTION.HOURS + 10, since: 132 });
  });
});
