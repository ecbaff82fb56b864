import { TIME } from '@forgeworks/engine';
import type { EncodedLedger } from '../codecs/ledger.js';
import { encodedFromBytes, mergeEncoded, subtractEncoded } from '../codecs/ledger.js';
import type { RecentLedger } from '../codecs/recent-ledger.js';
import { closesHour, hourOf, hourRolledUp, openHourRows } from '../codecs/recent-ledger.js';
import { RETENTION } from './retention.js';

/**
 * What a window starting at tick `tick` must not count again: the ledger rows of tick's hour up to
 * it (the hour's roll-up will hold them) and what actions left pending for the next tick's row
 * (their money is already in the cash the visit saw).
 */
export function countedAt(recent: RecentLedger, tick: number): EncodedLedger {
  const rows = openHourRows(recent, tick).map((r) => encodedFromBytes(r.bytes));
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
  hours: readonly { hour: number; ledger: EncodedLedger }[],
  since: number,
): EncodedLedger {
  const open = hourRolledUp(to.tick, hours) ? [] : openHourRows(to.recent, to.tick);
  const all = mergeEncoded([
    ...hours.map((h) => h.ledger),
    ...open.map((r) => encodedFromBytes(r.bytes)),
    ...(to.recent.pending ? [to.recent.pending] : []),
  ]);
  const out = since === from.tick ? subtractEncoded(all, from.counted) : all;
  out[0] = to.tick;
  out[1] = to.tick - since;
  return out;
}
