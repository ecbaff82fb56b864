import type { DailyChallenge } from '@forgeworks/contract';
import { formatUnits, madeOnUse } from '@/shared/lib/format';

export type ChallengeType = DailyChallenge['challenge']['type'];
export type ChallengeState = 'in-progress' | 'completed' | 'claimed';

const wholeDollars = madeOnUse(
  () => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
);

/** A challenge figure in its unit: dollars for REACH_CASH ('$45,120'), units or a count otherwise. */
export function formatChallengeAmount(type: ChallengeType, value: number): string {
  if (!Number.isFinite(value)) return '—';
  return type === 'REACH_CASH' ? wholeDollars().format(Math.floor(value)) : formatUnits(value);
}

/** In progress, then completed, then claimed (spec section 4). */
export function challengeState({ progress }: DailyChallenge): ChallengeState {
  if (progress.claimed) return 'claimed';
  return progress.completed ? 'completed' : 'in-progress';
}

/** The reward can be claimed once the challenge is completed, and only once. */
export function canClaim(daily: DailyChallenge): boolean {
  return challengeState(daily) === 'completed';
}

/** Share of the target reached, 0 to 1 (a completed challenge is full even if the count lags). */
export function challengeProgress({ challenge, progress }: DailyChallenge): number {
  if (progress.completed) return 1;
  if (challenge.target <= 0) return 0;
  return Math.min(1, Math.max(0, progress.current / challenge.target));
}

/** Short names of the challenge types, for the card's badge. */
export const CHALLENGE_TYPE_LABELS: Record<ChallengeType, string> = {
  PRODUCE_IRON_ORE: 'Production',
  PRODUCE_STEEL_BAR: 'Production',
  REACH_CASH: 'Finance',
  BUILD_MACHINES: 'Construction',
  SELL_RESOURCES: 'Trade',
  UPGRADE_MACHINES: 'Construction',
};
