import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import pgDriver from 'pg';
import { ROOT } from '../lib/report.js';
import { startBundledServer, stopBundledServer } from '../lib/server.js';

export interface StartUp {
  healthMs: number;
  waitedMs: number;
  copyMs: number | null;
  tickStartMs: number | null;
  tickMs: number | null;
}

/**
 * Starts the bundled server on `url` with the achievements' copy left to do and a tick due at once,
 * and times its first answer, its first tick and the copy (read from its log).
 */
export async function timeStartUp(url: string): Promise<StartUp> {
  execFileSync('npm', ['run', '-s', '-w', '@forgeworks/server', 'build'], { cwd: ROOT, stdio: 'inherit' });
  const client = new pgDriver.Client({ connectionString: url });
  await client.connect();
  await client.query(`UPDATE upgrade_steps SET done_at = NULL, after_id = NULL WHERE name = 'copy_unlocks'`);
  await client.query('TRUNCATE achievement_unlocks');
  const log = `${ROOT}.bench-tmp/scale-server.log`;
  const started = performance.now();
  const server = await startBundledServer(
    Number(process.env.BENCH_PORT ?? 3550),
    {
      DATABASE_URL: url,
      RIVALS: '4',
      TICK_BATCHES_IN_FLIGHT: '1',
      // The workload's last tick started minutes ago: with this interval the next is due at once.
      TICK_INTERVAL_MS: '60000',
      LOG_LEVEL: 'info',
    },
    log,
  );
  const healthMs = performance.now() - started;
  let copyMs: number | null = null;
  let tickStartMs: number | null = null;
  let tickMs: number | null = null;
  const deadline = performance.now() + Number(process.env.BENCH_STARTUP_WAIT_MS ?? 15 * 60_000);
  while (performance.now() < deadline && (copyMs === null || tickMs === null)) {
    await new Promise((r) => setTimeout(r, 500));
    const lines = readFileSync(log, 'utf8').split('\n');
    const copy = lines.find((l) => l.includes('"upgrade steps done"'));
    if (copy && copyMs === null) copyMs = performance.now() - started;
    const tick = lines.find((l) => l.includes('"msg":"tick"'));
    if (tick && tickMs === null) tickMs = (JSON.parse(tick) as { ms: number }).ms;
    const { rows } = await client.query<{ started: boolean }>(
      'SELECT count(*) > 0 AS started FROM tick_runs WHERE started_at > now() - make_interval(secs => $1)',
      [(performance.now() - started) / 1000],
    );
    if (rows[0]!.started && tickStartMs === null) tickStartMs = performance.now() - started;
  }
  const waitedMs = performance.now() - started;
  await stopBundledServer(server);
  await client.end();
  return { healthMs, waitedMs, copyMs, tickStartMs, tickMs };
}
