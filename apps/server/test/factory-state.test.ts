import { previewAction, STORED_RESOURCES } from '@forgeworks/engine';
import { describe, expect, it } from 'vitest';
import { bearer, signUp, useTestApp } from './helper.js';

const app = useTestApp();

const state = (token?: string) =>
  app().inject({ method: 'GET', url: '/api/factory/state', headers: token ? bearer(token) : {} });
const post = (token: string, url: string, payload: object) =>
  app().inject({ method: 'POST', url, headers: bearer(token), payload });

describe('GET /api/factory/state', () => {
  it('needs a bearer token', async () => {
    expect((await state()).statusCode).toBe(401);
  });

  it("answers only the caller's own factory, in cents and without the random state", async () => {
    const owner = await signUp(app());
    const other = await signUp(app());
    const built = (await post(owner.token, '/api/factory/build-machine', { type: 'POWER_PLANT' })).json().data;
    const theirBuild = (await post(other.token, '/api/factory/build-machine', { type: 'POWER_PLANT' })).json().data;

    const mine = (await state(owner.token)).json().data;
    expect(mine.state.machines.map((m: { id: string }) => m.id)).toEqual([built.machines[0].id]);
    expect(mine.state.cash).toBe(Math.round(built.cash * 100));
    expect(mine.state).not.toHaveProperty('rng');
    expect(Object.keys(mine.prices).sort()).toEqual([...STORED_RESOURCES].sort());

    const theirs = (await state(other.token)).json().data;
    expect(theirs.state.machines.map((m: { id: string }) => m.id)).toEqual([theirBuild.machines[0].id]);
    expect(theirBuild.machines[0].id).not.toBe(built.machines[0].id);
  });

  it("previews a capacity change as the server's own projection then reports it", async () => {
    const { token } = await signUp(app());
    await post(token, '/api/factory/build-machine', { type: 'POWER_PLANT' });
    const mine = (await post(token, '/api/factory/build-machine', { type: 'COAL_MINE' })).json().data;
    const mineId = mine.machines[1].id;
    const answer = (await state(token)).json().data;
    const preview = previewAction(
      { ...answer.state, rng: 0 },
      { kind: 'capacities', machineCapacities: { [mineId]: 0.5 } },
      answer.prices,
      { now: 0 },
    );
    expect(preview.ok).toBe(true);
    await post(token, '/api/factory/update-machine-capacities', { machineCapacities: { [mineId]: 0.5 } });
    const costs = (
      await app().inject({ method: 'GET', url: '/api/factory/operating-costs', headers: bearer(token) })
    ).json().data;
    if (preview.ok) expect(preview.after.profitPerTick / 100).toBeCloseTo(costs.projection.netProfit, 2);
  });
});
