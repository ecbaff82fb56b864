import { describe, expect, it } from 'vitest';
import { bearer, signUp, useTestApp } from './helper.js';

const app = useTestApp();

const get = (token: string, url: string) => app().inject({ method: 'GET', url, headers: bearer(token) });
const build = (token: string, type: string) =>
  app().inject({ method: 'POST', url: '/api/factory/build-machine', headers: bearer(token), payload: { type } });

describe('factory reports', () => {
  it('every report needs a bearer token', async () => {
    for (const url of [
      '/api/factory/power-grid-status',
      '/api/factory/loan-terms',
      '/api/workers',
      '/api/workers/hiring-costs',
      '/api/leaderboard/top-factories',
    ]) {
      expect((await app().inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('shows the power grid of a factory with one unstaffed plant (running at the 25% floor)', async () => {
    const { token } = await signUp(app());
    await build(token, 'POWER_PLANT');
    const res = await get(token, '/api/factory/power-grid-status');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'SURPLUS',
      totalGeneration: 3.75,
      theoreticalGeneration: 15,
      totalConsumption: 0,
      powerCapacity: 15,
      powerUsed: 0,
    });
  });

  it('offers loan terms in dollars and prices scrap, 404 for a machine that is not yours', async () => {
    const owner = await signUp(app());
    const other = await signUp(app());
    expect((await get(owner.token, '/api/factory/loan-terms')).json().data).toEqual({
      maxLoanAmount: 25_400,
      interestRate: 0.1,
    });
    const machineId = (await build(owner.token, 'POWER_PLANT')).json().data.machines[0].id;
    expect((await get(owner.token, `/api/factory/scrap-value/${machineId}`)).json().data).toEqual({
      scrapValue: 7_500,
    });
    expect((await get(other.token, `/api/factory/scrap-value/${machineId}`)).statusCode).toBe(404);
  });

  it('lists workers and hiring costs in dollars', async () => {
    const { token } = await signUp(app());
    await app().inject({
      method: 'POST',
      url: '/api/workers/hire',
      headers: bearer(token),
      payload: { type: 'ENGINEER', skillLevel: 3 },
    });
    const workers = (await get(token, '/api/workers')).json().data;
    expect(workers).toHaveLength(1);
    expect(workers[0]).toMatchObject({
      type: 'ENGINEER',
      skillLevel: 3,
      salary: 8.5,
      satisfaction: 80,
      assignedMachineId: null,
    });
    const costs = (await get(token, '/api/workers/hiring-costs')).json().data;
    expect(costs.OPERATOR[0]).toEqual({ skillLevel: 1, hiringCost: 80, salary: 2 });
    expect(costs.ENGINEER).toHaveLength(5);
  });
});

describe('leaderboard', () => {
  it('ranks factories by net worth and tells the caller their own rank', async () => {
    const rich = await signUp(app());
    await app().inject({ method: 'GET', url: '/api/factory/my-factory', headers: bearer(rich.token) });
    await app().inject({
      method: 'POST',
      url: '/api/factory/emergency-loan',
      headers: bearer(rich.token),
      payload: { loanAmount: 1 },
    });
    const res = await get(rich.token, '/api/leaderboard/top-factories');
    expect(res.statusCode).toBe(200);
    const { topFactories, me, totalPlayers } = res.json().data;
    expect(topFactories.length).toBeLessThanOrEqual(10);
    expect(totalPlayers).toBeGreaterThanOrEqual(1);
    expect(me.userId).toBe(rich.userId);
    const ranks = topFactories.map((f: { rank: number }) => f.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const worth = topFactories.map((f: { netWorth: number }) => f.netWorth);
    expect(worth).toEqual([...worth].sort((a, b) => b - a));
  });
});
