import type { Cents, FactoryState, GameEvent } from '@forgeworks/engine';
import {
  achievementById,
  cashRunningOut,
  challengeById,
  challengeEnding,
  leftBroken,
  maintenanceRecords,
} from '@forgeworks/engine';

/** The own events a stream tells that only the engine's events show (the data without its tick). */
export type Happening =
  | { kind: 'repair'; data: { machineId: string; description: string } }
  | { kind: 'achievement'; data: { achievement: string; name: string } }
  | { kind: 'challenge'; data: { challengeId: string; description: string } }
  | { kind: 'loan'; data: { change: 'taken' | 'repaid'; amount: Cents; debt: Cents } }
  /** `brokeAt`: told only if the machine broke down at that tick (tick/batch.ts checks the maintenance log). */
  | { kind: 'unrepaired'; data: { machineId: string; description: string; brokeAt: number } }
  | { kind: 'cash-low'; data: { cash: Cents; ticksLeft: number } }
  | {
      kind: 'challenge-ending';
      data: { challengeId: string; description: string; current: number; target: number; endsAt: string };
    };

/**
 * What of a batch of events the player hears of: repairs, achievements reached, the day's challenge
 * completed, a loan taken, the debt paid off. `debtBefore` is the debt before the events, `state`
 * the factory after them.
 */
export function happenings(events: readonly GameEvent[], debtBefore: Cents, state: FactoryState): Happening[] {
  const out: Happening[] = [];
  let borrowed = 0;
  for (const e of events) {
    if (e.kind === 'achievement')
      out.push({
        kind: 'achievement',
        data: {
          achievement: e.achievement,
          name: achievementById(e.achievement)?.name ?? e.achievement,
        },
      });
    else if (e.kind === 'challengeProgress' && e.completed)
      out.push({
        kind: 'challenge',
        data: {
          challengeId: e.challengeId,
          // The id names the factory's own draw (a newcomer's differs from the day's shared one).
          description: challengeById(e.challengeId)?.description ?? '',
        },
      });
    else if (e.kind === 'cash' && e.reason === 'loan') borrowed += e.amount;
  }
  // Named as the maintenance history names them, from the repairs alone (most batches have none).
  const repairs = events.filter((e) => e.kind === 'repaired');
  if (repairs.length > 0)
    for (const r of maintenanceRecords(repairs, state))
      out.push({ kind: 'repair', data: { machineId: r.machineId, description: r.description } });
  if (borrowed > 0) out.push({ kind: 'loan', data: { change: 'taken', amount: borrowed, debt: state.debt } });
  else if (debtBefore > 0 && state.debt === 0)
    out.push({ kind: 'loan', data: { change: 'repaid', amount: 0, debt: 0 } });
  return out;
}

/**
 * What the player is warned of at tick `tick` (at time `now`, ticks `tickMs` apart) that began with
 * `before` and gave `events` and `after`: machines left broken, cash about to run out, the day's
 * challenge about to end (the engine's reports/warnings.ts).
 */
export function tickWarnings(
  tick: number,
  now: number,
  tickMs: number,
  before: FactoryState,
  events: readonly GameEvent[],
  after: FactoryState,
): Happening[] {
  const out: Happening[] = [];
  for (const m of leftBroken(before, events, after))
    out.push({ kind: 'unrepaired', data: { ...m, brokeAt: tick - 1 } });
  // An overdraft leaves no cash: the events are looked through only then.
  const overdrawn = after.cash === 0 && events.some((e) => e.kind === 'cash' && e.reason === 'overdraft');
  const ticksLeft = cashRunningOut(before.cash, after, overdrawn);
  if (ticksLeft !== null) out.push({ kind: 'cash-low', data: { cash: after.cash, ticksLeft } });
  const ending = challengeEnding(after, now, tickMs);
  if (ending)
    out.push({ kind: 'challenge-ending', data: { ...ending, endsAt: new Date(ending.endsAt).toISOString() } });
  return out;
}
