import { describe, expect, it } from 'vitest';
import { factoryWith, machine } from '../../test/fixtures.js';
import { emergencyRepair, repairMachine, scheduleMaintenance } from '../actions/maintenance.js';
import { advanceFactory } from '../tick/tick.js';
import type { ActionResult } from '../state.js';
import { maintenanceRecords } from './maintenance-history.js';

function ok(result: ActionResult) {
  if (!result.ok) throw new Error(result.error.message);
  return result;
}

describe('maintenance records', () => {
  it('record a repair and a scheduled maintenance with their costs', () => {
    const state = factoryWith([machine('m', 'IRON_MINE', { condition: 0.5 })]);
    const repaired = ok(repairMachine(state, { machineId: 'm', repairAmount: 0.2 }, { now: 0 }));
    expect(maintenanceRecords(repaired.events, repaired.state)).toEqual([
      { machineId: 'm', type: 'REPAIR', cost: 25_000, description: 'Repaired to 70% condition' },
    ]);
    const scheduled = ok(
      scheduleMaintenance(repaired.state, { machineId: 'm', maintenanceType: 'ROUTINE' }, { now: 0 }),
    );
    const [record] = maintenanceRecords(scheduled.events, scheduled.state);
    expect(record).toMatchObject({ machineId: 'm', type: 'ROUTINE', cost: 8_000 });
    expect(record?.description).toMatch(/^Routine maintenance started/);
  });

  it('record the end of maintenance and an emergency repair', () => {
    const state = factoryWith([
      machine('m', 'IRON_MINE', { condition: 0.5, maintenance: { type: 'ROUTINE', ticksLeft: 1 } }),
    ]);
    const { state: after, events } = advanceFactory(state, { tick: 1, now: 0 });
    expect(maintenanceRecords(events, after)).toEqual([
      { machineId: 'm', type: 'ROUTINE', cost: 0, description: 'Routine maintenance finished: condition now 65%' },
    ]);
    const broken = factoryWith([machine('b', 'SMELTER', { condition: 0 })]);
    const fixed = ok(emergencyRepair(broken, { machineId: 'b' }, { now: 0 }));
    expect(maintenanceRecords(fixed.events, fixed.state)).toEqual([
      {
        machineId: 'b',
        type: 'EMERGENCY_REPAIR',
        cost: 150_000,
        description: 'Emergency repair: back in service at 50% condition',
      },
    ]);
  });

  it('names a machine that broke down', () => {
    const state = factoryWith([machine('m', 'COAL_MINE')]);
    const records = maintenanceRecords([{ kind: 'breakdown', machineId: 'm', machineType: 'COAL_MINE' }], state);
    expect(records[0]).toMatchObject({ type: 'BREAKDOWN', cost: 0 });
    expect(records[0]?.description).toContain('Coal Mine broke down');
  });
});
