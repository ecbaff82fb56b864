import { describe, expect, it } from 'vitest';
import { factoryWith, machine } from '../../test/fixtures.js';
import { hiringCostFor, salaryFor } from '../catalog/workers.js';
import { usd } from '../money.js';
import type { ActionResult } from '../state.js';
import { assignWorker, dismissWorker, hireWorker } from './workers.js';

const ctx = { now: 0 };
function ok(result: ActionResult): Extract<ActionResult, { ok: true }> {
  if (!result.ok) throw new Error(result.error.message);
  return result;
}
const unstaffed = () => factoryWith([machine('p', 'POWER_PLANT'), machine('i', 'IRON_MINE')], { staffed: false });

describe('hire', () => {
  it('pays the hiring cost, sets the salary by type and skill, and auto-assigns to a machine missing that type', () => {
    const start = unstaffed();
    const result = ok(hireWorker(start, { id: 'w1', type: 'TECHNICIAN', skillLevel: 2 }, ctx));
    expect(start.cash - result.state.cash).toBe(hiringCostFor('TECHNICIAN', 2));
    expect(result.state.workers[0]).toMatchObject({
      salary: salaryFor('TECHNICIAN', 2),
      assignedMachineId: 'p',
      satisfaction: 80,
    });
  });

  it('salaries rise with skill: operator $2.00 at skill 1, $4.80 at skill 5', () => {
    expect(salaryFor('OPERATOR', 1)).toBe(usd(2));
    expect(salaryFor('OPERATOR', 5)).toBe(usd(4.8));
    expect(hiringCostFor('OPERATOR', 1)).toBe(usd(80));
  });

  it('fills machines in build order and skips full requirements', () => {
    let state = unstaffed();
    state = ok(hireWorker(state, { id: 'o1', type: 'OPERATOR', skillLevel: 1 }, ctx)).state; // plant needs 1 operator
    state = ok(hireWorker(state, { id: 'o2', type: 'OPERATOR', skillLevel: 1 }, ctx)).state; // then the mine
    expect(state.workers.map((w) => w.assignedMachineId)).toEqual(['p', 'i']);
  });

  it('null keeps the worker unassigned; a named machine is used as given', () => {
    const kept = ok(
      hireWorker(unstaffed(), { id: 'w', type: 'ENGINEER', skillLevel: 3, assignedMachineId: null }, ctx),
    );
    expect(kept.state.workers[0]!.assignedMachineId).toBeNull();
    const named = ok(
      hireWorker(unstaffed(), { id: 'w', type: 'ENGINEER', skillLevel: 3, assignedMachineId: 'i' }, ctx),
    );
    expect(named.state.workers[0]!.assignedMachineId).toBe('i');
  });

  it.each([
    [{ type: 'JANITOR', skillLevel: 1 }, 'INVALID_INPUT'],
    [{ type: 'OPERATOR', skillLevel: 0 }, 'INVALID_INPUT'],
    [{ type: 'OPERATOR', skillLevel: 6 }, 'INVALID_INPUT'],
    [{ type: 'OPERATOR', skillLevel: 2.5 }, 'INVALID_INPUT'],
    [{ type: 'OPERATOR', skillLevel: 1, assignedMachineId: 'ghost' }, 'NOT_FOUND'],
  ])('refuses %j', (input, code) => {
    expect(hireWorker(unstaffed(), { id: 'w', ...input }, ctx)).toMatchObject({ ok: false, error: { code } });
  });

  it('refuses when cash is short', () => {
    expect(hireWorker({ ...unstaffed(), cash: 0 }, { id: 'w', type: 'OPERATOR', skillLevel: 1 }, ctx)).toMatchObject({
      ok: false,
      error: { code: 'INSUFFICIENT_FUNDS' },
    });
  });

  it('never puts more than maxWorkersPerShift on one machine', () => {
    let state = unstaffed();
    for (let i = 0; i < 3; i++)
      state = ok(
        hireWorker(state, { id: `w${i}`, type: 'OPERATOR', skillLevel: 1, assignedMachineId: 'p' }, ctx),
      ).state;
    expect(hireWorker(state, { id: 'w9', type: 'OPERATOR', skillLevel: 1, assignedMachineId: 'p' }, ctx)).toMatchObject(
      { ok: false, error: { code: 'MACHINE_FULL' } },
    );
  });
});

describe('dismiss and assign', () => {
  const staffed = () => ok(hireWorker(unstaffed(), { id: 'w', type: 'OPERATOR', skillLevel: 1 }, ctx)).state;

  it('dismisses a worker', () => {
    expect(ok(dismissWorker(staffed(), { workerId: 'w' }, ctx)).state.workers).toEqual([]);
    expect(dismissWorker(staffed(), { workerId: 'x' }, ctx)).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
  });

  it('moves a worker between machines and off them', () => {
    const moved = ok(assignWorker(staffed(), { workerId: 'w', machineId: 'i' }, ctx)).state;
    expect(moved.workers[0]!.assignedMachineId).toBe('i');
    const off = ok(assignWorker(moved, { workerId: 'w', machineId: null }, ctx)).state;
    expect(off.workers[0]!.assignedMachineId).toBeNull();
    expect(assignWorker(moved, { workerId: 'w', machineId: 'ghost' }, ctx)).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
  });
});
