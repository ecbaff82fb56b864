import { describe, expect, it } from 'vitest';
import { factoryWith, machine } from '../../test/fixtures.js';
import { newFactory } from '../factory.js';
import { usd } from '../money.js';
import type { ActionResult, FactoryState } from '../state.js';
import { buildMachine, updateMachineCapacities, upgradeMachine } from './build.js';

const ctx = { now: 0 };
function ok(result: ActionResult): Extract<ActionResult, { ok: true }> {
  if (!result.ok) throw new Error(result.error.message);
  return result;
}

describe('build', () => {
  it('charges the catalog cost and adds a new machine at capacity 1 and condition 1', () => {
    const start = newFactory(1);
    const result = ok(buildMachine(start, { type: 'POWER_PLANT', id: 'p1' }, ctx));
    expect(result.state.cash).toBe(start.cash - usd(15_000));
    expect(result.state.machines).toHaveLength(1);
    expect(result.state.machines[0]).toMatchObject({ type: 'POWER_PLANT', level: 1, capacity: 1, condition: 1 });
    expect(result.message).toBe('Power Plant built for $15,000.00');
  });

  it('charges $3,000 for a coal mine (the catalog price, see docs/adr/0001)', () => {
    const withPlant = ok(buildMachine(newFactory(1), { type: 'POWER_PLANT', id: 'p1' }, ctx)).state;
    const result = ok(buildMachine(withPlant, { type: 'COAL_MINE', id: 'c1' }, ctx));
    expect(withPlant.cash - result.state.cash).toBe(usd(3_000));
  });

  it("refuses a machine that needs power the grid doesn't have, with the spec's wording", () => {
    const result = buildMachine(newFactory(1), { type: 'IRON_MINE', id: 'i1' }, ctx);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('NOT_ENOUGH_POWER');
      expect(result.error.message).toContain('Not enough power capacity');
    }
  });

  it('refuses when cash is short, and changes nothing', () => {
    const poor: FactoryState = { ...newFactory(1), cash: usd(14_999) };
    const result = buildMachine(poor, { type: 'POWER_PLANT', id: 'p1' }, ctx);
    expect(result).toMatchObject({ ok: false, error: { code: 'INSUFFICIENT_FUNDS' } });
  });

  it('refuses unknown machine types', () => {
    expect(buildMachine(newFactory(1), { type: 'NUKE', id: 'x' }, ctx)).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT' },
    });
  });

  it('fits consumers into the plant budget: 15 power allows 3 + 2 + 5 + 5 but not more', () => {
    let state = ok(
      buildMachine({ ...newFactory(1), cash: usd(1_000_000) }, { type: 'POWER_PLANT', id: 'p' }, ctx),
    ).state;
    for (const [type, id] of [
      ['COAL_MINE', 'c'],
      ['IRON_MINE', 'i'],
      ['SMELTER', 's'],
      ['SMELTER', 's2'],
    ] as const) {
      state = ok(buildMachine(state, { type, id }, ctx)).state;
    }
    expect(buildMachine(state, { type: 'IRON_MINE', id: 'i2' }, ctx)).toMatchObject({
      ok: false,
      error: { code: 'NOT_ENOUGH_POWER' },
    });
  });
});

describe('upgrade', () => {
  const rich = (machines = [machine('p', 'POWER_PLANT'), machine('i', 'IRON_MINE')]) =>
    factoryWith(machines, { cash: usd(200_000) });

  it('goes up one level and pays the difference in cost', () => {
    const start = rich();
    const result = ok(upgradeMachine(start, { machineId: 'i' }, ctx));
    expect(start.cash - result.state.cash).toBe(usd(3_000));
    expect(result.state.machines[1]).toMatchObject({ level: 2, invested: usd(8_000) });
  });

  it('stops at level 3', () => {
    const result = upgradeMachine(rich([machine('p', 'POWER_PLANT', { level: 3 })]), { machineId: 'p' }, ctx);
    expect(result).toMatchObject({ ok: false, error: { code: 'MAX_LEVEL' } });
  });

  it('refuses broken machines, unknown ids and short cash', () => {
    expect(
      upgradeMachine(rich([machine('p', 'POWER_PLANT', { condition: 0 })]), { machineId: 'p' }, ctx),
    ).toMatchObject({ ok: false, error: { code: 'MACHINE_BROKEN' } });
    expect(upgradeMachine(rich(), { machineId: 'nope' }, ctx)).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    const poor = { ...rich(), cash: usd(2_999) };
    expect(upgradeMachine(poor, { machineId: 'i' }, ctx)).toMatchObject({
      ok: false,
      error: { code: 'INSUFFICIENT_FUNDS' },
    });
  });
});

describe('capacities', () => {
  const state = factoryWith([machine('p', 'POWER_PLANT'), machine('i', 'IRON_MINE')]);

  it('sets capacities within 0.25–1', () => {
    const result = ok(updateMachineCapacities(state, { machineCapacities: { p: 0.25, i: 0.6 } }, ctx));
    expect(result.state.machines.map((m) => m.capacity)).toEqual([0.25, 0.6]);
    expect(result.message).toBe('Machine capacities updated successfully!');
  });

  it.each([0.2, 1.01, Number.NaN, -1])('refuses capacity %s and changes nothing', (capacity) => {
    expect(updateMachineCapacities(state, { machineCapacities: { p: 0.5, i: capacity } }, ctx)).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT' },
    });
  });

  it('refuses unknown machines', () => {
    expect(updateMachineCapacities(state, { machineCapacities: { zzz: 0.5 } }, ctx)).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
  });
});
