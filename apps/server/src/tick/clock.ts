import type { Db } from '../db/database.js';
import type { Peers } from '../db/peers.js';
import { tickVersion } from './runs.js';

/**
 * The tick state's version (`tickVersion`) as this process last read it, for the caches kept per
 * tick: read again only when it may have moved (a tick this process runs started or ended, another
 * process told it so: db/peers.ts), so a request that reads a per-tick answer asks the database
 * nothing. On PostgreSQL while this process does not hear the others, every call reads it.
 */
export function tickClock(db: Pick<Db, 'execute'>, peers: Peers | null) {
  let known: Promise<number> | null = null;
  const read = () => {
    const version = tickVersion(db);
    known = version;
    version.catch(() => {
      if (known === version) known = null;
    });
    return version;
  };
  const moved = () => {
    known = null;
  };
  peers?.subscribe(
    (notice) => notice === 'tick' && moved(),
    () => moved(),
  );
  return {
    version: (): Promise<number> => (known && (peers?.live ?? true) ? known : read()),
    /** The tick state may have moved: the next call reads it. */
    moved,
  };
}

export type TickClock = ReturnType<typeof tickClock>;
