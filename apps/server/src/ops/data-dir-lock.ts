import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';
import { Refusal } from './refusal.js';

/**
 * Holds a data folder for the length of a tool's run: the embedded engine is one process's
 * files, and a second process on them (a server, another tool) would corrupt the game. Answers
 * the release.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, { lockfilePath: join(dataDir, 'lock') });
  } catch (error) {
    if ((error as { code?: string }).code === 'ELOCKED')
      throw new Refusal(`${dataDir} is in use by another process (a server?): stop it first`);
    throw error;
  }
}
