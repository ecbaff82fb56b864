import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { HttpError } from '../../errors.js';
import { carriesToken } from '../../operator-token.js';
import { behind } from '../../tick/claims.js';
import type { LastTick } from '../../tick/runs.js';
import { lastTick } from '../../tick/runs.js';

/** From a fast action to a tick of a large game. */
const TICK_BUCKETS_S = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300];

/** Request latency by route template (never the raw URL, whose ids would make a series each). */
function watchRequests(app: FastifyInstance, registry: Registry) {
  const latency = new Histogram({
    name: 'forgeworks_http_request_duration_seconds',
    help: 'Time to answer a request, by route template, method and status class.',
    labelNames: ['route', 'method', 'status'],
    registers: [registry],
  });
  const unavailable = new Counter({
    name: 'forgeworks_http_unavailable_total',
    help: 'Requests answered 503 because the database could not be reached.',
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode === 503) unavailable.inc();
    latency.observe(
      {
        route: request.routeOptions.url ?? 'unmatched',
        method: request.method,
        status: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
  });
}

/** The event streams open on this process (`GET /api/events`), each holding a connection. */
function watchStreams(app: FastifyInstance, registry: Registry) {
  new Gauge({
    name: 'forgeworks_event_streams',
    help: 'Event streams open on this process.',
    registers: [registry],
    collect() {
      this.set(app.events.size);
    },
  });
}

/** The ticks this process ran, as it runs them. */
function watchTicks(app: FastifyInstance, registry: Registry) {
  const duration = new Histogram({
    name: 'forgeworks_tick_duration_seconds',
    help: 'Time this process took to run a tick to the end.',
    buckets: TICK_BUCKETS_S,
    registers: [registry],
  });
  const advanced = new Counter({
    name: 'forgeworks_tick_factories_advanced_total',
    help: 'Factories this process advanced through a tick.',
    registers: [registry],
  });
  const rate = new Gauge({
    name: 'forgeworks_tick_factories_per_second',
    help: 'Factories this process advanced per second in the last tick it ran.',
    registers: [registry],
  });
  app.ticks.on('done', (report) => {
    duration.observe(report.ms / 1000);
    advanced.inc(report.factories);
    // The report counts whole milliseconds: a faster tick counts as one.
    rate.set((report.factories * 1000) / Math.max(1, report.ms));
  });
}

/**
 * What the database says at scrape time: the game's tick (whichever process ran it) and the pool.
 * A database that does not answer must not take the process's own series down with it: the scrape
 * still answers, `forgeworks_db_up` says 0, and the tick series keep their last values.
 */
function watchDatabase(app: FastifyInstance, registry: Registry) {
  // A scrape collects every series at once: the tick's three share one read.
  let reading: Promise<LastTick | null> | null = null;
  const readTick = () =>
    (reading ??= lastTick(app.database.db)
      .catch((error: unknown) => {
        app.log.warn({ err: error }, 'metrics: the database did not answer');
        return null;
      })
      .finally(() => (reading = null)));
  new Gauge({
    name: 'forgeworks_db_up',
    help: '1 when the database answered this scrape, else 0.',
    registers: [registry],
    async collect() {
      this.set((await readTick()) ? 1 : 0);
    },
  });
  new Gauge({
    name: 'forgeworks_tick_last',
    help: 'The number of the last tick any process started.',
    registers: [registry],
    async collect() {
      const tick = await readTick();
      if (tick) this.set(tick.tick);
    },
  });
  new Gauge({
    name: 'forgeworks_tick_last_finished',
    help: '1 when every factory has had the last tick and its market is settled, else 0.',
    registers: [registry],
    async collect() {
      const tick = await readTick();
      if (tick) this.set(tick.finished ? 1 : 0);
    },
  });
  new Gauge({
    name: 'forgeworks_factories_behind',
    help: 'Factories that have not had the last tick yet.',
    registers: [registry],
    async collect() {
      const tick = await readTick();
      if (!tick) return;
      // A finished tick has left none behind; counting them would read the whole table.
      if (tick.finished) return this.set(0);
      // A count that fails after the tick was read keeps the last value, as the database's other series do.
      const count = await behind(app.database.db, tick.tick).catch(() => null);
      if (count !== null) this.set(count);
    },
  });
  const pool = app.database.pool;
  if (!pool) return;
  const gauge = (name: string, help: string, count: () => number) =>
    new Gauge({
      name: `forgeworks_db_pool_${name}`,
      help,
      registers: [registry],
      collect() {
        this.set(count());
      },
    });
  gauge('total', 'Connections the PostgreSQL pool holds open.', () => pool.totalCount);
  gauge('idle', 'Open connections no query is using.', () => pool.idleCount);
  gauge('waiting', 'Queries waiting for a connection.', () => pool.waitingCount);
}

/** Push messages this process sent (Web Push, plugins/app/push.ts), by what the push service answered. */
function watchPush(app: FastifyInstance, registry: Registry) {
  new Counter({
    name: 'forgeworks_push_messages_total',
    help: 'Push messages handed to push services by this process: sent, gone (404/410: the device is dropped) or failed.',
    labelNames: ['delivery'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [delivery, n] of Object.entries(app.push.deliveries)) this.inc({ delivery }, n);
    },
  });
}

/**
 * GET /metrics in the Prometheus text format, for the operator's scraper only: with a token it
 * answers `Authorization: Bearer <token>`; without one metrics are off and the path is a 404, as
 * if it did not exist (a GET outside /api would otherwise answer the web client's page). Each app
 * has its own registry, so apps built side by side (the tests) count apart.
 */
export default fp(async function metricsPlugin(app: FastifyInstance, opts: { token?: string }) {
  const { token } = opts;
  if (!token) {
    app.get('/metrics', { schema: { hide: true } }, async () => {
      throw new HttpError(404, 'Not found: GET /metrics');
    });
    return;
  }
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  watchRequests(app, registry);
  watchTicks(app, registry);
  watchDatabase(app, registry);
  watchStreams(app, registry);
  watchPush(app, registry);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!carriesToken(request.headers.authorization, token)) throw new HttpError(401, 'Authentication required');
    return reply.type(registry.contentType).send(await registry.metrics());
  });
});
