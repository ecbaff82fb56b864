import { formatUsd } from '../market/format.js';
import { advanceChallenge, challengeDay, challengeFor } from '../progress/challenges.js';
import type { ActionResult, FactoryState } from '../state.js';
import { refuse } from '../state.js';
import type { ActionContext } from './common.js';
import { succeed } from './common.js';

/** Pays today's challenge reward once; yesterday's unclaimed reward lapses at midnight UTC. */
export function claimChallenge(state: FactoryState, input: { challengeId: string }, ctx: ActionContext): ActionResult {
  const today = challengeFor(state, challengeDay(ctx.now));
  if (input.challengeId !== today.id)
    return refuse('NOT_FOUND', "Challenge not found: only today's challenge can be claimed");
  // The factory may not have ticked yet today; its challenge is brought to today before judging it.
  const synced = advanceChallenge(state, [], ctx.now);
  const progress = synced.challenge;
  if (!progress || progress.challengeId !== today.id || progress.completedAt === null) {
    return refuse('CHALLENGE_NOT_COMPLETED', `Challenge not completed yet: ${today.description}`);
  }
  if (progress.claimedAt !== null) {
    return refuse('CHALLENGE_ALREADY_CLAIMED', "You have already claimed today's challenge reward");
  }
  return succeed(
    { ...state, cash: state.cash + today.reward, challenge: { ...progress, claimedAt: ctx.now } },
    [
      ...synced.events,
      { kind: 'cash', reason: 'challengeReward', amount: today.reward },
      { kind: 'challengeClaimed', challengeId: today.id, reward: today.reward },
    ],
    `Challenge complete! ${formatUsd(today.reward)} added to your cash.`,
    ctx,
  );
}
