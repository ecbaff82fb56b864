import { describe, expect, it } from 'vitest';
import { DAY, dayOf, factoryWith, machine, noonOf, pastGuideFactory } from '../../test/fixtures.js';
import { claimChallenge } from '../actions/claim-challenge.js';
import { newFactory } from '../factory.js';
import { WELCOME_SETUP } from '../reports/recommendations.js';
import { challengeEnding } from '../reports/warnings.js';
import { TIME, WARNINGS } from '../rules.js';
import type { FactoryState, GameEvent } from '../state.js';
import { CHALLENGE_TYPES } from './challenge-types.js';
import {
  challengeById,
  challengeFor,
  challengeView,
  dailyChallenge,
  fitsGuide,
  followsGuide,
  GUIDE_CHALLENGE_TYPES,
} from './challenges.js';
import { applyProgress } from './index.js';

/** The welcome setup's first `n` machines, staffed or not. */
const partway = (n: number, staffed = true): FactoryState =>
  factoryWith(
    WELCOME_SETUP.slice(0, n).map((type, i) => machine(`w${i}`, type)),
    { staffed },
  );
const produced = (resource: 'IRON_ORE' | 'STEEL_BAR', quantity: number): GameEvent => ({
  kind: 'produced',
  machineId: 'm',
  resource,
  quantity,
});

describe('a newcomer’s daily challenge (issue 45)', () => {
  it('a factory still following the guide is one; a staffed setup or a grown works is past it', () => {
    for (let n = 0; n < WELCOME_SETUP.length; n++) expect(followsGuide(partway(n))).toBe(true);
    expect(followsGuide(partway(WELCOME_SETUP.length, false))).toBe(true);
    expect(followsGuide(partway(WELCOME_SETUP.length))).toBe(false);
    expect(followsGuide(pastGuideFactory())).toBe(false);
  });

  it('on a cash day a new factory is not told to hold $60,000 while the guide spends its cash', () => {
    const day = dayOf('REACH_CASH');
    const shared = dailyChallenge(day);
    const mine = challengeView(newFactory(1), noonOf(day)).challenge;
    expect(mine.type).not.toBe('REACH_CASH');
    expect(mine.id).not.toBe(shared.id);
    expect(mine.tip).not.toMatch(/hold off/);
    expect(GUIDE_CHALLENGE_TYPES).toContain(mine.type);
    expect(mine.target).toBe(CHALLENGE_TYPES[mine.type].options[0]!.target);
    // A factory past the guide keeps the shared challenge, cash and all.
    expect(challengeView(pastGuideFactory(), noonOf(day)).challenge).toEqual(shared);
  });

  it('over 120 days no newcomer at any step of the guide draws what the guide contradicts', () => {
    const stages = [0, 1, 2, 3, 4].map((n) => partway(n)).concat(partway(WELCOME_SETUP.length, false));
    for (let day = DAY; day < DAY + 120; day++) {
      for (const stage of stages) {
        const c = challengeFor(stage, day);
        expect(['REACH_CASH', 'UPGRADE_MACHINES']).not.toContain(c.type);
        expect(fitsGuide(c, stage)).toBe(true);
        if (c.type === 'BUILD_MACHINES')
          expect(c.target).toBeLessThanOrEqual(WELCOME_SETUP.length - stage.machines.length);
      }
    }
  });

  it('shares the day’s challenge with everyone when the guide can meet it', () => {
    const day = dayOf('PRODUCE_STEEL_BAR');
    expect(challengeFor(newFactory(1), day)).toEqual(dailyChallenge(day));
    // "Build 3 machines" fits four builds left of the setup, not two.
    const build3 = dayOf('BUILD_MACHINES', 3);
    expect(challengeFor(partway(1), build3)).toEqual(dailyChallenge(build3));
    expect(challengeFor(partway(3), build3).type).not.toBe('UPGRADE_MACHINES');
    expect(challengeFor(partway(3), build3).id).not.toBe(dailyChallenge(build3).id);
  });

  it('keeps the challenge drawn at the day’s first call while the setup is built, and counts toward it', () => {
    const day = dayOf('REACH_CASH');
    const morning = applyProgress(newFactory(1), [produced('STEEL_BAR', 1)], noonOf(day)).state;
    const drawn = morning.challenge!.challengeId;
    expect(drawn).not.toBe(dailyChallenge(day).id);
    // By the afternoon the guide is done: the challenge it was working on stays, progress and all.
    const built: FactoryState = {
      ...morning,
      machines: pastGuideFactory().machines,
      workers: pastGuideFactory().workers,
    };
    const afternoon = applyProgress(built, [produced('STEEL_BAR', 2), produced('IRON_ORE', 2)], noonOf(day) + 1);
    expect(afternoon.state.challenge?.challengeId).toBe(drawn);
    expect(challengeView(afternoon.state, noonOf(day) + 2).challenge.id).toBe(drawn);
    // The next day it takes the shared challenge, as every factory past the guide does.
    const next = applyProgress(afternoon.state, [], (day + 1) * TIME.DAY_MS);
    expect(next.state.challenge?.challengeId).toBe(dailyChallenge(day + 1).id);
  });

  it('a newcomer’s challenge is claimed, told and warned of as its own', () => {
    const day = dayOf('UPGRADE_MACHINES');
    const mine = challengeFor(newFactory(1), day);
    const events: GameEvent[] =
      mine.type === 'BUILD_MACHINES'
        ? Array.from({ length: mine.target }, () => ({
            kind: 'machineBuilt',
            machineId: 'm',
            machineType: 'COAL_MINE',
          }))
        : mine.type === 'SELL_RESOURCES'
          ? [{ kind: 'cash', reason: 'sale', amount: 1, quantity: mine.target }]
          : [produced(mine.type === 'PRODUCE_IRON_ORE' ? 'IRON_ORE' : 'STEEL_BAR', mine.target)];
    const done = applyProgress(newFactory(1), events, noonOf(day)).state;
    expect(done.challenge).toMatchObject({ challengeId: mine.id, completedAt: noonOf(day) });
    expect(challengeById(mine.id)).toEqual(mine);
    const shared = dailyChallenge(day);
    expect(claimChallenge(done, { challengeId: shared.id }, { now: noonOf(day) })).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    const paid = claimChallenge(done, { challengeId: mine.id }, { now: noonOf(day) });
    expect(paid.ok && paid.state.cash).toBe(done.cash + mine.reward);
    const tickMs = 5 * 60_000;
    const warnAt = (day + 1) * TIME.DAY_MS - WARNINGS.CHALLENGE_ENDING_TICKS * tickMs + 1;
    const ending = [-1, 0, 1].map((k) => challengeEnding(newFactory(1), warnAt + k * tickMs, tickMs));
    expect(ending.find((e) => e !== null)?.challengeId).toBe(mine.id);
  });

  it('an id names only what a day drew', () => {
    expect(challengeById('nope')).toBeNull();
    expect(challengeById(`D${DAY}-FIRST-REACH_CASH`)).toBeNull();
    expect(challengeById(`D${DAY}-${dailyChallenge(DAY).type}`)).toEqual(dailyChallenge(DAY));
    const other = dailyChallenge(DAY + 1).type === dailyChallenge(DAY).type ? 'X' : dailyChallenge(DAY + 1).type;
    expect(challengeById(`D${DAY}-${other}`)).toBeNull();
  });
});
