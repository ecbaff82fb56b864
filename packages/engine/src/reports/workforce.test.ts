import { describe, expect, it } from 'vitest';
import { factoryWith, machine, starterFactory, worker } from '../../test/fixtures.js';
import { usd } from '../money.js';
import { planProduction } from '../tick/plan.js';
import { hiringCosts, workforceAnalysis } from './workforce.js';

describe('workforce analysis', () => {
  it('counts required and assigned workers and lists what each machine misses', () => {
    const state = {
      ...factoryWith([machine('p', 'POWER_PLANT'), machine('i', 'IRON_MINE')], { staffed: false }),
      workers: [worker('o', 'OPERATOR', 1, 'i'), worker('idle', 'ENGINEER', 3, null)],
    };
    const report = workforceAnalysis(state);
    // Plant: 1 operator + 1 technician; iron mine: 2 operators + 1 technician.
    expect(report.requiredWorkers).toEqual({ OPERATOR: 3, TECHNICIAN: 2, ENGINEER: 0 });
    expect(report.assignedWorkers).toEqual({ OPERATOR: 1, TECHNICIAN: 0, ENGINEER: 0 });
    expect(report.totalSalaryCost).toBe(usd(2) + usd(5 * 1.7));
    expect(report.understaffedMachines).toEqual([
      {
        machineId: 'p',
        machineType: 'POWER_PLANT',
        level: 1,
        missingWorkers: [
          { type: 'OPERATOR', needed: 1, assigned: 0 },
          { type: 'TECHNICIAN', needed: 1, assigned: 0 },
        ],
      },
      {
        machineId: 'i',
        machineType: 'IRON_MINE',
        level: 1,
        missingWorkers: [
          { type: 'OPERATOR', needed: 2, assigned: 1 },
          { type: 'TECHNICIAN', needed: 1, assigned: 0 },
        ],
      },
    ]);
  });

  it('averages the staffing efficiency the tick applies', () => {
    const state = factoryWith([machine('p', 'POWER_PLANT'), machine('i', 'IRON_MINE')], { staffed: false });
    const plan = planProduction(state);
    expect(workforceAnalysis(state).efficiency).toBe(0.25); // the automation floor
    expect(plan.machines.every((mp) => mp.staffing.efficiency === 0.25)).toBe(true);
    expect(workforceAnalysis(starterFactory())).toMatchObject({ efficiency: 1, understaffedMachines: [] });
  });

  it('is fully efficient with no machines: no output is lost to staffing', () => {
    expect(workforceAnalysis(factoryWith([])).efficiency).toBe(1);
  });
});

describe('hiring costs', () => {
  it('price every type at skills 1–5, indexed by skill − 1 (salary +35% a level, hiring 40 salaries)', () => {
    const costs = hiringCosts();
    expect(Object.keys(costs)).toEqual(['OPERATOR', 'TECHNICIAN', 'ENGINEER']);
    expect(costs.OPERATOR.map((c) => c.skillLevel)).toEqual([1, 2, 3, 4, 5]);
    expect(costs.OPERATOR[0]).toEqual({ skillLevel: 1, hiringCost: usd(80), salary: usd(2) });
    expect(costs.TECHNICIAN[1]).toEqual({ skillLevel: 2, hiringCost: usd(162), salary: 405 });
    expect(costs.ENGINEER[4]).toEqual({ skillLevel: 5, hiringCost: usd(480), salary: usd(12) });
  });
});
