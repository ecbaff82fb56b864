import { WELCOME_SETUP } from '@forgeworks/engine';
import { describe, expect, it } from 'vitest';
import { client, signUp, useTestApp } from './helper.js';

const app = useTestApp();

async function player() {
  return client(app(), (await signUp(app())).token);
}

async function build(p: Awaited<ReturnType<typeof player>>, types: readonly string[]) {
  for (const type of types) expect((await p.post('/api/factory/build-machine', { type })).status).toBe(200);
}

describe('POST /api/workers/hire-missing', () => {
  it('staffs the welcome setup in one call, each worker on the machine that missed one', async () => {
    const p = await player();
    await build(p, WELCOME_SETUP);
    const res = await p.post('/api/workers/hire-missing', {});
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Hired 9 Operators, 4 Technicians for $1,368.00 ($34.20 more in salaries per tick)');
    expect(res.body.data.cash).toBe(50_000 - 43_000 - 1_368);

    const analysis = (await p.get('/api/workers/analysis')).body.data;
    expect(analysis.understaffedMachines).toEqual([]);
    expect(analysis.totalSalaryCost).toBe(34.2);
    const workers = (await p.get('/api/workers')).body.data as { assignedMachineId: string | null }[];
    const machines = new Set((res.body.data.machines as { id: string }[]).map((m) => m.id));
    expect(workers).toHaveLength(13);
    expect(workers.every((w) => w.assignedMachineId !== null && machines.has(w.assignedMachineId))).toBe(true);

    const again = await p.post('/api/workers/hire-missing', {});
    expect(again).toEqual({
      status: 409,
      body: { success: false, message: 'Every machine already has its full crew' },
    });
  });

  it('hires nobody when the cash does not cover every hire, and says the total', async () => {
    const p = await player();
    // $50,000 exactly: nothing is left for the eleven crew members these machines need.
    await build(p, ['POWER_PLANT', 'SMELTER', 'SMELTER', 'IRON_MINE']);
    const res = await p.post('/api/workers/hire-missing', {});
    expect(res).toEqual({
      status: 409,
      body: {
        success: false,
        message: 'Insufficient funds: hiring the 11 missing crew members costs $1,208.00 and you have $0.00',
      },
    });
    expect((await p.get('/api/workers')).body.data).toEqual([]);
    expect((await p.factory()).cash).toBe(0);
  });

  it('refuses a factory with no machines, and a body with anything in it', async () => {
    const p = await player();
    expect((await p.post('/api/workers/hire-missing', {})).status).toBe(409);
    const extra = await p.post('/api/workers/hire-missing', { skillLevel: 5 });
    expect(extra.status).toBe(400);
    expect(extra.body.success).toBe(false);
  });
});
