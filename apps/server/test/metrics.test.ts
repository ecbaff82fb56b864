import { describe, expect, it, vi } from 'vitest';
import { adminTick, bearer, buildTestApp, client, signUp, useTestApp } from './helper.js';

const METRICS_TOKEN = 'test-metrics-token-0123456789';

/** The value of one series in a Prometheus text answer (the first sample whose line starts so). */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  if (!line) throw new Error(`no sample of ${series}`);
  return Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  const app = useTestApp({ metricsToken: METRICS_TOKEN });
  const scrape = async () => {
    const res = await app().inject({ method: 'GET', url: '/metrics', headers: bearer(METRICS_TOKEN) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  };

  it('does not exist without METRICS_TOKEN', async () => {
    const plain = await buildTestApp();
    try {
      const res = await plain.inject({ method: 'GET', url: '/metrics', headers: bearer(METRICS_TOKEN) });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Not found: GET /metrics' });
    } finally {
      await plain.close();
    }
  });

  it('refuses a scrape without the token or with another one', async () => {
    for (const headers of [{}, bearer('not-the-metrics-token-0123'), bearer(`${METRICS_TOKEN}x`)]) {
      const res = await app().inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: 'Authentication required' });
    }
  });

  it('answers the process, request, tick and database series', async () => {
    const text = await scrape();
    for (const series of [
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_seconds',
      'forgeworks_http_request_duration_seconds',
      'forgeworks_tick_duration_seconds',
      'forgeworks_tick_factories_per_second',
      'forgeworks_tick_last',
      'forgeworks_tick_last_finished',
      'forgeworks_factories_behind',
      'forgeworks_event_streams',
      'forgeworks_push_messages_total',
    ])
      expect(text).toContain(`# TYPE ${series} `);
    const postgres = Boolean(process.env.TEST_DATABASE_URL);
    for (const series of ['forgeworks_db_pool_total', 'forgeworks_db_pool_idle', 'forgeworks_db_pool_waiting'])
      expect(text.includes(`# TYPE ${series} gauge`)).toBe(postgres);
    // The scrape's own read of the tick holds a connection while the pool is counted.
    if (postgres) expect(sample(text, 'forgeworks_db_pool_total')).toBeGreaterThan(0);
  });

  it('labels request latency with the route template, never the raw URL', async () => {
    const { token } = await signUp(app());
    await app().inject({ method: 'GET', url: '/api/factory/scrap-value/machine-qx7y?hours=3', headers: bearer(token) });
    await app().inject({ method: 'GET', url: '/no/such/page/qx7z' });
    const text = await scrape();
    expect(text).toMatch(
      /forgeworks_http_request_duration_seconds_count\{route="\/api\/auth\/register",method="POST",status="2xx"\} 1/,
    );
    expect(text).toMatch(/route="\/api\/factory\/scrap-value\/:machineId",method="GET",status="4xx"/);
    expect(text).toMatch(/route="unmatched",method="GET",status="4xx"/);
    for (const raw of ['qx7y', 'hours=3', 'qx7z']) expect(text).not.toContain(raw);
  });

  it('follows the ticks run here: their number, duration and factories', async () => {
    await client(app(), (await signUp(app())).token).factory();
    const before = await scrape();
    const ticksBefore = sample(before, 'forgeworks_tick_duration_seconds_count');
    const report = await adminTick(app());
    const after = await scrape();
    expect(sample(after, 'forgeworks_tick_last')).toBe(report.tickNumber);
    expect(sample(after, 'forgeworks_tick_last_finished')).toBe(1);
    expect(sample(after, 'forgeworks_factories_behind')).toBe(0);
    expect(sample(after, 'forgeworks_tick_duration_seconds_count')).toBe(ticksBefore + 1);
    expect(sample(after, 'forgeworks_tick_duration_seconds_sum')).toBeCloseTo(
      sample(before, 'forgeworks_tick_duration_seconds_sum') + report.ms / 1000,
    );
    expect(sample(after, 'forgeworks_tick_factories_advanced_total')).toBe(
      sample(before, 'forgeworks_tick_factories_advanced_total') + report.factories,
    );
    expect(report.factories).toBeGreaterThan(0);
    expect(sample(after, 'forgeworks_tick_factories_per_second')).toBeGreaterThan(0);
  });

  it('still answers when the database does not: db_up 0, the tick series at their last values', async () => {
    const up = await scrape();
    expect(sample(up, 'forgeworks_db_up')).toBe(1);
    const db = app().database.db;
    const failing = vi.spyOn(db, 'execute').mockRejectedValue(new Error('connection refused'));
    try {
      const down = await scrape();
      expect(sample(down, 'forgeworks_db_up')).toBe(0);
      expect(sample(down, 'forgeworks_tick_last')).toBe(sample(up, 'forgeworks_tick_last'));
      expect(down).toContain('# TYPE process_resident_memory_bytes gauge');
    } finally {
      failing.mockRestore();
    }
    expect(sample(await scrape(), 'forgeworks_db_up')).toBe(1);
  });
});
