import { afterAll, describe, expect, it } from 'vitest';
import { ownCluster } from './cluster.js';
import { freePort, ServerProcess, waitUntil } from './server-process.js';
import { fingerprint, seededWorld } from './world.js';

/**
 * The database stopped under load and started again: every /api answer meanwhile is a quick 503 in
 * the envelope with Retry-After (never a 500, never a hang), /metrics counts the outage, and once
 * the database is back the same server serves again and finishes the tick the outage cut.
 */
const FACTORIES = 1_200;
const ADMIN_TOKEN = 'outage-test-admin-token-0123456789';
const METRICS_TOKEN = 'outage-test-metrics-token-0123456789';
const cluster = await ownCluster();
const world = await seededWorld(FACTORIES, { postgresUrl: cluster.url });
afterAll(async () => {
  await world.drop().catch(() => {});
  cluster.remove();
});

/** The server's answer to one request, and when it was sent. */
interface Answer {
  at: number;
  path: string;
  status: number;
  ms: number;
  success: unknown;
  retryAfter: string | null;
}

async function request(base: string, path: string, init: RequestInit = {}): Promise<Answer & { token?: string }> {
  const at = Date.now();
  const res = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(30_000) });
  const body = (await res.json()) as { success?: unknown; data?: { token?: string } };
  return {
    at,
    path,
    status: res.status,
    ms: Date.now() - at,
    success: body.success,
    retryAfter: res.headers.get('retry-after'),
    ...(body.data?.token ? { token: body.data.token } : {}),
  };
}

/**
 * Players signed up on `base`, each with two loops of requests (reads, a sale, the market, health,
 * the leaderboard) back to back until `stop`; every answer is kept.
 */
async function underLoad(base: string, players: number, prefix: string) {
  const tokens: string[] = [];
  for (let i = 0; i < players; i++) {
    const res = await request(base, '/api/auth/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `${prefix}${i}@forge.test`, password: 'anvil-and-tongs', name: `Out${i}` }),
    });
    tokens.push(res.token!);
  }
  const answers: Answer[] = [];
  let loading = true;
  const loop = async (token: string, paths: [string, RequestInit?][]) => {
    for (let i = 0; loading; i++) {
      const [path, init = {}] = paths[i % paths.length]!;
      answers.push(
        await request(base, path, { ...init, headers: { authorization: `Bearer ${token}`, ...init.headers } }).catch(
          (error: Error) => ({ at: Date.now(), path, status: -1, ms: 0, success: error.message, retryAfter: null }),
        ),
      );
    }
  };
  const sell = {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ resourceType: 'COAL', quantity: 1 }),
  };
  const loops = Promise.all(
    tokens.flatMap((token) => [
      loop(token, [['/api/factory/my-factory'], ['/api/market/prices'], ['/api/leaderboard/top-factories']]),
      loop(token, [['/api/market/sell', sell], ['/api/health'], ['/api/workers']]),
    ]),
  );
  return {
    tokens,
    answers,
    stop: async () => {
      loading = false;
      await loops;
    },
  };
}

/** Every answer sent from `from` and done by `to` was a 503 in the envelope with Retry-After. */
function expectUnavailable(answers: Answer[], from: number, to: number) {
  const during = answers.filter((a) => a.at > from && a.at + a.ms < to);
  expect(during.length).toBeGreaterThan(20);
  for (const a of during)
    expect({ path: a.path, status: a.status, success: a.success, retryAfter: a.retryAfter }).toEqual({
      path: a.path,
      status: 503,
      success: false,
      retryAfter: '5',
    });
}

/** No answer took 5 s, none was another 5xx, no connection was dropped; and some were served after `upAt`. */
function expectHonest(answers: Answer[], upAt: number) {
  expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(5_000);
  expect(answers.filter((a) => a.status >= 500 && a.status !== 503).map((a) => [a.path, a.status])).toEqual([]);
  expect(answers.filter((a) => a.status === -1)).toEqual([]);
  expect(answers.filter((a) => a.at > upAt && a.status === 200).length).toBeGreaterThan(0);
}

describe('a database outage under load', () => {
  it('answers 503 with Retry-After within 5 s meanwhile, and serves and ticks again once it is back', async () => {
    // Small batches make the tick long enough to be cut in the middle; no tick falls due by the clock after the first.
    const server = new ServerProcess(await freePort(), {
      ...world.env,
      TICK_BATCH: '20',
      TICK_INTERVAL_MS: '3600000',
      LOG_LEVEL: 'debug',
      ADMIN_TOKEN,
      METRICS_TOKEN,
    });
    const base = `http://127.0.0.1:${server.port}`;
    // The first tick runs at start (none ever ran).
    await waitUntil(async () => {
      const h = await server.health();
      return h?.tick.number === 1 && h.tick.finished;
    });
    const load = await underLoad(base, 2, 'stopped');

    // A tick by hand, cut by the outage once some of its batches are in.
    const tick = request(base, '/api/admin/tick', {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    await server.waitForLog((l) => l.msg === 'tick batch committed' && l.tick === 2);
    cluster.stop();
    const downAt = Date.now();
    // The tick by hand is answered 503 too: the process is still up (a connection cut while lent out must not end it).
    expect((await tick).status).toBe(503);
    // Long enough for the scheduler to try, and for every loop to meet the outage many times.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    const metrics = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } }).then(
      (r) => r.text(),
    );
    const health = await request(base, '/api/health');
    const upAt = Date.now();
    cluster.start();

    await server.waitForLog((l) => l.msg === 'finishing an interrupted tick' && l.tick === 2);
    await waitUntil(async () => {
      const h = await server.health();
      return h?.tick.number === 2 && h.tick.finished;
    });
    await load.stop();
    expect(await server.stop()).toBe(0);

    expect(health).toMatchObject({ status: 503, success: false, retryAfter: '5' });
    expect(metrics).toMatch(/^forgeworks_db_up 0$/m);
    expect(Number(/^forgeworks_http_unavailable_total (\d+)/m.exec(metrics)?.[1])).toBeGreaterThan(10);
    // From a second after the stop (the requests it cut are answered by then) to the start.
    expectUnavailable(load.answers, downAt + 1_000, upAt);
    expectHonest(load.answers, upAt);

    const after = await world.read();
    const run = after.runs.find((r) => r.tick === 2);
    expect({ factories: run?.factories, finished: run?.finished_at !== null }).toEqual({
      factories: FACTORIES + load.tokens.length,
      finished: true,
    });
    for (const [i, state] of after.factories)
      expect({ i, ...fingerprint(state) }).toEqual({ i, ...world.expected(i, 2) });
    expect(server.logs.some((l) => l.msg === 'the database cannot be reached: the tick waits for it')).toBe(true);
  });

  it('answers 503 within 5 s while the database hangs, the requests it holds too, and serves once it answers', async () => {
    const server = new ServerProcess(await freePort(), { ...world.env, TICK_INTERVAL_MS: '3600000' });
    const base = `http://127.0.0.1:${server.port}`;
    await server.ready();
    const load = await underLoad(base, 2, 'hung');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    cluster.pause();
    const downAt = Date.now();
    try {
      await new Promise((resolve) => setTimeout(resolve, 8_000));
    } finally {
      cluster.resume();
    }
    const upAt = Date.now();
    await waitUntil(async () => {
      const res = await request(base, '/api/factory/my-factory', {
        headers: { authorization: `Bearer ${load.tokens[0]}` },
      });
      return res.status === 200;
    });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await load.stop();
    expect(await server.stop()).toBe(0);
    // Once the probe has missed (its interval and timeout: 3 s at most) until it was resumed.
    expectUnavailable(load.answers, downAt + 3_500, upAt);
    expectHonest(load.answers, upAt);
    expect(server.logs.some((l) => l.msg === 'the database does not answer: requests are answered 503')).toBe(true);
  });
});
