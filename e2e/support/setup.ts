import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { adminTick } from './game';
import type { Player } from './game';

type Call = (method: 'GET' | 'POST', path: string, body?: unknown) => Promise<{ data: unknown }>;

function caller(request: APIRequestContext, token: string | null): Call {
  return async (method, path, body) => {
    const res = await request.fetch(`/api${path}`, {
      method,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      data: body,
    });
    const json = (await res.json()) as { success: boolean; data: unknown; message?: string };
    expect(json.success, `${method} ${path}: ${json.message}`).toBe(true);
    return json;
  };
}

/**
 * A player with a working factory, made through the API: the recommended machines fully staffed,
 * a few ticks of production, and some steel sold (by the factory's standing order, at each tick).
 * Pages then have something to show.
 */
export async function workingFactory(request: APIRequestContext, player: Player): Promise<void> {
  const anonymous = caller(request, null);
  const session = (await anonymous('POST', '/auth/register', player)).data as { token: string };
  const call = caller(request, session.token);
  for (const type of ['POWER_PLANT', 'COAL_MINE', 'IRON_MINE', 'IRON_MINE', 'SMELTER'])
    await call('POST', '/factory/build-machine', { type });
  const analysis = (await call('GET', '/workers/analysis')).data as {
    understaffedMachines: { machineId: string; missingWorkers: { type: string; needed: number; assigned: number }[] }[];
  };
  for (const machine of analysis.understaffedMachines)
    for (const missing of machine.missingWorkers)
      for (let i = missing.assigned; i < missing.needed; i++)
        await call('POST', '/workers/hire', {
          type: missing.type,
          skillLevel: 2,
          assignedMachineId: machine.machineId,
        });
  for (let i = 0; i < 15; i++) await adminTick(request);
}
