import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { factoryArb } from '../../test/arbitraries.js';
import { STORED_RESOURCES } from '../resources.js';
import { CAPACITY } from '../rules.js';
import type { GameEvent } from '../state.js';
import { advanceFactory } from './tick.js';

const sum = (events: GameEvent[], kind: 'cash' | 'debt') =>
  events.filter((e) => e.kind === kind).reduce((s, e) => s + (e as { amount: number }).amount, 0);

describe('tick properties', () => {
  it('same state and tick give the same result', () => {
    fc.assert(
      fc.property(factoryArb, (state) => {
        expect(advanceFactory(state, { tick: 1, now: 0 })).toEqual(advanceFactory(state, { tick: 1, now: 0 }));
      }),
    );
  });

  it('inventory and cash never go negative; capacity stays within 0.25–1; condition within 0–1', () => {
    fc.assert(
      fc.property(factoryArb, fc.integer({ min: 1, max: 30 }), (start, ticks) => {
        let state = start;
        for (let t = 1; t <= ticks; t++) {
          state = advanceFactory(state, { tick: t, now: t }).state;
          for (const r of STORED_RESOURCES) expect(state.inventory[r]).toBeGreaterThanOrEqual(0);
          expect(state.cash).toBeGreaterThanOrEqual(0);
          expect(state.debt).toBeGreaterThanOrEqual(0);
          for (const m of state.machines) {
            expect(m.capacity).toBeGreaterThanOrEqual(CAPACITY.MIN);
            expect(m.capacity).toBeLessThanOrEqual(CAPACITY.MAX);
            expect(m.condition).toBeGreaterThanOrEqual(0);
            expect(m.condition).toBeLessThanOrEqual(1);
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it('the change of cash equals the sum of cash events, and of debt the sum of debt events', () => {
    fc.assert(
      fc.property(factoryArb, (state) => {
        const { state: next, events } = advanceFactory(state, { tick: 1, now: 0 });
        expect(next.cash - state.cash).toBe(sum(events, 'cash'));
        expect(next.debt - state.debt).toBe(sum(events, 'debt'));
        expect(Number.isInteger(next.cash) && Number.isInteger(next.debt)).toBe(true);
      }),
    );
  });

  it('stock changes equal produced minus consumed events', () => {
    fc.assert(
      fc.property(factoryArb, (state) => {
        const { state: next, events } = advanceFactory(state, { tick: 1, now: 0 });
        for (const r of STORED_RESOURCES) {
          const made = events
            .filter((e) => e.kind === 'produced' && e.resource === r)
            .reduce((s, e) => s + (e as { quantity: number }).quantity, 0);
          const used = events
            .filter((e) => e.kind === 'consumed' && e.resource === r)
            .reduce((s, e) => s + (e as { quantity: number }).quantity, 0);
          expect(next.inventory[r]).toBeCloseTo(state.inventory[r] + made - used, 6);
        }
      }),
    );
  });
});
