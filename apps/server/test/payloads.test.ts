import { describe, expect, it } from 'vitest';
import { updateFactoryLocked } from '../src/factories/repository.js';
import { bearer, client, signUp, useTestApp } from './helper.js';

const app = useTestApp();

/** Bad bodies for every call that takes one: missing fields, wrong types, out-of-range and unknown values. */
const BAD: [string, 'POST' | 'PATCH', unknown, string][] = [
  ['/api/factory/build-machine', 'POST', {}, 'type'],
  ['/api/factory/build-machine', 'POST', { type: 'FORGE' }, 'type'],
  ['/api/factory/upgrade-machine', 'POST', {}, 'machineId'],
  ['/api/factory/upgrade-machine', 'POST', { machineId: 42 }, 'machineId'],
  ['/api/factory/update-machine-capacities', 'POST', {}, 'machineCapacities'],
  ['/api/factory/update-machine-capacities', 'POST', { machineCapacities: { m: 0.2 } }, 'machineCapacities'],
  ['/api/factory/repair-machine', 'POST', { machineId: 'm' }, 'repairAmount'],
  ['/api/factory/repair-machine', 'POST', { machineId: 'm', repairAmount: 0 }, 'repairAmount'],
  ['/api/factory/repair-machine', 'POST', { machineId: 'm', repairAmount: 1.5 }, 'repairAmount'],
  ['/api/factory/schedule-maintenance', 'POST', { machineId: 'm' }, 'maintenanceType'],
  ['/api/factory/schedule-maintenance', 'POST', { machineId: 'm', maintenanceType: 'POLISH' }, 'maintenanceType'],
  ['/api/factory/emergency-repair', 'POST', {}, 'machineId'],
  ['/api/factory/scrap-machine', 'POST', { machineId: '' }, 'machineId'],
  ['/api/factory/emergency-loan', 'POST', {}, 'loanAmount'],
  ['/api/factory/emergency-loan', 'POST', { loanAmount: -100 }, 'loanAmount'],
  ['/api/factory/emergency-loan', 'POST', { loanAmount: '1000' }, 'loanAmount'],
  ['/api/market/sell', 'POST', { resourceType: 'COAL', quantity: 1.5 }, 'quantity'],
  ['/api/market/sell', 'POST', { resourceType: 'COAL', quantity: -3 }, 'quantity'],
  ['/api/market/sell', 'POST', { quantity: 3 }, 'resourceType'],
  ['/api/market/buy', 'POST', { resourceType: 'COAL', quantity: 1.5 }, 'quantity'],
  ['/api/market/buy', 'POST', { resourceType: 'COAL', quantity: 0 }, 'quantity'],
  ['/api/market/buy', 'POST', { quantity: 3 }, 'resourceType'],
  ['/api/workers/hire', 'POST', { type: 'OPERATOR', skillLevel: 1.5 }, 'skillLevel'],
  ['/api/workers/hire', 'POST', { type: 'CHEMIST', skillLevel: 1 }, 'type'],
  ['/api/workers/some-id/assign', 'PATCH', {}, 'machineId'],
  ['/api/challenges/complete', 'POST', {}, 'challengeId'],
];

describe('bad payloads', () => {
  it.each(BAD)('%s %s %j answers 400 naming %s, and changes nothing', async (url, method, payload, field) => {
    const { token } = await signUp(app());
    const player = client(app(), token);
    const before = await player.factory();
    const res = await app().inject({ method, url, headers: bearer(token), payload: payload as object });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    expect(res.json().message).toContain(field);
    expect(await player.factory()).toEqual(before);
  });
});

describe('a broken machine', () => {
  it('cannot be repaired, upgraded or maintained until an emergency repair, which then works', async () => {
    const { token, userId } = await signUp(app());
    const player = client(app(), token);
    const { machines } = (await player.post('/api/factory/build-machine', { type: 'POWER_PLANT' })).body.data;
    const machineId = machines[0].id;
    // Breakdowns are random; this one is made directly in the factory's row.
    await updateFactoryLocked(app().database.db, userId, {}, (record) => ({
      state: { ...record.state, machines: record.state.machines.map((m) => ({ ...m, condition: 0 })) },
      result: null,
    }));
    app().factoryCache.forgetAll();
    for (const [url, body] of [
      ['/api/factory/repair-machine', { machineId, repairAmount: 0.5 }],
      ['/api/factory/upgrade-machine', { machineId }],
      ['/api/factory/schedule-maintenance', { machineId, maintenanceType: 'ROUTINE' }],
    ] as const) {
      const res = await player.post(url, body);
      expect({ url, status: res.status }).toEqual({ url, status: 409 });
      expect(res.body.message).toContain('broken');
    }
    const fixed = await player.post('/api/factory/emergency-repair', { machineId });
    expect(fixed.status).toBe(200);
    expect(fixed.body.message).toMatch(/^Emergency repair completed successfully!/);
    expect(fixed.body.data.machines[0].condition).toBe(0.5);
    expect(fixed.body.data.cash).toBe(35_000 - 1_500);
    expect((await player.post('/api/factory/emergency-repair', { machineId })).status).toBe(409);
  });
});
