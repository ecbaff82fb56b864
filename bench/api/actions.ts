/**
 * The mixed run's acting players (bench/api/run.ts): each acts as fast as the server answers, and
 * every answer is timed and every refusal counted by route, status and message.
 */
import { randomUUID } from 'node:crypto';
import { requestInit } from '../lib/api.js';

/** One action's answer: when it was asked (ms since the run began), how long it took, whether it was refused. */
export interface Acted {
  route: string;
  ms: number;
  ok: boolean;
  failed: boolean;
}

/** Requests a second, p50, p99 (ms), failures and refusals of the actions' answers. */
export function summary(acted: Acted[], durationS: number) {
  const times = acted.map((a) => a.ms).sort((x, y) => x - y);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0);
  return {
    rps: acted.length / durationS,
    p50: at(0.5),
    p99: at(0.99),
    errors: acted.filter((a) => a.failed).length,
    non2xx: acted.filter((a) => !a.ok && !a.failed).length,
  };
}

/**
 * One player acting for `durationS` seconds as fast as the server answers, each request to `server(k)`: buys a
 * unit of coal from the market and sells it, buys one on the exchange, bids for one and sells one into
 * the others' bids, switches automatic maintenance
 * and a machine's capacity there and back, builds a coal mine and scraps it, hires an operator and
 * dismisses them (reading the workers' list for their id, a read not counted). Every refusal is
 * counted in `refusals` by route, status and message. The first round is a warm-up, not timed; the
 * rates count the timed answers over the whole run.
 */
export async function act(
  token: string,
  machine: string,
  server: (k: number) => string,
  refusals: Map<string, number>,
  durationS: number,
) {
  const acted: Acted[] = [];
  const until = performance.now() + durationS * 1000;
  let k = 0;
  const request = async (method: string, path: string, body?: unknown, label = path) => {
    const started = performance.now();
    let status = 0;
    let text = '';
    try {
      const res = await fetch(`${server(k++)}${path}`, requestInit(method, token, body));
      status = res.status;
      text = await res.text();
    } catch (error) {
      text = JSON.stringify({ message: String(error) });
    }
    const ok = status >= 200 && status < 300;
    let parsed: { data?: unknown; message?: string } = {};
    try {
      parsed = JSON.parse(text) as typeof parsed;
    } catch {
      // Not the envelope: counted under no message.
    }
    if (!ok) {
      const key = `${method} ${label} → ${status || 'no answer'} ${parsed.message ?? '(no message)'}`;
      refusals.set(key, (refusals.get(key) ?? 0) + 1);
    }
    return {
      route: `${method} ${label}`,
      ok,
      failed: status === 0,
      ms: performance.now() - started,
      data: parsed.data,
    };
  };
  // Each player's first round warms the servers' code paths up (they start cold for the run): its
  // answers are not timed, its refusals are counted.
  let warm = false;
  const timed = async (method: string, path: string, body?: unknown, label?: string) => {
    const r = await request(method, path, body, label);
    if (warm) acted.push(r);
    return r;
  };
  const lastId = (list: unknown) =>
    Array.isArray(list) ? (list.at(-1) as { id?: string } | undefined)?.id : undefined;
  for (let round = 0; performance.now() < until; round++) {
    await timed('POST', '/api/market/buy', { resourceType: 'COAL', quantity: 1 });
    await timed('POST', '/api/market/sell', { resourceType: 'COAL', quantity: 1 });
    await timed('POST', '/api/market/exchange/buy', {
      resourceType: 'COAL',
      quantity: 1,
      maxUnitPrice: 10,
      idempotencyKey: randomUUID(),
    });
    // A bid for a unit, and a sale of one into the others' bids (issue 48): the players fill each other's.
    await timed('POST', '/api/market/bids', { resourceType: 'COAL', quantity: 1, unitPrice: 8 });
    await timed('POST', '/api/market/exchange/sell', {
      resourceType: 'COAL',
      quantity: 1,
      idempotencyKey: randomUUID(),
    });
    await timed('PUT', '/api/factory/auto-maintenance', { enabled: round % 2 === 0 });
    await timed('POST', '/api/factory/update-machine-capacities', {
      machineCapacities: { [machine]: round % 2 === 0 ? 0.5 : 1 },
    });
    const built = await timed('POST', '/api/factory/build-machine', { type: 'COAL_MINE' });
    const machineId = lastId((built.data as { machines?: unknown } | undefined)?.machines);
    if (machineId) await timed('POST', '/api/factory/scrap-machine', { machineId });
    if ((await timed('POST', '/api/workers/hire', { type: 'OPERATOR', skillLevel: 1 })).ok) {
      const workerId = lastId((await request('GET', '/api/workers')).data);
      if (workerId) await timed('DELETE', `/api/workers/${workerId}`, undefined, '/api/workers/:id');
    }
    warm = true;
  }
  return acted;
}
