import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backupGame, restoreGame } from '../src/ops/operations.js';
import { everyRowIn, freshPlace, playGame } from './played-game.js';

const work = mkdtempSync(join(tmpdir(), 'forgeworks-backup-pg-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('a backup of a PostgreSQL game', () => {
  it('restores into an empty data folder with the same rows', async () => {
    const postgres = await freshPlace(work);
    try {
      expect(postgres.place.kind).toBe('postgres');
      await playGame({ databaseUrl: postgres.place.kind === 'postgres' ? postgres.place.url : '' });
      const file = join(work, 'game.backup.gz');
      const backup = await backupGame(postgres.place, file);
      const dataDir = join(work, 'restored');
      const restored = await restoreGame(file, { kind: 'pglite', dataDir });
      expect(restored.money).toEqual(backup.money);
      expect(await everyRowIn({ kind: 'pglite', dataDir })).toEqual(await everyRowIn(postgres.place));
    } finally {
      await postgres.drop();
    }
  });
});
