import { describe, expect, it } from 'vitest';
import { client, signUp, starterFactory, useTestApp } from './helper.js';

const app = useTestApp();

describe('costs and staffing of a staffed starter factory', () => {
  it('prices the next tick per machine in dollars, with wages apart and a profit projection', async () => {
    const player = await starterFactory(app(), (await signUp(app())).token);
    const { status, body } = await player.get('/api/factory/operating-costs');
    expect(status).toBe(200);
    const costs = body.data;
    expect(costs.machineCosts).toHaveLength(5);
    const ironMine = costs.machineCosts.find((m: { machineType: string }) => m.machineType === 'IRON_MINE');
    // Iron mine level 1: $20 operating cost split 40/30/30, and 2 power units at 10 cents.
    expect(ironMine).toMatchObject({ laborCost: 8, materialCost: 6, maintenanceCost: 6, powerCost: 0.2, total: 20.2 });
    const sum = costs.machineCosts.reduce((s: number, m: { total: number }) => s + m.total, 0);
    expect(costs.totalCosts.total).toBeCloseTo(sum, 2);
    expect(costs.salaries).toBeGreaterThan(0);
    const p = costs.projection;
    expect(p.totalCosts).toBeCloseTo(p.runningCosts + p.salaries + p.debtRepayment, 2);
    expect(p.netProfit).toBeCloseTo(p.productionValue - p.totalCosts, 2);
    expect(p.productionValue).toBeGreaterThan(0);
  });

  it('splits labor into wages by worker type and the machines’ labor share', async () => {
    const player = await starterFactory(app(), (await signUp(app())).token);
    const labor = (await player.get('/api/factory/labor-costs')).body.data;
    const workers = (await player.get('/api/workers')).body.data as { type: string; salary: number }[];
    const operators = workers.filter((w) => w.type === 'OPERATOR').reduce((s, w) => s + w.salary, 0);
    expect(labor.salariesByType.OPERATOR).toBeCloseTo(operators, 2);
    expect(labor.total).toBeCloseTo(labor.salaries + labor.machineLabor, 2);
  });

  it('shows every machine fully staffed, and a machine missing workers once one is dismissed', async () => {
    const player = await starterFactory(app(), (await signUp(app())).token);
    const before = (await player.get('/api/workers/analysis')).body.data;
    expect(before.understaffedMachines).toEqual([]);
    expect(before.assignedWorkers).toEqual(before.requiredWorkers);
    const efficiency = (await player.get('/api/factory/machine-efficiency')).body.data;
    expect(efficiency).toHaveLength(5);
    for (const m of efficiency) expect(m.workerEfficiency).toBeGreaterThanOrEqual(1);

    const [worker] = (await player.get('/api/workers')).body.data as { id: string; assignedMachineId: string }[];
    expect((await player.del(`/api/workers/${worker!.id}`)).status).toBe(200);
    const after = (await player.get('/api/workers/analysis')).body.data;
    expect(after.understaffedMachines.map((m: { machineId: string }) => m.machineId)).toEqual([
      worker!.assignedMachineId,
    ]);
    expect(after.efficiency).toBeLessThan(before.efficiency);
  });

  it("answers 404 for another player's worker and changes nothing", async () => {
    const owner = await starterFactory(app(), (await signUp(app())).token);
    const intruder = client(app(), (await signUp(app())).token);
    const [worker] = (await owner.get('/api/workers')).body.data as { id: string; assignedMachineId: string }[];
    expect((await intruder.del(`/api/workers/${worker!.id}`)).status).toBe(404);
    expect((await intruder.patch(`/api/workers/${worker!.id}/assign`, { machineId: null })).status).toBe(404);
    const still = (await owner.get('/api/workers')).body.data.find((w: { id: string }) => w.id === worker!.id);
    expect(still).toMatchObject({ assignedMachineId: worker!.assignedMachineId });
  });

  it('refuses bad worker payloads with 400 naming the field', async () => {
    const player = client(app(), (await signUp(app())).token);
    for (const [payload, field] of [
      [{ type: 'OPERATOR' }, 'skillLevel'],
      [{ type: 'OPERATOR', skillLevel: 0 }, 'skillLevel'],
      [{ type: 'OPERATOR', skillLevel: '2' }, 'skillLevel'],
      [{ skillLevel: 2 }, 'type'],
    ] as const) {
      const res = await player.post('/api/workers/hire', payload);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(field);
    }
    const res = await player.patch('/api/workers/w1/assign', { machineId: 7 });
    expect(res.status).toBe(400);
    expect((await player.factory()).cash).toBe(50_000);
  });
});
