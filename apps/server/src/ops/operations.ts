/**
 * The three things an operator does with a whole game: move it to another database, back it up
 * to a file, restore that file. Each opens what it needs, refuses before writing anything when
 * the target is not empty, and answers what it did.
 */
import { statSync } from 'node:fs';
import type { Connection } from '../db/database.js';
import type { GameHeader } from './game.js';
import { checkBackupFile, openBackupFile, writeBackupFile } from './backup-file.js';
import { openPlace } from './open-place.js';
import type { Place } from './places.js';
import { describePlace } from './places.js';
import { readGame } from './read-game.js';
import { Refusal } from './refusal.js';
import type { WriteSummary } from './write-game.js';
import { assertEmptyTarget, writeGame } from './write-game.js';

export interface Done {
  what: string;
  tables: { name: string; rows: number }[];
  money: GameHeader['money'];
  migration: string;
  migratedTo?: string | null;
  ms: number;
  /** The backup file's size, for a backup. */
  bytes?: number;
}

export async function moveGame(from: Place, to: Place): Promise<Done> {
  if (describePlace(from) === describePlace(to)) throw new Refusal('The source and the target are the same');
  const started = performance.now();
  return withPlace(to, 'target', async (target) => {
    await assertEmptyTarget(target.db);
    return withPlace(from, 'source', async (source) => {
      const written = await writeGame(target, await readGame(source));
      return done(`Moved the game from ${describePlace(from)} to ${describePlace(to)}`, written, started);
    });
  });
}

export async function backupGame(from: Place, file: string): Promise<Done> {
  const started = performance.now();
  return withPlace(from, 'source', async (source) => {
    const game = await readGame(source);
    await writeBackupFile(game, file);
    const { header } = game;
    return {
      what: `Backed up the game in ${describePlace(from)} to ${file}`,
      tables: header.tables,
      money: header.money,
      migration: header.migration,
      ms: performance.now() - started,
      bytes: statSync(file).size,
    };
  });
}

/** The whole file is checked before the target is touched; the rows are checked again as they are written. */
export async function restoreGame(file: string, to: Place): Promise<Done> {
  const started = performance.now();
  return withPlace(to, 'target', async (target) => {
    await assertEmptyTarget(target.db);
    await checkBackupFile(file);
    const backup = await openBackupFile(file);
    try {
      const written = await writeGame(target, backup.game);
      return done(`Restored ${file} into ${describePlace(to)}`, written, started);
    } finally {
      backup.close();
    }
  });
}

async function withPlace<T>(place: Place, role: 'source' | 'target', use: (c: Connection) => Promise<T>): Promise<T> {
  const connection = await openPlace(place, role);
  try {
    return await use(connection);
  } finally {
    await connection.close();
  }
}

const done = (what: string, written: WriteSummary, started: number): Done => ({
  what,
  ...written,
  ms: performance.now() - started,
});
