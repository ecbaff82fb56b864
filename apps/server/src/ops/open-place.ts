import type { Connection } from '../db/database.js';
import { connectDatabase, hasPgliteDatabase, pgliteFolder } from '../db/database.js';
import { lockDataDir } from './data-dir-lock.js';
import type { Place } from './places.js';
import { describePlace } from './places.js';
import { Refusal } from './refusal.js';

/**
 * Connects a tool to a place without migrating it, on one session (a snapshot or a transaction
 * spans every query). A data folder is locked first; a source must already hold a database.
 */
export async function openPlace(place: Place, role: 'source' | 'target'): Promise<Connection> {
  if (place.kind === 'postgres')
    return connectDatabase({ databaseUrl: place.url, dataDir: ':memory:', oneSession: true });
  if (role === 'source' && !hasPgliteDatabase(place.dataDir))
    throw new Refusal(`No game in ${describePlace(place)}: ${pgliteFolder(place.dataDir)} holds no database`);
  const release = await lockDataDir(place.dataDir);
  try {
    const connection = await connectDatabase({ dataDir: place.dataDir });
    return {
      ...connection,
      close: async () => {
        await connection.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}
