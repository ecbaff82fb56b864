import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Connection } from '../db/database.js';
import { rowsOf } from '../db/rows.js';
import { gameTables, moneyTotals, rowCount, sequenceStates } from './catalog.js';
import type { Game, GameHeader, RowBatch } from './game.js';
import { lastMigration } from './migrations.js';
import { Refusal } from './refusal.js';

/** Rows fetched per round trip: a factory's row is a few kilobytes, so a batch stays a few megabytes. */
export const BATCH_ROWS = 500;

/**
 * Reads a whole game from one snapshot (repeatable read), so a PostgreSQL game can be read while
 * its servers run and still add up. Rows stream through a cursor, never all in memory. Each row
 * travels as its JSON text, which carries bigints and bytes (hex) exactly and is never parsed here.
 */
export async function readGame(source: Connection): Promise<Game> {
  const { db } = source;
  await db.execute(sql`BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY`);
  try {
    const migration = await lastMigration(db);
    if (!migration) throw new Refusal('There is no game there: the database has never been migrated');
    const tables = [];
    for (const name of await gameTables(db)) tables.push({ name, rows: await rowCount(db, name) });
    const header: GameHeader = {
      migration,
      tables,
      // Read after the snapshot was taken, a sequence is at least as far as every id the rows hold.
      sequences: await sequenceStates(db),
      money: await moneyTotals(db),
      database: source.kind,
      takenAt: new Date().toISOString(),
    };
    return { header, batches: batchesOf(source, header) };
  } catch (error) {
    await db.execute(sql`ROLLBACK`);
    throw error;
  }
}

async function* batchesOf(source: Connection, header: GameHeader): AsyncGenerator<RowBatch> {
  const { db } = source;
  try {
    for (const { name } of header.tables) {
      await db.execute(
        sql`DECLARE game_rows NO SCROLL CURSOR FOR SELECT to_jsonb(t)::text AS row FROM ${sql.identifier(name)} t`,
      );
      for (;;) {
        const rows = rowsOf(
          z.object({ row: z.string() }),
          await db.execute(sql.raw(`FETCH ${BATCH_ROWS} FROM game_rows`)),
        );
        if (rows.length === 0) break;
        yield { table: name, rows: rows.map((r) => r.row) };
      }
      await db.execute(sql`CLOSE game_rows`);
    }
  } finally {
    await db.execute(sql`ROLLBACK`);
  }
}
