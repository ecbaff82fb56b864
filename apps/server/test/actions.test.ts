import { describe, expect, it } from 'vitest';
import { bearer, signUp, useTestApp } from './helper.js';

const app = useTestApp();

const post = (token: string, url: string, payload: unknown) =>
  app().inject({ method: 'POST', url, headers: bearer(token), payload: payload as object });
const factory = async (token: string) =>
  (await app().inject({ method: 'GET', url: '/api/factory/my-factory', headers: bearer(token) })).json().data;

describe('building', () => {
  it('builds a power plant, charging its cost, with a message for the player', async () => {
    const { token } = await signUp(app());
    const res = await post(token, '/api/factory/build-machine', { type: 'POWER_PLANT' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Power Plant built for $15,000.00',
      data: { cash: 35_000, powerCapacity: 15 },
    });
    expect(res.json().data.machines).toHaveLength(1);
  });

  it("refuses a machine the grid can't power with 409 and the spec's wording, changing nothing", async () => {
    const { token } = await signUp(app());
    const res = await post(token, '/api/factory/build-machine', { type: 'IRON_MINE' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('Not enough power capacity');
    expect((await factory(token)).cash).toBe(50_000);
  });

  it('refuses unknown types and missing fields with 400', async () => {
    const { token } = await signUp(app());
    for (const payload of [{ type: 'NUKE' }, {}, { type: 7 }]) {
      const res = await post(token, '/api/factory/build-machine', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false });
      expect(res.json().message).toContain('type');
    }
  });

  it('lets exactly 3 of 20 parallel builds through when cash covers 3, and cash never goes negative', async () => {
    const { token } = await signUp(app());
    const results = await Promise.all(
      Array.from({ length: 20 }, () => post(token, '/api/factory/build-machine', { type: 'POWER_PLANT' })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(17);
    for (const r of refused)
      expect(r.json()).toMatchObject({ success: false, message: expect.stringMatching(/^Insufficient funds: /) });
    const after = await factory(token);
    expect(after.machines).toHaveLength(3);
    expect(after.cash).toBe(5_000);
  });
});

describe("a player's machines are out of other players' reach", () => {
  it("answers 404 for another player's machine and changes nothing", async () => {
    const owner = await signUp(app());
    const intruder = await signUp(app());
    const built = (await post(owner.token, '/api/factory/build-machine', { type: 'POWER_PLANT' })).json().data;
    const machineId = built.machines[0].id;
    for (const [url, payload] of [
      ['/api/factory/upgrade-machine', { machineId }],
      ['/api/factory/scrap-machine', { machineId }],
      ['/api/factory/repair-machine', { machineId, repairAmount: 0.5 }],
      ['/api/factory/update-machine-capacities', { machineCapacities: { [machineId]: 0.5 } }],
      ['/api/factory/schedule-maintenance', { machineId, maintenanceType: 'ROUTINE' }],
      ['/api/factory/emergency-repair', { machineId }],
    ] as const) {
      const res = await post(intruder.token, url, payload);
      expect(res.statusCode).toBe(404);
    }
    const after = await factory(owner.token);
    expect(after.machines[0]).toMatchObject({ id: machineId, level: 1, capacity: 1 });
    expect(after.cash).toBe(35_000);
  });
});

describe('machine actions', () => {
  it('upgrades, sets capacity, and refuses bad values', async () => {
    const { token } = await signUp(app());
    const machineId = (await post(token, '/api/factory/build-machine', { type: 'POWER_PLANT' })).json().data.machines[0]
      .id;
    const up = await post(token, '/api/factory/upgrade-machine', { machineId });
    expect(up.json()).toMatchObject({
      message: 'Power Plant upgraded to level 2 for $20,000.00',
      data: { cash: 15_000 },
    });
    const cap = await post(token, '/api/factory/update-machine-capacities', {
      machineCapacities: { [machineId]: 0.25 },
    });
    expect(cap.json().data.machines[0].capacity).toBe(0.25);
    for (const capacity of [0.1, 1.5, '0.5']) {
      expect(
        (await post(token, '/api/factory/update-machine-capacities', { machineCapacities: { [machineId]: capacity } }))
          .statusCode,
      ).toBe(400);
    }
    expect((await post(token, '/api/factory/repair-machine', { machineId, repairAmount: -1 })).statusCode).toBe(400);
  });

  it('refuses an upgrade past level 3 with 409, and the machine stays as it was', async () => {
    const { token } = await signUp(app());
    await post(token, '/api/factory/build-machine', { type: 'POWER_PLANT' });
    const mine = (await post(token, '/api/factory/build-machine', { type: 'COAL_MINE' })).json().data.machines[1];
    expect(
      (await post(token, '/api/factory/upgrade-machine', { machineId: mine.id })).json().data.machines[1].level,
    ).toBe(2);
    const top = await post(token, '/api/factory/upgrade-machine', { machineId: mine.id });
    expect(top.json().data.machines[1].level).toBe(3);
    const cash = top.json().data.cash;
    const past = await post(token, '/api/factory/upgrade-machine', { machineId: mine.id });
    expect(past.statusCode).toBe(409);
    expect(past.json()).toMatchObject({ success: false });
    expect((await factory(token)).cash).toBe(cash);
  });

  it('refuses a loan beyond the terms with 409', async () => {
    const { token } = await signUp(app());
    const res = await post(token, '/api/factory/emergency-loan', { loanAmount: 1_000_000 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('The most you can borrow is');
    const ok = await post(token, '/api/factory/emergency-loan', { loanAmount: 10_000 });
    expect(ok.json()).toMatchObject({ data: { cash: 60_000, debt: 11_000 } });
    expect((await post(token, '/api/factory/emergency-loan', { loanAmount: 10.005 })).statusCode).toBe(400);
  });
});

describe('workers', () => {
  it('hires onto the machine missing that type, reassigns, and dismisses', async () => {
    const { token } = await signUp(app());
    const machineId = (await post(token, '/api/factory/build-machine', { type: 'POWER_PLANT' })).json().data.machines[0]
      .id;
    const hired = await post(token, '/api/workers/hire', { type: 'OPERATOR', skillLevel: 1 });
    expect(hired.statusCode).toBe(200);
    expect(hired.json().message).toBe('Hired a skill 1 Operator for $80.00 ($2.00 per tick), assigned to Power Plant');
    expect(hired.json().data.cash).toBe(50_000 - 15_000 - 80);
    for (const payload of [
      { type: 'JANITOR', skillLevel: 1 },
      { type: 'OPERATOR', skillLevel: 6 },
      { type: 'OPERATOR', skillLevel: 2.5 },
    ]) {
      expect((await post(token, '/api/workers/hire', payload)).statusCode).toBe(400);
    }
    // Ids are 12 URL-safe characters (factories/part-ids.ts), not UUIDs.
    expect(machineId).toMatch(/^[\w-]{12}$/);
    const workers = (await app().inject({ method: 'GET', url: '/api/workers', headers: bearer(token) })).json().data;
    expect(workers[0].id).toMatch(/^[\w-]{12}$/);
    expect(workers[0].assignedMachineId).toBe(machineId);
  });
});
