import fc from 'fast-check';
import type { MachineType, WorkerType } from '../src/catalog/machines.js';
import { MACHINE_TYPES, WORKER_TYPES } from '../src/catalog/machines.js';
import { salaryFor } from '../src/catalog/workers.js';
import { newFactory } from '../src/factory.js';
import { STORED_RESOURCES } from '../src/resources.js';
import { CAPACITY } from '../src/rules.js';
import type { FactoryState, Machine, Worker } from '../src/state.js';

/** Factories of every shape the tick can meet: broken, serviced and idle machines, crews of every fit. */
const machineArb = fc.record({
  type: fc.constantFrom<MachineType>(...MACHINE_TYPES),
  level: fc.constantFrom<1 | 2 | 3>(1, 2, 3),
  capacity: fc.double({ min: CAPACITY.MIN, max: CAPACITY.MAX, noNaN: true }),
  condition: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 1, noNaN: true })),
  maintenanceLeft: fc.option(fc.integer({ min: 1, max: 12 }), { nil: null }),
});

export const factoryArb = fc
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
