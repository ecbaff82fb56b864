/**
 * npm run bench:standings — requests per second and latency of the standings pages' reads (Top
 * Achievers, achievement rarity, Player Stats) on the embedded database, whose answers rank or
 * take medians over every factory. Seeds FACTORIES factories (each with none to every achievement) into a
 * fresh PGlite folder, starts the bundled server on it (as `npm start` runs it), signs up a few
 * players, then loads each route in turn with autocannon, each connection as a different player.
 * No tick runs during the bench. Writes the api-standings section of docs/benchmarks.md.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { execFileSync } from 'node:child_process';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { ACHIEVEMENTS, newFactory } from '@forgeworks/engine';
import { fmt, load, machine, ROOT, today, writeSection } from '../lib/report.js';
import { startBundledServer, stopBundledServer } from '../lib/server.js';
import { openDatabase } from '../../apps/server/src/db/database.js';
import { seedFactories } from '../../apps/server/src/dev/seed-factories.js';

const PORT = 3394;
const FACTORIES = Number(process.env.FACTORIES ?? 5_000);
const PLAYERS = 20;
const CONNECTIONS = 10;
const DURATION_S = 10;
const ROUTES = [
  ['Top Achievers', '/api/leaderboard/top-achievers'],
  ['Achievement rarity', '/api/achievements/stats'],
  ['Player Stats', '/api/analytics/player-stats'],
  ['My factory', '/api/factory/my-factory'],
] as const;
const loadAtStart = load();

execFileSync('npm', ['run', '-w', '@forgeworks/server', 'build'], { cwd: ROOT, stdio: 'ignore' });
const dataDir = mkdtempSync(`${tmpdir()}/forgeworks-bench-standings-`);

const database = await openDatabase({ dataDir });
await seedFactories(database.db, FACTORIES, (i) => ({ state: newFactory(i + 1) }), { prefix: 'bench' });
// Factory i holds the first i mod (the achievements + 1) achievements, reached a minute apart.
await database.db.execute(sql`
  INSERT INTO achievement_unlocks (factory_id, achievement, reached_at)
  SELECT f.id, (${JSON.stringify(ACHIEVEMENTS.map((a) => a.id))}::jsonb) ->> k,
    now() - make_interval(mins => k + (substring(f.user_id from '[0-9]+$')::int % 60))
  FROM factories f
  CROSS JOIN LATERAL generate_series(0, substring(f.user_id from '[0-9]+$')::int % ${ACHIEVEMENTS.length + 1} - 1) AS k`);
await database.db.execute(sql`INSERT INTO tick_runs (tick, finished_at) VALUES (1, now())`);
await database.close();

const server = await startBundledServer(PORT, {
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  // Only the seeded tick: none runs during the bench.
  TICK_INTERVAL_MS: String(60 * 60 * 1000),
  SIGN_UPS_PER_ADDRESS: '100000',
  PASSWORD_GUESSES_PER_ADDRESS: '100000',
});
try {
  const tokens: string[] = [];
  for (let i = 0; i < PLAYERS; i++) {
    const res = await fetch(`${server.base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `p${i}@bench.test`, password: 'bench-password', name: `P${i}` }),
    });
    const json = (await res.json()) as { success: boolean; data: { token: string }; message?: string };
    if (!json.success) throw new Error(`register: ${json.message}`);
    tokens.push(json.data.token);
  }
  const rows: string[] = [];
  for (const [name, path] of ROUTES) {
    let next = 0;
    const run = (seconds: number) =>
      autocannon({
        url: `${server.base}${path}`,
        connections: CONNECTIONS,
        duration: seconds,
        setupClient: (client) => client.setHeaders({ authorization: `Bearer ${tokens[next++ % tokens.length]}` }),
      });
    await run(2); // warm-up
    const r = await run(DURATION_S);
    rows.push(
      `| ${name} (\`${path}\`) | ${fmt(r.requests.average)} | ${r.latency.p50} ms | ${r.latency.p99} ms | ${r.errors} / ${r.non2xx} |`,
    );
    console.log(`${name}: ${fmt(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms`);
  }
  writeSection('api-standings', [
    '## API: the standings pages on PGlite',
    '',
    `\`npm run bench:standings\`, ${today()}, ${machine()}; load average ${loadAtStart} when the run began.`,
    `The bundled server on a fresh PGlite folder of ${fmt(FACTORIES)} seeded factories (none to every achievement each) and`,
    `${PLAYERS} signed-up players; autocannon from the same machine, ${CONNECTIONS} connections, each a different player,`,
    `${DURATION_S} s per route after a 2 s warm-up; no tick runs meanwhile.`,
    '',
    '| Route | Requests/s (mean) | p50 | p99 | Errors / non-2xx |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
  ]);
} finally {
  await stopBundledServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
