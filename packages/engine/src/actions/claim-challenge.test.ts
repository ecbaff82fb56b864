import { describe, expect, it } from 'vitest';
import { pastGuideFactory } from '../../test/fixtures.js';
import { usd } from '../money.js';
import type { ChallengeType } from '../progress/challenge-types.js';
import { challengeView, dailyChallenge } from '../progress/challenges.js';
import { applyProgress } from '../progress/index.js';
import { TIME } from '../rules.js';
import type { ActionResult, FactoryState, GameEvent } from '../state.js';
import { claimChallenge } from './claim-challenge.js';

const DAY = 20_414;
function dayOf(type: ChallengeType): number {
  for (let d = DAY; ; d++) if (dailyChallenge(d).type === type) return d;
}
const noonOf = (day: number) => day * TIME.DAY_MS + TIME.DAY_MS / 2;
const built: GameEvent = { kind: 'machineBuilt', machineId: 'm', machineType: 'COAL_MINE' };

const day = dayOf('BUILD_MACHINES');
const challenge = dailyChallenge(day);
const now = noonOf(day);
const completed = applyProgress(pastGuideFactory(), [built, built, built], now).state;

function ok(result: ActionResult): Extract<ActionResult, { ok: true }> {
  if (!result.ok) throw new Error(result.error.message);
  return result;
}

describe('claimChallenge', () => {
  it('pays the reward once the challenge is complete', () => {
    const result = ok(claimChallenge(completed, { challengeId: challenge.id }, { now: now + 60_000 }));
    expect(result.state.cash).toBe(completed.cash + challenge.reward);
    expect(result.state.challenge).toEqual({ ...completed.challenge, claimedAt: now + 60_000 });
    expect(result.events).toEqual([
      { kind: 'cash', reason: 'challengeReward', amount: challenge.reward },
      { kind: 'challengeClaimed', challengeId: challenge.id, reward: challenge.reward },
    ]);
    const dollars = (challenge.reward / 100).toLocaleString('en-US');
    expect(result.message).toBe(`Challenge complete! $${dollars}.00 added to your cash.`);
    expect(challengeView(result.state, now + 60_000).progress.claimed).toBe(true);
  });

  it('refuses a second claim, changing nothing', () => {
    const claimed = ok(claimChallenge(completed, { challengeId: challenge.id }, { now })).state;
    const snapshot = structuredClone(claimed);
    expect(claimChallenge(claimed, { challengeId: challenge.id }, { now: now + 1 })).toMatchObject({
      ok: false,
      error: { code: 'CHALLENGE_ALREADY_CLAIMED' },
    });
    expect(claimed).toEqual(snapshot);
  });

  it('refuses a challenge that is not complete', () => {
    const partial = applyProgress(pastGuideFactory(), [built], now).state;
    expect(claimChallenge(partial, { challengeId: challenge.id }, { now })).toMatchObject({
      ok: false,
      error: { code: 'CHALLENGE_NOT_COMPLETED' },
    });
    expect(claimChallenge(pastGuideFactory(), { challengeId: challenge.id }, { now })).toMatchObject({
      ok: false,
      error: { code: 'CHALLENGE_NOT_COMPLETED' },
    });
  });

  it("refuses an unknown id and another day's challenge, even if it was completed", () => {
    const nextMorning = (day + 1) * TIME.DAY_MS + 1;
    for (const [id, at] of [
      ['nope', now],
      [dailyChallenge(day + 1).id, now],
      [challenge.id, nextMorning],
    ] as const) {
      expect(claimChallenge(completed, { challengeId: id }, { now: at })).toMatchObject({
        ok: false,
        error: { code: 'NOT_FOUND' },
      });
    }
  });

  it('judges a cash challenge on today’s cash even before the first tick of the day', () => {
    const cashDay = dayOf('REACH_CASH');
    const target = dailyChallenge(cashDay);
    const rich: FactoryState = {
      ...applyProgress(pastGuideFactory(), [], noonOf(cashDay - 1)).state,
      cash: target.target,
    };
    const result = ok(claimChallenge(rich, { challengeId: target.id }, { now: noonOf(cashDay) }));
    expect(result.state.cash).toBe(target.target + target.reward);
    expect(result.events.map((e) => e.kind)).toEqual(['challengeProgress', 'cash', 'challengeClaimed']);
  });

  it('a reward can carry the factory to an achievement', () => {
    const nearly: FactoryState = { ...completed, cash: usd(100_000) - challenge.reward };
    const result = ok(claimChallenge(nearly, { challengeId: challenge.id }, { now }));
    expect(result.state.achievements.CASH_100K).toBe(now);
    expect(result.events).toContainEqual({ kind: 'achievement', achievement: 'CASH_100K' });
  });
});
