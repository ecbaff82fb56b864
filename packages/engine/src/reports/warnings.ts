/**
 * What a player is warned of as it comes: a broken machine left broken, cash about to run out,
 * the day's challenge about to end. Each is decided at one tick from that tick alone, so whichever
 * process runs the tick decides alike; the server tells them (events/happenings.ts).
 */
import { machineLabels } from '../catalog/labels.js';
import { formatUsd } from '../market/format.js';
import type { Cents } from '../money.js';
import { challengeDay, challengeFor } from '../progress/challenges.js';
import { TIME, WARNINGS } from '../rules.js';
import type { FactoryState, GameEvent } from '../state.js';
import { emergencyRepairCost } from '../valuation.js';

export interface Unrepaired {
  machineId: string;
  description: string;
}

/**
 * The machines broken when a tick began that its standing instructions left broken (automatic
 * maintenance off, or its repair unaffordable): `before` is the state the tick began with, `events`
 * and `after` the tick's. Whether a machine broke at the tick before is the caller's to know.
 */
export function leftBroken(before: FactoryState, events: readonly GameEvent[], after: FactoryState): Unrepaired[] {
  const broken = before.machines.filter((m) => m.condition <= 0);
  if (broken.length === 0) return [];
  const repaired = new Set(events.flatMap((e) => (e.kind === 'repaired' ? [e.machineId] : [])));
  const labels = machineLabels(after.machines);
  const out: Unrepaired[] = [];
  for (const m of broken) {
    if (repaired.has(m.id) || !after.machines.some((a) => a.id === m.id && a.condition <= 0)) continue;
    const name = labels.get(m.id) ?? m.type;
    out.push({
      machineId: m.id,
      description: before.autoMaintenance
        ? `${name} is still down: automatic maintenance could not pay its ${formatUsd(emergencyRepairCost(m))} repair`
        : `${name} is still down: automatic maintenance is off`,
    });
  }
  return out;
}

/**
 * Whole ticks the cash lasts at this tick's loss, when this tick brought it under
 * WARNINGS.CASH_RUNWAY_TICKS (at the same loss it lasted that long before) or emptied it (0, the
 * rest became debt); null otherwise: the tick made money, or the warning came before.
 */
export function cashRunningOut(
  cashBefore: Cents,
  after: Pick<FactoryState, 'cash'>,
  overdrawn: boolean,
): number | null {
  if (overdrawn) return cashBefore > 0 ? 0 : null;
  const loss = cashBefore - after.cash;
  if (loss <= 0) return null;
  const limit = WARNINGS.CASH_RUNWAY_TICKS * loss;
  return after.cash < limit && cashBefore >= limit ? Math.floor(after.cash / loss) : null;
}

export interface ChallengeEnding {
  challengeId: string;
  description: string;
  current: number;
  target: number;
  /** When the day ends, ms since epoch. */
  endsAt: number;
}

/**
 * The day's challenge, when the tick at `now` is the first within WARNINGS.CHALLENGE_ENDING_TICKS
 * of the day's end (ticks `tickMs` apart) and the factory has not completed it; null otherwise.
 */
export function challengeEnding(state: FactoryState, now: number, tickMs: number): ChallengeEnding | null {
  const day = challengeDay(now);
  const endsAt = (day + 1) * TIME.DAY_MS;
  const warnFrom = endsAt - WARNINGS.CHALLENGE_ENDING_TICKS * tickMs;
  if (now < warnFrom || now - tickMs >= warnFrom) return null;
  const progress = state.challenge?.day === day ? state.challenge : null;
  if (progress?.completedAt != null) return null;
  const today = challengeFor(state, day);
  return {
    challengeId: today.id,
    description: today.description,
    current: progress?.current ?? 0,
    target: today.target,
    endsAt,
  };
}
