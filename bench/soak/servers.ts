/** The server processes under soak: the bundled server as `npm start` runs it, logs kept to count errors. */
import { readFileSync } from 'node:fs';
import type { BundledServer } from '../lib/server.js';
import { startBundledServer } from '../lib/server.js';

export interface ServerProcess extends BundledServer {
  index: number;
  logFile: string;
}

export async function startServer(
  index: number,
  port: number,
  env: NodeJS.ProcessEnv,
  logFile: string,
): Promise<ServerProcess> {
  return { ...(await startBundledServer(port, env, logFile)), index, logFile };
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
