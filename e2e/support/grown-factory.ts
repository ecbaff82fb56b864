import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PORT } from '../env';
import type { Player } from './game';

/** A factory its player has run for days: its site and machines, crewed, and the cash it has saved (dollars). */
export interface GrownFactory {
  player: Player;
  site: string;
  machines: string[];
  cash: number;
}

/** The grown game's own port: the suite's server, its push and mail stand-ins hold the three before it. */
const GROWN_PORT = PORT + 3;

export interface GrownWorld {
  baseURL: string;
  stop: () => Promise<void>;
}

/**
 * A game of its own holding `factories` (support/grown-world.ts), listening beside the suite's
 * server on a fresh data folder that is removed when it stops. Its pages are the suite's build.
 */
export async function grownWorld(factories: GrownFactory[]): Promise<GrownWorld> {
  const dataDir = mkdtempSync(join(tmpdir(), 'forgeworks-grown-'));
  const root = join(import.meta.dirname, '..', '..');
  const child = spawn(join(root, 'node_modules', '.bin', 'tsx'), ['e2e/support/grown-world.ts'], {
    cwd: root,
    env: {
      ...process.env,
      GROWN_FACTORIES: JSON.stringify(factories),
      GROWN_PORT: String(GROWN_PORT),
      GROWN_DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the grown game stopped before it was ready (exit ${code})`)));
  });
  return {
    baseURL: `http://127.0.0.1:${GROWN_PORT}`,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
