/** The bundled server as `npm start` runs it, started for a bench and stopped after it. */
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { ROOT } from './report.js';

/**
 * What `npm start` (package.json) gives node besides source maps, so a bench runs the server as it
 * ships: a young generation of up to 64 MB a half, in which a tick's short-lived objects die without
 * a scavenge every few hundred factories (docs/benchmarks.md, "The young generation"). Keep the two alike.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=64'];

export interface BundledServer {
  base: string;
  child: ChildProcess;
}

/**
 * Starts `bundle`, by default `apps/server/dist/server.mjs` (build it first), on 127.0.0.1:`port` and answers once its
 * health route does. Its output goes to `logFile`, or to this process's when none is given.
 */
export async function startBundledServer(
  port: number,
  env: NodeJS.ProcessEnv,
  logFile?: string,
  bundle = `${ROOT}apps/server/dist/server.mjs`,
  nodeArgs: string[] = [],
): Promise<BundledServer> {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...nodeArgs, bundle], {
    // No rivals unless the bench asks: its figures are of the factories it made.
    env: { RIVALS: '0', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: logFile ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  if (logFile) {
    const out = createWriteStream(logFile);
    child.stdout!.pipe(out);
    child.stderr!.pipe(out);
  }
  const base = `http://127.0.0.1:${port}`;
  const where = logFile ? `; see ${logFile}` : '';
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the server on port ${port} exited${where}`);
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { base, child };
    if (i > 300) throw new Error(`the server on port ${port} did not start${where}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A graceful stop (SIGTERM), answered once the process has exited. */
export async function stopBundledServer(server: BundledServer): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((r) => server.child.once('exit', r));
  server.child.kill('SIGTERM');
  await exited;
}
