/**
 * npm run bench:api — requests per second and latency of GET /api/factory/my-factory on the
 * embedded database. Starts the bundled server (as `npm start` runs it) on a fresh data folder,
 * signs up players with a few machines and workers each, then loads the call with autocannon,
 * each connection as a different player. Writes the api section of docs/benchmarks.md.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { fmt, load, machine, ROOT, today, writeSection } from '../lib/report.js';
import { startBundledServer, stopBundledServer } from '../lib/server.js';

const PORT = 3391;
const PLAYERS = 50;
const CONNECTIONS = 20;
const DURATION_S = 15;
const TARGET_RPS = 2_000;
const TARGET_P99_MS = 50;
const loadAtStart = load();

execFileSync('npm', ['run', '-w', '@forgeworks/server', 'build'], { cwd: ROOT, stdio: 'ignore' });
const dataDir = mkdtempSync(`${tmpdir()}/forgeworks-bench-api-`);
const serverEnv = {
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  SIGN_UPS_PER_ADDRESS: '100000',
  PASSWORD_GUESSES_PER_ADDRESS: '100000',
};

async function call(path: string, token: string | null, body?: unknown) {
  const res = await fetch(`${server.base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { success: boolean; data: { token: string }; message?: string };
  if (!json.success) throw new Error(`${path}: ${json.message}`);
  return json.data;
}

const server = await startBundledServer(PORT, serverEnv);
try {
  const tokens: string[] = [];
  for (let i = 0; i < PLAYERS; i++) {
    const { token } = await call('/api/auth/register', null, {
      email: `p${i}@bench.test`,
      password: 'bench-password',
      name: `P${i}`,
    });
    for (const type of ['POWER_PLANT', 'COAL_MINE', 'IRON_MINE', 'IRON_MINE', 'SMELTER'])
      await call('/api/factory/build-machine', token, { type });
    for (const type of ['OPERATOR', 'OPERATOR', 'TECHNICIAN'])
      await call('/api/workers/hire', token, { type, skillLevel: 1 });
    tokens.push(token);
  }
  let next = 0;
  const run = async (seconds: number) =>
    autocannon({
      url: `${server.base}/api/factory/my-factory`,
      connections: CONNECTIONS,
      duration: seconds,
      setupClient: (client) => client.setHeaders({ authorization: `Bearer ${tokens[next++ % tokens.length]}` }),
    });
  await run(3); // warm-up: JIT, session cache, database buffers
  const result = await run(DURATION_S);
  const rps = result.requests.average;
  const p99 = result.latency.p99;
  const met = rps >= TARGET_RPS && p99 < TARGET_P99_MS && result.non2xx === 0 && result.errors === 0;
  writeSection('api', [
    '## API: GET /api/factory/my-factory on PGlite',
    '',
    `\`npm run bench:api\`, ${today()}, ${machine()}; load average ${loadAtStart} when the run began.`,
    `The bundled server on a fresh PGlite folder; ${PLAYERS} players with 5 machines and 3 workers each; autocannon`,
    `from the same machine (it takes one of the two cores), ${CONNECTIONS} connections, each a different player, ${DURATION_S} s after a 3 s warm-up.`,
    '',
    '| Requests/s (mean) | p50 | p97.5 | p99 | Errors / non-2xx | Target | Result |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    `| ${fmt(rps)} | ${result.latency.p50} ms | ${result.latency.p97_5} ms | ${p99} ms | ${result.errors} / ${result.non2xx} | ≥ ${fmt(TARGET_RPS)}/s, p99 < ${TARGET_P99_MS} ms | ${met ? 'met' : 'missed'} |`,
  ]);
  console.log(`api: ${fmt(rps)} req/s, p50 ${result.latency.p50} ms, p99 ${p99} ms (${met ? 'met' : 'missed'})`);
} finally {
  await stopBundledServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
