import { describe, expect, it } from 'vitest';
import { dayOf, machine, noonOf, pastGuideFactory } from '../../test/fixtures.js';
import { usd } from '../money.js';
import { TIME } from '../rules.js';
import type { FactoryState, GameEvent } from '../state.js';
import type { ChallengeType } from './challenge-types.js';
import { CHALLENGE_TYPES } from './challenge-types.js';
import { takeEmergencyLoan } from '../actions/loan.js';
import { challengeDay, challengeTip, challengeView, dailyChallenge, FIRST_SETUP_CASH_TIP } from './challenges.js';
import { applyProgress } from './index.js';

const produced = (resource: 'IRON_ORE' | 'STEEL_BAR' | 'COAL', quantity: number): GameEvent => ({
  kind: 'produced',
  machineId: 'm',
  resource,
  quantity,
});
const sale = (quantity: number): GameEvent => ({ kind: 'cash', reason: 'sale', amount: usd(quantity), quantity });
const built: GameEvent = { kind: 'machineBuilt', machineId: 'm', machineType: 'COAL_MINE' };
const upgraded: GameEvent = { kind: 'machineUpgraded', machineId: 'm', machineType: 'COAL_MINE', level: 2 };
const progressEvents = (events: GameEvent[]) => events.filter((e) => e.kind === 'challengeProgress');

describe('challenge progress', () => {
  const cases: [ChallengeType, GameEvent[], number][] = [
    ['PRODUCE_IRON_ORE', [produced('IRON_ORE', 5), produced('STEEL_BAR', 2), produced('IRON_ORE', 2.5)], 7.5],
    ['PRODUCE_STEEL_BAR', [produced('STEEL_BAR', 1), produced('IRON_ORE', 5), produced('STEEL_BAR', 0.5)], 1.5],
    ['SELL_RESOURCES', [sale(40), { kind: 'cash', reason: 'build', amount: -usd(3_000) }, sale(2)], 42],
    ['BUILD_MACHINES', [built, upgraded], 1],
    ['UPGRADE_MACHINES', [built, upgraded, built], 1],
  ];
  for (const [type, events, expected] of cases) {
    it(`${type} counts only its own events`, () => {
      // An upgrade challenge of 1 would complete; the day of 2 shows plain progress.
      const now = noonOf(type === 'UPGRADE_MACHINES' ? dayOf(type, 2) : dayOf(type));
      const { state, events: out } = applyProgress(pastGuideFactory(), events, now);
      expect(state.challenge).toMatchObject({ current: expected, completedAt: null, claimedAt: null });
      expect(progressEvents(out)).toEqual([
        {
          kind: 'challengeProgress',
          challengeId: dailyChallenge(challengeDay(now)).id,
          current: expected,
          completed: false,
        },
      ]);
    });
  }

  it('REACH_CASH is the cash net of debt held now, not the day’s high (issue 45)', () => {
    const now = noonOf(dayOf('REACH_CASH'));
    const first = applyProgress({ ...pastGuideFactory(), cash: usd(40_000) }, [], now).state;
    expect(first.challenge?.current).toBe(usd(40_000));
    const dip = applyProgress({ ...first, cash: usd(10_000) }, [], now + 1);
    expect(dip.state.challenge?.current).toBe(usd(10_000));
    expect(challengeView(dip.state, now + 2).progress.current).toBe(usd(10_000));
    const indebted = applyProgress({ ...first, cash: usd(55_000), debt: usd(10_000) }, [], now + 2);
    expect(indebted.state.challenge?.current).toBe(usd(45_000));
  });

  it('REACH_CASH is not completed by an emergency loan', () => {
    const day = dayOf('REACH_CASH');
    const { target } = dailyChallenge(day);
    const start = applyProgress(pastGuideFactory(), [], noonOf(day)).state;
    const loan = takeEmergencyLoan(
      { ...start, cash: target - usd(1_000) },
      { loanAmount: usd(10_000) },
      { now: noonOf(day) + 1, prices: {} },
    );
    if (!loan.ok) throw new Error(loan.error.message);
    expect(loan.state.cash).toBeGreaterThan(target);
    expect(loan.state.challenge).toMatchObject({ current: loan.state.cash - loan.state.debt, completedAt: null });
    expect(loan.state.challenge!.current).toBeLessThan(target);
  });

  it('emits nothing when nothing relevant happened', () => {
    const now = noonOf(dayOf('BUILD_MACHINES'));
    const state = applyProgress(pastGuideFactory(), [], now).state;
    const again = applyProgress(state, [upgraded, produced('IRON_ORE', 5)], now + 1);
    expect(again.events).toEqual([]);
    expect(again.state).toBe(state);
  });

  it('completes once at the target, then stops counting', () => {
    const day = dayOf('PRODUCE_IRON_ORE');
    const { target } = dailyChallenge(day);
    const t0 = noonOf(day);
    const near = applyProgress(pastGuideFactory(), [produced('IRON_ORE', target - 1)], t0).state;
    expect(near.challenge?.completedAt).toBeNull();
    const done = applyProgress(near, [produced('IRON_ORE', 5)], t0 + 1);
    expect(done.state.challenge).toMatchObject({ current: target + 4, completedAt: t0 + 1 });
    expect(progressEvents(done.events)).toEqual([
      { kind: 'challengeProgress', challengeId: dailyChallenge(day).id, current: target + 4, completed: true },
    ]);
    const later = applyProgress(done.state, [produced('IRON_ORE', 5)], t0 + 2);
    expect(later.events).toEqual([]);
    expect(later.state.challenge).toEqual(done.state.challenge);
  });

  it('a new day resets to that day’s challenge from zero', () => {
    const day = dayOf('BUILD_MACHINES');
    const yesterday = applyProgress(pastGuideFactory(), [built, built, built], noonOf(day)).state;
    expect(yesterday.challenge?.completedAt).not.toBeNull();
    const next = day + 1;
    const { state } = applyProgress(yesterday, [], next * TIME.DAY_MS);
    const expected = dailyChallenge(next).type === 'REACH_CASH' ? yesterday.cash - yesterday.debt : 0;
    expect(state.challenge).toEqual({
      day: next,
      challengeId: dailyChallenge(next).id,
      current: expected,
      completedAt: expected >= dailyChallenge(next).target ? next * TIME.DAY_MS : null,
      claimedAt: null,
    });
  });

  it('a new REACH_CASH day starts from the cash in hand', () => {
    const day = dayOf('REACH_CASH');
    const stale: FactoryState = {
      ...pastGuideFactory(),
      cash: usd(30_000),
      challenge: {
        day: day - 1,
        challengeId: dailyChallenge(day - 1).id,
        current: 9,
        completedAt: null,
        claimedAt: null,
      },
    };
    expect(applyProgress(stale, [], noonOf(day)).state.challenge?.current).toBe(usd(30_000));
  });

  it('ignores a call stamped with an earlier day', () => {
    const day = dayOf('BUILD_MACHINES');
    const today = applyProgress(pastGuideFactory(), [built], noonOf(day)).state;
    const late = applyProgress(today, [built, built], noonOf(day - 1));
    expect(late.state.challenge).toEqual(today.challenge);
  });
});

describe('challengeView', () => {
  it('shows today’s challenge with no progress before the first tick of the day', () => {
    const day = dayOf('SELL_RESOURCES');
    const old = applyProgress(pastGuideFactory(), [], noonOf(day - 1)).state;
    expect(challengeView(old, noonOf(day))).toEqual({
      challenge: dailyChallenge(day),
      progress: { current: 0, completed: false, completedAt: null, claimed: false },
    });
  });

  it('shows progress and completion', () => {
    const day = dayOf('UPGRADE_MACHINES', 1);
    const now = noonOf(day);
    const state = applyProgress(pastGuideFactory(), [upgraded], now).state;
    expect(challengeView(state, now + 5).progress).toEqual({
      current: 1,
      completed: true,
      completedAt: now,
      claimed: false,
    });
  });
});

describe('the day’s tip', () => {
  it('names the iron mines the factory has, not always a second one', () => {
    const mines = (n: number) => ({ machines: Array.from({ length: n }, (_, i) => machine(`i${i}`, 'IRON_MINE')) });
    expect(challengeTip('PRODUCE_IRON_ORE', mines(0))).toMatch(/^Build an Iron Mine/);
    expect(challengeTip('PRODUCE_IRON_ORE', mines(1))).toMatch(/^A second Iron Mine/);
    expect(challengeTip('PRODUCE_IRON_ORE', mines(3))).toMatch(/^Another Iron Mine or an upgrade of one of your 3/);
    expect(challengeTip('SELL_RESOURCES', mines(3))).toBe(CHALLENGE_TYPES.SELL_RESOURCES.tip);
  });

  it('never asks a factory still building the guide’s setup to hold off its purchases (issue 45)', () => {
    const mines = (n: number) => ({ machines: Array.from({ length: n }, (_, i) => machine(`i${i}`, 'IRON_MINE')) });
    expect(challengeTip('REACH_CASH', mines(0))).toBe(FIRST_SETUP_CASH_TIP);
    expect(challengeTip('REACH_CASH', mines(4))).not.toMatch(/hold off/);
    expect(challengeTip('REACH_CASH', mines(5))).toBe(CHALLENGE_TYPES.REACH_CASH.tip);
  });
});
