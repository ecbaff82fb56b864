import { describe, expect, it } from 'vitest';
import { bearer, signUp, useTestApp } from './helper.js';

const app = useTestApp();
const get = (token: string, url: string) => app().inject({ method: 'GET', url, headers: bearer(token) });
const claim = (token: string, challengeId: unknown) =>
  app().inject({ method: 'POST', url: '/api/challenges/complete', headers: bearer(token), payload: { challengeId } });

describe('daily challenge', () => {
  it("shows today's challenge, the same for two newcomers, with this player's progress", async () => {
    const a = await signUp(app());
    const b = await signUp(app());
    const mine = (await get(a.token, '/api/challenges/daily')).json().data;
    const theirs = (await get(b.token, '/api/challenges/daily')).json().data;
    expect(mine.challenge).toEqual(theirs.challenge);
    expect(mine.challenge.description.length).toBeGreaterThan(0);
    expect(mine.challenge.reward).toBeGreaterThan(0);
    expect(mine.progress).toMatchObject({ completed: false, claimed: false, completedAt: null });
  });

  it('refuses to pay an unfinished challenge (409), an unknown one (404), and a malformed body (400)', async () => {
    const { token } = await signUp(app());
    const today = (await get(token, '/api/challenges/daily')).json().data.challenge;
    if (today.type !== 'REACH_CASH') {
      // A new factory has $50,000, under every cash target, so only the cash challenge could already be met.
      expect((await claim(token, today.id)).statusCode).toBe(409);
    }
    expect((await claim(token, 'D1-PRODUCE_IRON_ORE')).statusCode).toBe(404);
    expect((await claim(token, 42)).statusCode).toBe(400);
    expect((await get(token, '/api/factory/my-factory')).json().data.cash).toBe(50_000);
  });
});

describe('maintenance analysis', () => {
  it('analyses your own machine in dollars and hides everyone else’s', async () => {
    const owner = await signUp(app());
    const other = await signUp(app());
    const built = await app().inject({
      method: 'POST',
      url: '/api/factory/build-machine',
      headers: bearer(owner.token),
      payload: { type: 'POWER_PLANT' },
    });
    const machineId = built.json().data.machines[0].id;
    const res = await get(owner.token, `/api/factory/maintenance-analysis/${machineId}`);
    expect(res.statusCode).toBe(200);
    const { analysis, schedules } = res.json().data;
    expect(analysis).toMatchObject({
      machineId,
      currentCondition: 1,
      breakdownRiskLabel: 'LOW',
      recommendedMaintenance: 'NONE',
      status: 'OPERATIONAL',
      daysSinceLastMaintenance: null,
    });
    expect(schedules.map((s: { type: string }) => s.type)).toEqual(['ROUTINE', 'PREVENTIVE', 'OVERHAUL']);
    expect(schedules[0].cost).toBe(190);
    expect((await get(other.token, `/api/factory/maintenance-analysis/${machineId}`)).statusCode).toBe(404);
  });
});
