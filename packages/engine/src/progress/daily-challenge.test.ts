import { describe, expect, it } from 'vitest';
import { DAY, dayOf, noonOf } from '../../test/fixtures.js';
import { newFactory } from '../factory.js';
import { usd } from '../money.js';
import { TIME } from '../rules.js';
import { CHALLENGE_TYPE_IDS, CHALLENGE_TYPES } from './challenge-types.js';
import { challengeDay, challengeView, dailyChallenge } from './challenges.js';
import { applyProgress } from './index.js';

describe('dailyChallenge', () => {
  it('is deterministic and names the day and type in its id', () => {
    const c = dailyChallenge(DAY);
    expect(dailyChallenge(DAY)).toEqual(c);
    expect(c.id).toBe(`D${DAY}-${c.type}`);
    expect(c.day).toBe(DAY);
    expect(c.tip).toBe(CHALLENGE_TYPES[c.type].tip);
  });

  it('takes its target and reward from the table, with rewards between $2,000 and $5,000', () => {
    for (let d = DAY; d < DAY + 120; d++) {
      const c = dailyChallenge(d);
      expect(CHALLENGE_TYPES[c.type].options).toContainEqual({ target: c.target, reward: c.reward });
      expect(c.reward).toBeGreaterThanOrEqual(usd(2_000));
      expect(c.reward).toBeLessThanOrEqual(usd(5_000));
    }
  });

  it('changes across days: every six-day run has all six types, so 60 days have them all', () => {
    const types = Array.from({ length: 60 }, (_, i) => dailyChallenge(DAY + i).type);
    expect(new Set(types)).toEqual(new Set(CHALLENGE_TYPE_IDS));
    types.slice(1).forEach((type, i) => expect(type).not.toBe(types[i]));
    const runStart = Math.ceil(DAY / 6) * 6;
    for (let run = runStart; run < runStart + 60; run += 6) {
      const inRun = Array.from({ length: 6 }, (_, i) => dailyChallenge(run + i).type);
      expect(new Set(inRun).size).toBe(6);
    }
  });

  it('is the same for every factory on a day', () => {
    const now = noonOf(DAY);
    const ids = [1, 2, 99].map((seed) => applyProgress(newFactory(seed), [], now).state.challenge?.challengeId);
    expect(new Set(ids)).toEqual(new Set([dailyChallenge(DAY).id]));
    expect(challengeView(newFactory(1), now).challenge).toEqual(challengeView(newFactory(5), now).challenge);
  });

  it('turns over at midnight UTC', () => {
    expect(challengeDay(DAY * TIME.DAY_MS)).toBe(DAY);
    expect(challengeDay(DAY * TIME.DAY_MS - 1)).toBe(DAY - 1);
  });

  it('reads as a sentence with the target', () => {
    expect(dailyChallenge(dayOf('PRODUCE_STEEL_BAR', 60)).description).toBe('Produce 60 steel bars today');
    expect(dailyChallenge(dayOf('REACH_CASH', usd(75_000))).description).toBe('Have $75,000 in cash net of debt today');
    expect(dailyChallenge(dayOf('UPGRADE_MACHINES', 1)).description).toBe('Upgrade 1 machine today');
    expect(dailyChallenge(dayOf('UPGRADE_MACHINES', 2)).description).toBe('Upgrade 2 machines today');
  });
});
