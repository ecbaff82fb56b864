/**
 * npm run bench:soak — many players for a long while on PostgreSQL with several server processes.
 * Each player signs up over HTTP and then plays its simulator strategy through the real API at a
 * human pace, spread over the processes, while the processes run ticks every few seconds. Records
 * every request, every tick (tick_runs) and the processes' memory; writes the soak section of
 * docs/benchmarks.md. Run under scripts/with-postgres.sh, which provides TEST_DATABASE_URL.
 * Options (flags or SOAK_* variables): bench/soak/options.ts. Any server variable set in the
 * environment (TICK_INTERVAL_MS, TICK_BATCHES_IN_FLIGHT, limits…) is passed on to the servers.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { STRATEGIES } from '@forgeworks/simulator';
import { freshPostgres } from '../../apps/server/src/dev/fresh-postgres.js';
import { load, ROOT } from '../lib/report.js';
import { soakOptions } from './options.js';
import { Player } from './player.js';
import { writeSoakReport } from './report.js';
import { RequestLog } from './requests.js';
import type { ServerProcess } from './servers.js';
import { stopBundledServer } from '../lib/server.js';
import { loggedErrors, rssMiB, startServer } from './servers.js';
import { tickRuns } from './ticks.js';

const options = soakOptions();
const strategies = options.strategies.map((name) => {
  const strategy = STRATEGIES[name];
  if (!strategy) throw new Error(`No strategy "${name}"; there are ${Object.keys(STRATEGIES).join(', ')}`);
  return strategy;
});
const loadAtStart = load();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));
const between = ([low, high]: [number, number]) => (low + Math.random() * (high - low)) * 1000;

// Generous attempt limits: every player signs up from this one address. The operator's own
// values, and any other server variable, win (the environment is passed on as it is).
const serverEnv: NodeJS.ProcessEnv = {
  LOG_LEVEL: 'warn',
  TICK_INTERVAL_MS: '5000',
  SIGN_UPS_PER_ADDRESS: '1000000',
  PASSWORD_GUESSES_PER_ADDRESS: '1000000',
  ...process.env,
};
const tickMs = Number(serverEnv.TICK_INTERVAL_MS);

execFileSync('npm', ['run', '-w', '@forgeworks/server', 'build'], { cwd: ROOT, stdio: 'ignore' });
mkdirSync(`${ROOT}.bench-tmp`, { recursive: true });
const database = await freshPostgres(process.env.TEST_DATABASE_URL ?? '');
const servers: ServerProcess[] = [];
try {
  // One after the other: the first applies the migrations.
  for (let i = 0; i < options.processes; i++) {
    const env = { ...serverEnv, DATABASE_URL: database.url };
    servers.push(await startServer(i, options.firstPort + i, env, `${ROOT}.bench-tmp/soak-server-${i}.log`));
  }
  const bootedAt = Date.now();
  const rssAtBoot = servers.map(rssMiB);
  const rssMax = [...rssAtBoot];
  const sampleRss = () => servers.forEach((s, i) => (rssMax[i] = Math.max(rssMax[i]!, rssMiB(s))));

  const log = new RequestLog();
  const players = Array.from(
    { length: options.players },
    (_, i) => new Player(i, strategies[i % strategies.length]!, servers[i % servers.length]!, log),
  );
  const runId = Date.now().toString(36);
  const signUps: Promise<boolean>[] = [];
  for (const player of players) {
    signUps.push(player.signUp(runId));
    await sleep(1000 / options.signUpsPerSecond);
  }
  const accepted = await Promise.all(signUps);
  const playing = players.filter((_, i) => accepted[i]);
  console.log(`soak: ${playing.length} of ${players.length} players signed up; playing ${options.minutes} min`);

  const soakFrom = Date.now();
  const soakUntil = soakFrom + options.minutes * 60_000;
  const rssAtStart = servers.map(rssMiB);
  const sampler = setInterval(sampleRss, 5_000);
  let turns = 0;
  await Promise.all(
    playing.map(async (player) => {
      // The first turns are spread over one turn's wait, so the players do not start in step.
      await sleep(Math.min(Math.random() * between(options.turnSeconds), soakUntil - Date.now()));
      while (Date.now() < soakUntil) {
        await player.takeTurn();
        turns++;
        await sleep(Math.min(between(options.turnSeconds), soakUntil - Date.now()));
      }
    }),
  );
  clearInterval(sampler);
  const soakTo = Date.now();
  // Let the tick in progress finish, so every tick of the window can be judged.
  for (let i = 0; i < 120; i++) {
    const health = (await fetch(`${servers[0]!.base}/api/health`).then(
      (r) => r.json(),
      () => null,
    )) as { data: { tick: { finished: boolean } } } | null;
    if (!health || health.data.tick.finished) break;
    await sleep(500);
  }
  sampleRss();
  const rssAtEnd = servers.map(rssMiB);
  const ticks = await tickRuns(database.url, bootedAt, Date.now());
  for (const server of servers) await stopBundledServer(server);
  writeSoakReport({
    options,
    loadAtStart,
    tickMs,
    inFlight: serverEnv.TICK_BATCHES_IN_FLIGHT,
    players: playing.length,
    turns,
    log,
    soak: { from: soakFrom, to: soakTo },
    ticks,
    rss: { boot: rssAtBoot, start: rssAtStart, end: rssAtEnd, max: rssMax },
    serverErrors: servers.flatMap(loggedErrors),
  });
} finally {
  for (const server of servers) await stopBundledServer(server);
  await database.drop();
}
