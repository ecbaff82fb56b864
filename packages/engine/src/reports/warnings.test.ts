import { describe, expect, it } from 'vitest';
import { DAY, factoryWith, machine } from '../../test/fixtures.js';
import { formatUsd } from '../market/format.js';
import { newMarket } from '../market/pricing.js';
import { usd } from '../money.js';
import { dailyChallenge } from '../progress/challenges.js';
import { TIME, WARNINGS } from '../rules.js';
import { runFactoryTick } from '../tick/factory-tick.js';
import { emergencyRepairCost } from '../valuation.js';
import { cashRunningOut, challengeEnding, leftBroken } from './warnings.js';

const TICK_MS = TIME.TICK_INTERVAL_MS;
const market = newMarket(1);

describe('a machine left broken', () => {
  const broken = (cash: number, autoMaintenance = true) =>
    factoryWith([machine('plant', 'POWER_PLANT'), machine('mine', 'COAL_MINE', { condition: 0 })], {
      cash,
      autoMaintenance,
    });
  const tick = (state: ReturnType<typeof broken>) => runFactoryTick(state, { tick: state.tick + 1, now: noon, market });
  const noon = DAY * TIME.DAY_MS + TIME.DAY_MS / 2;

  it('is none when automatic maintenance repairs it', () => {
    const before = broken(usd(50_000));
    const { events, state } = tick(before);
    expect(leftBroken(before, events, state)).toEqual([]);
  });

  it('is told with the repair it could not pay, or that automatic maintenance is off', () => {
    const cost = emergencyRepairCost({ type: 'COAL_MINE', level: 1 });
    const poor = broken(cost - 1);
    const r1 = tick(poor);
    expect(leftBroken(poor, r1.events, r1.state)).toEqual([
      {
        machineId: 'mine',
        description: `Coal Mine is still down: automatic maintenance could not pay its ${formatUsd(cost)} repair`,
      },
    ]);
    const off = broken(usd(50_000), false);
    const r2 = tick(off);
    expect(leftBroken(off, r2.events, r2.state)).toEqual([
      { machineId: 'mine', description: 'Coal Mine is still down: automatic maintenance is off' },
    ]);
  });
});

describe('cash running out', () => {
  const N = WARNINGS.CASH_RUNWAY_TICKS;

  it('is told at the tick whose loss brings the runway under the warning, once at a steady loss', () => {
    const told: number[] = [];
    let cash = usd(100);
    for (let t = 0; t < 200 && cash > 0; t++) {
      const after = Math.max(0, cash - usd(1));
      const ticks = cashRunningOut(cash, { cash: after }, false);
      if (ticks !== null) told.push(ticks);
      cash = after;
    }
    expect(told).toEqual([N - 1]);
  });

  it('is not told for a tick that made money, nor again while already short', () => {
    expect(cashRunningOut(usd(10), { cash: usd(11) }, false)).toBeNull();
    expect(cashRunningOut(usd(10), { cash: usd(9) }, false)).toBeNull();
  });

  it('is told with 0 when the tick emptied the cash into debt, not when it was empty already', () => {
    expect(cashRunningOut(usd(5), { cash: 0 }, true)).toBe(0);
    expect(cashRunningOut(0, { cash: 0 }, true)).toBeNull();
  });
});

describe('the day’s challenge about to end', () => {
  const warnAt = (DAY + 1) * TIME.DAY_MS - WARNINGS.CHALLENGE_ENDING_TICKS * TICK_MS;
  const state = factoryWith([]);

  it('is told at the one tick that enters the warning, with the day’s challenge and progress', () => {
    const told = [-2, -1, 0, 1, 2].map((k) => challengeEnding(state, warnAt + k * TICK_MS + 1_000, TICK_MS));
    expect(told.map((t) => t !== null)).toEqual([false, false, true, false, false]);
    const today = dailyChallenge(DAY);
    expect(told[2]).toEqual({
      challengeId: today.id,
      description: today.description,
      current: 0,
      target: today.target,
      endsAt: (DAY + 1) * TIME.DAY_MS,
    });
  });

  it('is not told to a factory that completed it', () => {
    const done = {
      ...state,
      challenge: {
        day: DAY,
        challengeId: dailyChallenge(DAY).id,
        current: 1e9,
        completedAt: warnAt - 1,
        claimedAt: null,
      },
    };
    expect(challengeEnding(done, warnAt, TICK_MS)).toBeNull();
  });
});
