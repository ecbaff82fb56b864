import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { machine } from '../../test/fixtures.js';
import { MACHINE_TYPES } from '../catalog/machines.js';
import { newFactory } from '../factory.js';
import { usd } from '../money.js';
import { TIME } from '../rules.js';
import type { AchievementId, FactoryState, GameEvent } from '../state.js';
import { ACHIEVEMENTS } from './achievements.js';
import { challengeDay, dailyChallenge } from './challenges.js';
import { applyProgress } from './index.js';

const START = 20_414 * TIME.DAY_MS;
const nowArb = fc.integer({ min: START, max: START + 5 * TIME.DAY_MS });
const qty = fc.integer({ min: 0, max: 2_000_000 }).map((n) => n / 1000);

const eventArb: fc.Arbitrary<GameEvent> = fc.oneof(
  fc
    .record({ resource: fc.constantFrom('IRON_ORE', 'STEEL_BAR', 'COAL'), quantity: qty })
    .map(({ resource, quantity }): GameEvent => ({ kind: 'produced', machineId: 'm', resource, quantity })),
  qty.map((quantity): GameEvent => ({ kind: 'cash', reason: 'sale', amount: usd(quantity), quantity })),
  fc.constant<GameEvent>({ kind: 'machineBuilt', machineId: 'm', machineType: 'IRON_MINE' }),
  fc.constant<GameEvent>({ kind: 'machineUpgraded', machineId: 'm', machineType: 'SMELTER', level: 2 }),
  fc.constant<GameEvent>({ kind: 'cash', reason: 'power', amount: -usd(5) }),
);

const stateArb: fc.Arbitrary<FactoryState> = fc
  .record({
    seed: fc.nat(),
    cash: fc.integer({ min: 0, max: usd(2_000_000) }),
    debt: fc.integer({ min: 0, max: usd(100_000) }),
    inventory: fc.record({
      IRON_ORE: qty,
      STEEL_BAR: qty,
      COAL: qty,
      ADVANCED_STEEL: qty,
      COKE: qty,
      TOOLS: qty,
      MACHINE_PARTS: qty,
    }),
    machines: fc.array(
      fc.record({ type: fc.constantFrom(...MACHINE_TYPES), condition: fc.double({ min: 0, max: 1, noNaN: true }) }),
      {
        maxLength: 12,
      },
    ),
    machinesBuilt: fc.nat(20),
    unlocked: fc.subarray(ACHIEVEMENTS.map((a) => a.id)),
    challengeDayOffset: fc.option(fc.integer({ min: -1, max: 5 })),
    current: qty,
  })
  .map((r) => {
    const base = newFactory(r.seed);
    const day = challengeDay(START) + (r.challengeDayOffset ?? 0);
    return {
      ...base,
      cash: r.cash,
      debt: r.debt,
      inventory: r.inventory,
      machines: r.machines.map((m, i) => machine(`m${i}`, m.type, { condition: m.condition })),
      counters: { ...base.counters, machinesBuilt: r.machinesBuilt },
      achievements: Object.fromEntries(r.unlocked.map((id) => [id, START - 1])) as Partial<
        Record<AchievementId, number>
      >,
      challenge:
        r.challengeDayOffset === null
          ? null
          : { day, challengeId: dailyChallenge(day).id, current: r.current, completedAt: null, claimedAt: null },
    };
  });

describe('applyProgress properties', () => {
  it('changes only achievements and the challenge, never the input, and is deterministic', () => {
    fc.assert(
      fc.property(stateArb, fc.array(eventArb, { maxLength: 8 }), nowArb, (state, events, now) => {
        const before = structuredClone(state);
        const result = applyProgress(state, events, now);
        expect(state).toEqual(before);
        expect({ ...result.state, achievements: state.achievements, challenge: state.challenge }).toEqual(state);
        expect(applyProgress(state, events, now)).toEqual(result);
      }),
    );
  });

  it('keeps unlocked achievements and their dates, and announces each new one once', () => {
    fc.assert(
      fc.property(stateArb, nowArb, (state, now) => {
        const { state: next, events } = applyProgress(state, [], now);
        for (const [id, at] of Object.entries(state.achievements))
          expect(next.achievements[id as AchievementId]).toBe(at);
        const fresh = Object.keys(next.achievements).filter(
          (id) => state.achievements[id as AchievementId] === undefined,
        );
        const announced = events.flatMap((e) => (e.kind === 'achievement' ? [e.achievement] : []));
        expect(announced.sort()).toEqual(fresh.sort());
        expect(applyProgress(next, [], now + 1).events.filter((e) => e.kind === 'achievement')).toEqual([]);
      }),
    );
  });

  it('within a day the challenge never goes backwards and completes at most once', () => {
    fc.assert(
      fc.property(stateArb, fc.array(fc.array(eventArb, { maxLength: 4 }), { maxLength: 10 }), (start, batches) => {
        let state = start;
        let completions = 0;
        let last = -Infinity;
        batches.forEach((events, i) => {
          const result = applyProgress(state, events, START + TIME.DAY_MS + i * TIME.TICK_INTERVAL_MS);
          state = result.state;
          completions += result.events.filter((e) => e.kind === 'challengeProgress' && e.completed).length;
          expect(state.challenge!.current).toBeGreaterThanOrEqual(last);
          last = state.challenge!.current;
        });
        expect(completions).toBeLessThanOrEqual(1);
      }),
    );
  });
});
