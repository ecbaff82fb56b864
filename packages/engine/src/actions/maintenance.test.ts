import { describe, expect, it } from 'vitest';
import { factoryWith, machine } from '../../test/fixtures.js';
import { usd } from '../money.js';
import type { ActionResult } from '../state.js';
import { advanceFactory } from '../tick/tick.js';
import { emergencyRepair, repairMachine, scheduleMaintenance, scrapMachine } from './maintenance.js';

const ctx = { now: 0 };
function ok(result: ActionResult): Extract<ActionResult, { ok: true }> {
  if (!result.ok) throw new Error(result.error.message);
  return result;
}

describe('repair', () => {
  const state = factoryWith([machine('i', 'IRON_MINE', { condition: 0.5 })]);

  it('restores condition, costing 25% of the machine cost per unit of condition', () => {
    const result = ok(repairMachine(state, { machineId: 'i', repairAmount: 0.5 }, ctx));
    expect(result.state.machines[0]!.condition).toBe(1);
    expect(state.cash - result.state.cash).toBe(usd(625));
  });

  it('caps the repair at full condition', () => {
    const result = ok(repairMachine(state, { machineId: 'i', repairAmount: 1 }, ctx));
    expect(result.state.machines[0]!.condition).toBe(1);
    expect(state.cash - result.state.cash).toBe(usd(625));
  });

  it('refuses broken machines (they need an emergency repair) and bad amounts', () => {
    const broken = factoryWith([machine('i', 'IRON_MINE', { condition: 0 })]);
    expect(repairMachine(broken, { machineId: 'i', repairAmount: 0.5 }, ctx)).toMatchObject({
      ok: false,
      error: { code: 'MACHINE_BROKEN' },
    });
    for (const repairAmount of [0, -0.1, 1.5, Number.NaN]) {
      expect(repairMachine(state, { machineId: 'i', repairAmount }, ctx)).toMatchObject({
        ok: false,
        error: { code: 'INVALID_INPUT' },
      });
    }
  });
});

describe('scheduled maintenance', () => {
  it('takes the machine offline for its duration and restores condition when done', () => {
    const state = factoryWith([machine('p', 'POWER_PLANT', { condition: 0.4 })]);
    let result = ok(scheduleMaintenance(state, { machineId: 'p', maintenanceType: 'OVERHAUL' }, ctx)).state;
    expect(state.cash - result.cash).toBe(usd((150 + 40) * 5));
    for (let t = 1; t <= 12; t++) result = advanceFactory(result, { tick: t, now: 0 }).state;
    expect(result.machines[0]).toMatchObject({ condition: 1, maintenance: null, lastMaintenanceTick: 12 });
  });

  it('refuses a second maintenance, an unknown type, and a broken machine', () => {
    const state = factoryWith([machine('p', 'POWER_PLANT', { condition: 0.4 })]);
    const busy = ok(scheduleMaintenance(state, { machineId: 'p', maintenanceType: 'ROUTINE' }, ctx)).state;
    expect(scheduleMaintenance(busy, { machineId: 'p', maintenanceType: 'ROUTINE' }, ctx)).toMatchObject({
      ok: false,
      error: { code: 'MACHINE_BUSY' },
    });
    expect(scheduleMaintenance(state, { machineId: 'p', maintenanceType: 'POLISH' }, ctx)).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT' },
    });
    const broken = factoryWith([machine('p', 'POWER_PLANT', { condition: 0 })]);
    expect(scheduleMaintenance(broken, { machineId: 'p', maintenanceType: 'ROUTINE' }, ctx)).toMatchObject({
      ok: false,
      error: { code: 'MACHINE_BROKEN' },
    });
  });
});

describe('emergency repair', () => {
  const broken = factoryWith([machine('s', 'SMELTER', { condition: 0 })]);

  it('costs 10% of the machine cost and brings it back to 50%', () => {
    const result = ok(emergencyRepair(broken, { machineId: 's' }, ctx));
    expect(broken.cash - result.state.cash).toBe(usd(1_500));
    expect(result.state.machines[0]!.condition).toBe(0.5);
    expect(result.message).toContain('Emergency repair completed successfully!');
  });

  it('needs 10% of the cost in cash', () => {
    expect(emergencyRepair({ ...broken, cash: usd(1_499) }, { machineId: 's' }, ctx)).toMatchObject({
      ok: false,
      error: { code: 'INSUFFICIENT_FUNDS' },
    });
    expect(ok(emergencyRepair({ ...broken, cash: usd(1_500) }, { machineId: 's' }, ctx)).state.cash).toBe(0);
  });

  it('is only for broken machines', () => {
    const fine = factoryWith([machine('s', 'SMELTER', { condition: 0.4 })]);
    expect(emergencyRepair(fine, { machineId: 's' }, ctx)).toMatchObject({
      ok: false,
      error: { code: 'MACHINE_NOT_BROKEN' },
    });
  });
});

describe('scrap', () => {
  it('pays half the investment scaled by condition, less when broken, and frees the crew', () => {
    const state = factoryWith([machine('i', 'IRON_MINE'), machine('b', 'IRON_MINE', { condition: 0 })]);
    const good = ok(scrapMachine(state, { machineId: 'i' }, ctx));
    expect(good.state.cash - state.cash).toBe(usd(2_500));
    expect(good.state.machines.map((m) => m.id)).toEqual(['b']);
    expect(good.state.workers.filter((w) => w.assignedMachineId === 'i')).toEqual([]);
    const wreck = ok(scrapMachine(state, { machineId: 'b' }, ctx));
    expect(wreck.state.cash - state.cash).toBe(usd(625));
  });
});
