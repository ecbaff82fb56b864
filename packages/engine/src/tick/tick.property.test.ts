import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MachineType, WorkerType } from '../catalog/machines.js';
import { MACHINE_TYPES, WORKER_TYPES } from '../catalog/machines.js';
import { salaryFor } from '../catalog/workers.js';
import { newFactory } from '../factory.js';
import { STORED_RESOURCES } from '../resources.js';
import { CAPACITY } from '../rules.js';
import type { FactoryState, GameEvent, Machine, Worker } from '../state.js';
import { advanceFactory } from './tick.js';

const machineArb = fc.record({
  type: fc.constantFrom<MachineType>(...MACHINE_TYPES),
  level: fc.constantFrom<1 | 2 | 3>(1, 2, 3),
  capacity: fc.double({ min: CAPACITY.MIN, max: CAPACITY.MAX, noNaN: true }),
  condition: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 1, noNaN: true })),
  maintenanceLeft: fc.option(fc.integer({ min: 1, max: 12 }), { nil: null }),
});

const factoryArb = fc
  .record({
    seed: fc.integer({ min: 0, max: 2 ** 31 }),
    cash: fc.integer({ min: 0, max: 10_000_000 }),
    debt: fc.integer({ min: 0, max: 5_000_000 }),
    stock: fc.array(fc.double({ min: 0, max: 500, noNaN: true }), { minLength: 4, maxLength: 4 }),
    machines: fc.array(machineArb, { maxLength: 12 }),
    workers: fc.array(
      fc.record({
        type: fc.constantFrom<WorkerType>(...WORKER_TYPES),
        skill: fc.integer({ min: 1, max: 5 }),
        slot: fc.integer({ min: -1, max: 11 }),
        satisfaction: fc.integer({ min: 0, max: 100 }),
      }),
      { maxLength: 15 },
    ),
  })
  .map(({ seed, cash, debt, stock, machines, workers }): FactoryState => {
    const built: Machine[] = machines.map((m, i) => ({
      id: `m${i}`,
      type: m.type,
      level: m.level,
      capacity: m.capacity,
      condition: m.condition,
      invested: 100_000,
      builtAtTick: 0,
      operatingTicks: 0,
      lastMaintenanceTick: null,
      maintenance:
        m.maintenanceLeft !== null && m.condition > 0 ? { type: 'ROUTINE', ticksLeft: m.maintenanceLeft } : null,
    }));
    const staff: Worker[] = workers.map((w, i) => ({
      id: `w${i}`,
      type: w.type,
      skillLevel: w.skill,
      salary: salaryFor(w.type, w.skill),
      satisfaction: w.satisfaction,
      assignedMachineId: w.slot >= 0 && w.slot < built.length ? `m${w.slot}` : null,
      hiredAtTick: 0,
    }));
    const inventory = Object.fromEntries(
      STORED_RESOURCES.map((r, i) => [r, Math.round((stock[i] ?? 0) * 1000) / 1000]),
    ) as FactoryState['inventory'];
    return { ...newFactory(seed), cash, debt, inventory, machines: built, workers: staff };
  });

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
