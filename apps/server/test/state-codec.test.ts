import type { ActionResult, FactoryState } from '@forgeworks/engine';
import { advanceFactory, buildMachine, hireWorker, newFactory, scheduleMaintenance } from '@forgeworks/engine';
import { describe, expect, it } from 'vitest';
import { columnsFromState, stateFromColumns } from '../src/factories/row.js';
import { decodeState, encodeState } from '../src/factories/state-codec.js';

const roundTrip = (state: FactoryState) => stateFromColumns(columnsFromState(state));

function ok(result: ActionResult): FactoryState {
  if (!result.ok) throw new Error(result.error.message);
  return result.state;
}

describe('the stored state', () => {
  it('gives back exactly the state the engine made, tick after tick of a working factory', () => {
    const now = Date.UTC(2026, 10, 23, 12);
    let state = newFactory(7);
    for (const [i, type] of (['POWER_PLANT', 'COAL_MINE', 'IRON_MINE', 'SMELTER'] as const).entries())
      state = ok(buildMachine(state, { type, id: `m${i}` }, { now }));
    state = ok(hireWorker(state, { id: 'w1', type: 'OPERATOR', skillLevel: 1 }, { now }));
    state = ok(hireWorker(state, { id: 'w2', type: 'ENGINEER', skillLevel: 3, assignedMachineId: null }, { now }));
    state = ok(scheduleMaintenance(state, { machineId: 'm2', maintenanceType: 'PREVENTIVE' }, { now }));
    for (let t = 1; t <= 40; t++) {
      state = advanceFactory(state, { tick: t, now: now + t * 300_000 }).state;
      expect(roundTrip(state)).toEqual(state);
    }
    expect(state.achievements.FIRST_SMELTER).toBeDefined();
    expect(state.challenge).not.toBeNull();
  });

  it('keeps broken machines, claimed challenges and lifetime counters', () => {
    const state: FactoryState = {
      ...newFactory(1),
      tick: 99,
      cash: 123_456,
      debt: 789,
      machines: [
        {
          id: 'b',
          type: 'STEEL_MILL',
          level: 3,
          capacity: 0.25,
          condition: 0,
          invested: 28_000_000,
          builtAtTick: 4,
          operatingTicks: 80,
          lastMaintenanceTick: 50,
          maintenance: null,
        },
      ],
      achievements: { FIRST_MACHINE: 1000, TEN_MACHINES: 0 },
      challenge: { day: 20415, challengeId: 'D20415-REACH_CASH', current: 42, completedAt: 5, claimedAt: 6 },
    };
    expect(roundTrip(state)).toEqual(state);
  });

  it('is much smaller than the engine’s objects, and still reads rows written as objects', () => {
    const factory = newFactory(3);
    const { tick, cash, debt, ...stored } = factory;
    expect(decodeState(JSON.stringify(stored), { tick, cash, debt })).toEqual(factory);
    expect(decodeState(stored, { tick, cash, debt })).toEqual(factory);
    expect(encodeState(stored).length).toBeLessThan(JSON.stringify(stored).length / 2);
  });

  it("keeps a worker's machine by its place, and still reads rows that name it by id", () => {
    const now = Date.UTC(2026, 10, 23, 12);
    let state = ok(buildMachine(newFactory(5), { type: 'POWER_PLANT', id: 'power-plant-id' }, { now }));
    state = ok(buildMachine(state, { type: 'COAL_MINE', id: 'coal-mine-id' }, { now }));
    state = ok(
      hireWorker(state, { id: 'w1', type: 'OPERATOR', skillLevel: 1, assignedMachineId: 'coal-mine-id' }, { now }),
    );
    expect(state.workers[0]!.assignedMachineId).toBe('coal-mine-id');
    const { tick, cash, debt, ...stored } = state;
    const text = encodeState(stored);
    expect(text.match(/coal-mine-id/g)).toHaveLength(1);
    const byId = JSON.parse(text) as unknown[];
    (byId[3] as unknown[][])[0]![5] = 'coal-mine-id';
    expect(decodeState(JSON.stringify(byId), { tick, cash, debt })).toEqual(state);
    expect(roundTrip(state)).toEqual(state);
  });
});
