/** The server processes under soak: the bundled server as `npm start` runs it, logs kept to count errors. */
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { ROOT } from '../lib/report.js';

export interface ServerProcess {
  index: number;
  base: string;
  child: ChildProcess;
  logFile: string;
}

export async function startServer(
  index: number,
  port: number,
  env: NodeJS.ProcessEnv,
  logFile: string,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [`${ROOT}apps/server/dist/server.mjs`], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out = createWriteStream(logFile);
  child.stdout!.pipe(out);
  child.stderr!.pipe(out);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`server ${index} exited; see ${logFile}`);
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { index, base, child, logFile };
    if (i > 300) throw new Error(`server ${index} did not start; see ${logFile}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export async function stopServer(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((r) => server.child.once('exit', r));
  server.child.kill('SIGTERM');
  await exited;
}

/** Resident memory of the process in MiB, from /proc (Linux); NaN once it has exited, so a crash is reported, not fatal. */
export function rssMiB(server: ServerProcess): number {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return NaN;
  const status = readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

/** Log lines at pino's error level or above (50: error, 60: fatal), with their messages. */
export function loggedErrors(server: ServerProcess): string[] {
  return readFileSync(server.logFile, 'utf8')
    .split('\n')
    .filter((line) => /"level":(5|6)0/.test(line))
    .map((line) => {
      const entry = JSON.parse(line) as { msg?: string; err?: { message?: string } };
      return `${entry.msg ?? ''}${entry.err?.message ? `: ${entry.err.message}` : ''}`;
    });
}
