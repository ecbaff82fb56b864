import { describe, expect, it } from 'vitest';
import type { FactoryState } from '@forgeworks/engine';
import { newFactory } from '@forgeworks/engine';
import { happenings } from '../src/events/happenings.js';

const factory = (over: Partial<FactoryState> = {}): FactoryState => ({ ...newFactory(1), ...over });

describe('happenings', () => {
  it('names an achievement, and tells a completed challenge only', () => {
    const state = factory();
    expect(
      happenings(
        [
          { kind: 'achievement', achievement: 'FIRST_MACHINE' },
          { kind: 'challengeProgress', challengeId: 'D1-X', current: 3, completed: false },
        ],
        0,
        state,
      ),
    ).toEqual([{ kind: 'achievement', data: { achievement: 'FIRST_MACHINE', name: 'Breaking Ground' } }]);
    expect(
      happenings([{ kind: 'challengeProgress', challengeId: 'D1-X', current: 9, completed: true }], 0, state),
    ).toEqual([{ kind: 'challenge', data: { challengeId: 'D1-X', description: '' } }]);
  });

  it('tells a loan by what was borrowed, and the debt paid off only when it reaches zero', () => {
    const borrowed = factory({ debt: 11_000 });
    expect(
      happenings(
        [
          { kind: 'cash', reason: 'loan', amount: 10_000 },
          { kind: 'debt', reason: 'loan', amount: 11_000 },
        ],
        0,
        borrowed,
      ),
    ).toEqual([{ kind: 'loan', data: { change: 'taken', amount: 10_000, debt: 11_000 } }]);
    const repayment = [{ kind: 'debt', reason: 'repayment', amount: -500 }] as const;
    expect(happenings(repayment, 1_000, factory({ debt: 500 }))).toEqual([]);
    expect(happenings(repayment, 500, factory({ debt: 0 }))).toEqual([
      { kind: 'loan', data: { change: 'repaid', amount: 0, debt: 0 } },
    ]);
    // No debt before, none after: nothing to tell.
    expect(happenings([], 0, factory())).toEqual([]);
  });

  it('tells a repair as the maintenance history words it', () => {
    const state = factory();
    expect(
      happenings([{ kind: 'repaired', machineId: 'm1', emergency: false, cost: 100, condition: 0.7 }], 0, state),
    ).toEqual([{ kind: 'repair', data: { machineId: 'm1', description: 'Repaired to 70% condition' } }]);
  });
});
