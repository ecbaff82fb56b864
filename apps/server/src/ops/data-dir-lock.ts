import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';
import { Refusal } from './refusal.js';

/**
 * A held lock's file is touched every STALE_MS / 2; one left untouched for STALE_MS was left by
 * a process that died, and is taken over. Waiting a little longer than that before refusing lets
 * a server restarted right after a crash start on its own folder.
 */
const STALE_MS = 10_000;
const WAIT_FOR_STALE = { retries: 12, factor: 1, minTimeout: 1_000, maxTimeout: 1_000 };

/**
 * Holds a data folder for as long as a process (a server, a tool) uses it: the embedded database's
 * files belong to one process, and a second one on them loses or corrupts the game. Answers the
 * release. `onLost` hears of a lock taken from under us (the folder removed, or the process
 * stalled past STALE_MS so another took it over).
 */
export async function lockDataDir(
  dataDir: string,
  onLost: (error: Error) => void = (error) => {
    throw error;
  },
): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: join(dataDir, 'lock'),
      stale: STALE_MS,
      retries: WAIT_FOR_STALE,
      onCompromised: onLost,
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'ELOCKED')
      throw new Refusal(
        `${dataDir} is in use by another process (a Forgeworks server or tool): one process per data folder. ` +
          'Stop it first, or give this one its own DATA_DIR.',
      );
    throw error;
  }
}
