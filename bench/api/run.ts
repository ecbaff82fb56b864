/**
 * npm run bench:api — requests per second and latency of the API on PostgreSQL, two server
 * processes sharing a throwaway cluster (scripts/with-postgres.sh), as a deployment behind a load
 * balancer runs: autocannon's connections go to both in turn, each connection a different player.
 * Seeds FACTORIES factories (the leaderboard's and standings' field) and signs up PLAYERS players
 * with a few machines and workers each, then loads each read route, then a mixed run: reads beside
 * a stream of builds, sells, buys, hires and exchange buys from other players. No tick runs meanwhile.
 * Writes the api section of docs/benchmarks.md (`--only <route>` runs one route and writes nothing).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { newFactory, usd } from '@forgeworks/engine';
import { clusterPids, cpuMeter } from '../lib/cpu.js';
import { act, summary } from './actions.js';
import { fmt, load, machine, ROOT, today, writeSection } from '../lib/report.js';
import { callApi } from '../lib/api.js';
import type { BundledServer } from '../lib/server.js';
import { startBundledServer, stopBundledServer } from '../lib/server.js';
import { openDatabase } from '../../apps/server/src/db/database.js';
import { PEERS_CHANNEL } from '../../apps/server/src/db/peers.js';
import { freshPostgres } from '../../apps/server/src/dev/fresh-postgres.js';
import { seedFactories } from '../../apps/server/src/dev/seed-factories.js';

const FIRST_PORT = Number(process.env.BENCH_PORT ?? 3391);
const FACTORIES = Number(process.env.FACTORIES ?? 5_000);
const PLAYERS = 60;
/** Players who list coal on the exchange for the mixed run's buyers. */
const SELLERS = 10;
const CONNECTIONS = 20;
/** The mixed run's players who act, each as fast as the server answers, beside READERS reading. */
const WRITERS = 10;
const READERS = 16;
const DURATION_S = Number(process.env.DURATION_S ?? 15);
const TARGET_RPS = 10_000;
const TARGET_P99_MS = 20;
const ROUTES = [
  ['Health (no session, one query)', '/api/health', null],
  ['My factory', '/api/factory/my-factory', TARGET_RPS],
  ['Leaderboard', '/api/leaderboard/top-factories', TARGET_RPS],
  ['Top Achievers', '/api/leaderboard/top-achievers', TARGET_RPS],
  ['Achievement rarity', '/api/achievements/stats', TARGET_RPS],
] as const;
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
const loadAtStart = load();

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl)
  throw new Error('bench:api runs on PostgreSQL: npm run bench:api (scripts/with-postgres.sh gives it one)');
/** Another build of the server to measure (e.g. an older commit's, bundled into apps/server/dist-before/). */
const bundle = process.env.SERVER_BUNDLE ? `${ROOT}${process.env.SERVER_BUNDLE}` : undefined;
/** A folder for each server's CPU profile (node --cpu-prof) and the measured runs' times. */
const profileDir = process.env.PROFILE_DIR;
if (!bundle) execFileSync('npm', ['run', '-w', '@forgeworks/server', 'build'], { cwd: ROOT, stdio: 'ignore' });
const postgres = await freshPostgres(adminUrl);
const dataDir = mkdtempSync(`${tmpdir()}/forgeworks-bench-api-`);

const database = await openDatabase({ databaseUrl: postgres.url, dataDir });
await seedFactories(database.db, FACTORIES, (i) => ({ state: newFactory(i + 1) }), { prefix: 'bench' });
// Tick 1 has run: none falls due during the bench.
await database.db.execute(sql`INSERT INTO tick_runs (tick, finished_at) VALUES (1, now())`);
await database.close();

const serverEnv = {
  ...process.env,
  DATABASE_URL: postgres.url,
  DATA_DIR: dataDir,
  AUTH_SECRET: 'bench-api-secret-0123456789abcdef0123456789',
  // The bench's default leaves out the two lines Fastify logs per request at info (LOG_LEVEL=info to count them).
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  TICK_INTERVAL_MS: String(60 * 60 * 1000),
  SIGN_UPS_PER_ADDRESS: '100000',
  PASSWORD_GUESSES_PER_ADDRESS: '100000',
};

/** What the bench reads of the answers it gets. */
interface Answer {
  token: string;
  machines?: { id: string }[];
}

const servers: BundledServer[] = [];
const call = async (i: number, method: string, path: string, token: string | null, body?: unknown) =>
  (await callApi(servers[i % servers.length]!.base, method, path, token, body)) as Answer;

type Result = autocannon.Result;
/** autocannon takes a list of URLs too (its connections go to them in turn); its types say a string. */
const both = (urls: string[]) => urls as unknown as string;

const row = (name: string, path: string, r: Result, target: number | null) => {
  const met = target === null ? '' : r.requests.average >= target && r.latency.p99 < TARGET_P99_MS ? 'met' : 'missed';
  return `| ${name} (\`${path}\`) | ${fmt(r.requests.average)} | ${r.latency.p50} ms | ${r.latency.p99} ms | ${r.errors} / ${r.non2xx} | ${met} |`;
};

try {
  for (let s = 0; s < 2; s++)
    servers.push(
      await startBundledServer(
        FIRST_PORT + s,
        serverEnv,
        undefined,
        bundle,
        profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
      ),
    );
  const meter = cpuMeter({
    servers: () => servers.map((s) => s.child.pid!),
    database: () => clusterPids(Number(new URL(adminUrl).port)),
    autocannon: () => [process.pid],
  });
  /** Each measured run's CPU per request (µs) by process, and its window on the monotonic clock for the profiles. */
  const windows: { name: string; from: number; to: number }[] = [];
  const measured = async (name: string, run: () => Promise<Result | Result[]>) => {
    meter.start();
    const from = Number(process.hrtime.bigint() / 1000n);
    const results = [await run()].flat();
    windows.push({ name, from, to: Number(process.hrtime.bigint() / 1000n) });
    const cpu = meter.stop();
    const requests = results.reduce((sum, r) => sum + r.requests.total, 0);
    const per = Object.fromEntries(Object.entries(cpu).map(([k, us]) => [k, Math.round(us / requests)]));
    const total = Object.values(per).reduce((a, b) => a + b, 0);
    // The machine's 2 cores spent on nothing else: what the CPU a request costs allows at most.
    const ceiling = Math.round(2e6 / total);
    console.log(`  CPU per request: ${JSON.stringify(per)} µs; 2 cores allow ${fmt(ceiling)} req/s`);
    return { results, per, ceiling };
  };
  const cpuCells = (m: { per: Record<string, number>; ceiling: number }) =>
    `${m.per.servers} / ${m.per.database} / ${m.per.autocannon} µs | ${fmt(m.ceiling)}`;
  const urls = servers.map((s) => s.base);
  const tokens: string[] = [];
  for (let i = 0; i < PLAYERS; i++) {
    const { token } = await call(i, 'POST', '/api/auth/register', null, {
      email: `p${i}@bench.test`,
      password: 'bench-password',
      name: `P${i}`,
    });
    for (const type of ['POWER_PLANT', 'COAL_MINE', 'IRON_MINE', 'IRON_MINE', 'SMELTER'])
      await call(i, 'POST', '/api/factory/build-machine', token, { type });
    for (const type of ['OPERATOR', 'OPERATOR', 'TECHNICIAN'])
      await call(i, 'POST', '/api/workers/hire', token, { type, skillLevel: 1 });
    tokens.push(token);
  }
  for (let i = 0; i < SELLERS; i++) {
    await call(i, 'POST', '/api/market/buy', tokens[i]!, { resourceType: 'COAL', quantity: 500 });
    await call(i, 'POST', '/api/market/offers', tokens[i]!, { resourceType: 'COAL', quantity: 500, unitPrice: 9 });
  }

  /** Connection i is player `first + i`, on server i mod 2 (autocannon gives connections the URLs in turn). */
  const players = (first: number) => {
    let next = first;
    return (client: autocannon.Client) =>
      client.setHeaders({
        authorization: `Bearer ${tokens[next++ % tokens.length]}`,
        'content-type': 'application/json',
      });
  };
  const run = (path: string, seconds: number) =>
    autocannon({
      url: both(urls.map((u) => `${u}${path}`)),
      connections: CONNECTIONS,
      duration: seconds,
      setupClient: players(0),
    });

  const rows: string[] = [];
  for (const [name, path, target] of ROUTES) {
    if (only && !path.includes(only)) continue;
    await run(path, 3); // warm-up: JIT, caches, database buffers
    const m = await measured(path, () => run(path, DURATION_S));
    const r = m.results[0]!;
    rows.push(`${row(name, path, r, target)} ${cpuCells(m)} |`);
    console.log(
      `${name}: ${fmt(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}`,
    );
  }

  // The mixed run: WRITERS players act in a loop (each action undone by a later one, so cash and stock
  // last the run), beside CONNECTIONS − WRITERS reading their factory; then the same on the first
  // process alone, the second live, and again with the second frozen (SIGSTOP).
  let mixed: string[] = [];
  let stalled: string[] = [];
  const refusals = new Map<string, number>();
  if (!only || only === 'mixed' || only === 'stalled') {
    const readers = (on: string[]) =>
      autocannon({
        url: both(on.map((u) => `${u}/api/factory/my-factory`)),
        connections: READERS,
        duration: DURATION_S,
        setupClient: players(SELLERS + WRITERS),
      });
    // The bench's bank: each acting player gets enough cash for every run's builds and scraps (and the
    // processes are told, as a write of the game would tell them).
    const bank = await openDatabase({ databaseUrl: postgres.url, dataDir });
    await bank.db.execute(sql`
      UPDATE factories f SET cash = cash + ${usd(1_000_000)} FROM "user" u
      WHERE u.id = f.user_id AND u.email = ANY(string_to_array(${Array.from({ length: WRITERS }, (_, w) => `p${SELLERS + w}@bench.test`).join(',')}, ','))`);
    await bank.db.execute(sql`SELECT pg_notify(${PEERS_CHANNEL}, 'factories')`);
    await bank.close();
    const firstMachine = new Map<string, string>();
    for (const token of tokens.slice(SELLERS, SELLERS + WRITERS)) {
      const factory = (await call(0, 'GET', '/api/factory/my-factory', token)) as { machines: { id: string }[] };
      firstMachine.set(token, factory.machines[0]!.id);
    }
    const mixedRun = async (on: string[]) => {
      const [reads, actions] = await Promise.all([
        readers(on),
        Promise.all(
          tokens
            .slice(SELLERS, SELLERS + WRITERS)
            .map((token, w) =>
              act(token, firstMachine.get(token)!, (k) => on[(w + k) % on.length]!, refusals, DURATION_S),
            ),
        ),
      ]);
      return { reads, actions: actions.flat() };
    };
    const line = (what: string, r: { rps: number; p50: number; p99: number; errors: number; non2xx: number }) =>
      `| ${what} | ${fmt(r.rps)} | ${r.p50} ms | ${r.p99} ms | ${r.errors} / ${r.non2xx} |`;
    const lines = (label: string, run: Awaited<ReturnType<typeof mixedRun>>) => {
      const reads = {
        rps: run.reads.requests.average,
        p50: run.reads.latency.p50,
        p99: run.reads.latency.p99,
        errors: run.reads.errors,
        non2xx: run.reads.non2xx,
      };
      const writes = summary(run.actions, DURATION_S);
      console.log(
        `${label}: reads ${fmt(reads.rps)} req/s p99 ${reads.p99} ms; actions ${fmt(writes.rps)} req/s p50 ${writes.p50} ms p99 ${writes.p99} ms, refused ${writes.non2xx}`,
      );
      for (const route of new Set(run.actions.map((a) => a.route))) {
        const r = summary(
          run.actions.filter((a) => a.route === route),
          DURATION_S,
        );
        console.log(`  ${route}: ${fmt(r.rps)} a second, p50 ${r.p50} ms, p99 ${r.p99} ms`);
      }
      return [
        line(`${label}: reads (${READERS} connections)`, reads),
        line(`${label}: actions (${WRITERS} players)`, writes),
      ];
    };
    if (only !== 'stalled') {
      // `--only mixed` runs the stalled runs too; `--only stalled` those alone.
      const m = await measured('mixed', async () => {
        const run = await mixedRun(urls);
        mixed = lines('Both processes', run);
        return [run.reads];
      });
      console.log(`  (CPU above per read; ${fmt(m.ceiling)} is not a ceiling of the actions)`);
    }
    {
      const [first, second] = servers as [BundledServer, BundledServer];
      stalled = lines('The first process, the second live', await mixedRun([first.base]));
      second.child.kill('SIGSTOP');
      try {
        stalled.push(...lines('The first process, the second frozen', await mixedRun([first.base])));
      } finally {
        second.child.kill('SIGCONT');
      }
    }
    for (const [key, n] of refusals) console.log(`  refused ${fmt(n)} × ${key}`);
  }
  const refused = [...refusals].sort((x, y) => y[1] - x[1]).map(([key, n]) => `- ${fmt(n)} × ${key}`);

  if (!only)
    writeSection('api', [
      '## API on PostgreSQL, two server processes',
      '',
      `\`npm run bench:api\`, ${today()}, ${machine()}; load average ${loadAtStart} when the run began.`,
      `Two bundled server processes on one throwaway PostgreSQL 15 cluster (fsync off), ${fmt(FACTORIES)} seeded factories`,
      `and ${PLAYERS} signed-up players with 5 machines and 3 workers each; autocannon from the same machine (the`,
      `servers, the database and autocannon share the 2 cores), ${CONNECTIONS} connections to the two processes in turn,`,
      `each a different player, ${DURATION_S} s per route after a 3 s warm-up; no tick runs meanwhile.`,
      `Target: ≥ ${fmt(TARGET_RPS)} req/s with p99 < ${TARGET_P99_MS} ms.`,
      '',
      'CPU per request is the CPU time each side spent over the run (from /proc) divided by the requests answered;',
      "the ceiling is the machine's 2 cores divided by their sum, what these processes could serve with nothing else running.",
      '',
      '| Route | Requests/s (mean) | p50 | p99 | Errors / non-2xx | Target | CPU per request: servers / database / autocannon | Ceiling (req/s) |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
      ...rows,
      '',
      `Mixed: ${WRITERS} players act as fast as the server answers, each request to the two processes in turn`,
      `(fetch from this process): buy a unit of coal from the market and sell it, buy one on the exchange (from`,
      `${SELLERS} sellers' offers), switch automatic maintenance and a machine's capacity, build a coal mine and`,
      "scrap it, hire an operator and dismiss them (reading the workers' list for their id, not counted), over",
      `and over, while ${READERS} others read their factory (autocannon). Refused: any answer not 2xx.`,
      '',
      '| Requests | Requests/s (mean) | p50 | p99 | Errors / non-2xx |',
      '| --- | --- | --- | --- | --- |',
      ...mixed,
      '',
      'The same mix on the first process alone, the second live, then frozen (SIGSTOP) for the whole run:',
      '',
      '| Requests | Requests/s (mean) | p50 | p99 | Errors / non-2xx |',
      '| --- | --- | --- | --- | --- |',
      ...stalled,
      '',
      'Actions refused in these runs, by route, status and message:',
      '',
      ...(refused.length > 0 ? refused : ['- none']),
    ]);
  if (profileDir) writeFileSync(`${profileDir}/windows.json`, JSON.stringify(windows));
} finally {
  for (const server of servers) await stopBundledServer(server);
  await postgres.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
