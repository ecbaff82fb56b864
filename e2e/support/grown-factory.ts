import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, type Browser, type Page } from '@playwright/test';
import { PORT } from '../env';
import type { Player } from './game';
import { signInThroughGate } from './game';

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

/** The two sizes a grown game's page is played at. */
export const GROWN_SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;
export type GrownSize = keyof typeof GROWN_SIZES;

/**
 * A grown game for the file's tests, holding `factories`, started before them (with `folder` for
 * their screenshots) and stopped after; `open` signs a player in on a page of its own at `size`.
 */
export function useGrownWorld(folder: string, factories: GrownFactory[]) {
  let world: GrownWorld;
  test.beforeAll(async () => {
    mkdirSync(folder, { recursive: true });
    world = await grownWorld(factories);
  });
  test.afterAll(async () => {
    await world?.stop();
  });
  return {
    open: async (browser: Browser, player: Player, size: GrownSize): Promise<Page> => {
      const context = await browser.newContext({ baseURL: world.baseURL, viewport: GROWN_SIZES[size] });
      const page = await context.newPage();
      await signInThroughGate(page, player);
      return page;
    },
  };
}
