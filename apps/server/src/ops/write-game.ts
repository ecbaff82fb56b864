import { sql } from 'drizzle-orm';
import type { Connection, Db } from '../db/database.js';
import type { MoneyTotals } from './catalog.js';
import { gameTables, moneyTotals, rowCount, setSequence, tablesWithRows } from './catalog.js';
import type { Game, GameHeader } from './game.js';
import { assertKnownMigration, isBefore, lastMigration, migrateUpTo } from './migrations.js';
import { Refusal } from './refusal.js';

export interface WriteSummary {
  tables: { name: string; rows: number }[];
  money: MoneyTotals;
  migration: string;
  /** The migrations after the game's that ran on the target once it was copied. */
  migratedTo: string | null;
}

/** Refuses a target that holds any row, or a schema ahead of the game's; changes nothing. */
export async function assertEmptyTarget(db: Db, gameMigration?: string): Promise<void> {
  const full = await tablesWithRows(db);
  if (full.length > 0)
    throw new Refusal(
      `The target is not empty (rows in ${full.join(', ')}): give an empty database; nothing was written`,
    );
  const at = await lastMigration(db);
  if (gameMigration && at && isBefore(gameMigration, at))
    throw new Refusal(
      `The target is already migrated to ${at}, past the game's ${gameMigration}: give an empty database; nothing was written`,
    );
}

/**
 * Writes a game into an empty target: its schema brought to the game's migration, every row in
 * one transaction, the sequences where they stood, then row counts and money checked against the
 * header before the commit (a mismatch leaves no row behind), then the later migrations.
 */
export async function writeGame(target: Connection, game: Game): Promise<WriteSummary> {
  const { header } = game;
  assertKnownMigration(header.migration);
  await assertEmptyTarget(target.db, header.migration);
  await migrateUpTo(target, header.migration);
  const expected = header.tables.map((t) => t.name);
  const found = await gameTables(target.db);
  if ([...found].sort().join() !== [...expected].sort().join())
    throw new Refusal(`The game's tables (${expected.join(', ')}) differ from the schema's (${found.join(', ')})`);

  await target.db.transaction(async (tx) => {
    const copied = new Map<string, number>();
    for await (const batch of game.batches) {
      if (!expected.includes(batch.table)) throw new Refusal(`Rows for an unknown table: ${batch.table}`);
      const table = sql.identifier(batch.table);
      await tx.execute(
        sql`INSERT INTO ${table} SELECT * FROM jsonb_populate_recordset(NULL::${table}, ${`[${batch.rows.join(',')}]`}::jsonb)`,
      );
      copied.set(batch.table, (copied.get(batch.table) ?? 0) + batch.rows.length);
    }
    for (const sequence of header.sequences) await setSequence(tx, sequence);
    await verify(tx, header, copied);
  });
  const migratedTo = await lastMigrationAfter(target, header.migration);
  return { tables: header.tables, money: header.money, migration: header.migration, migratedTo };
}

/** Every table's rows as many as the header says, both in transit and in the target, and the same money. */
async function verify(db: Db, header: GameHeader, copied: Map<string, number>): Promise<void> {
  for (const { name, rows } of header.tables) {
    const received = copied.get(name) ?? 0;
    const counted = await rowCount(db, name);
    if (received !== rows || counted !== rows)
      throw new Error(`${name}: ${rows} rows in the game, ${received} received, ${counted} written; nothing was kept`);
  }
  const money = await moneyTotals(db);
  if (money.cash !== header.money.cash || money.debt !== header.money.debt)
    throw new Error(
      `Money differs: cash ${header.money.cash} and debt ${header.money.debt} in the game, ${money.cash} and ${money.debt} written; nothing was kept`,
    );
}

/** Runs the migrations newer than the game's; answers the last one, or null when there were none. */
async function lastMigrationAfter(target: Connection, gameMigration: string): Promise<string | null> {
  await target.migrate();
  const now = await lastMigration(target.db);
  return now === gameMigration ? null : now;
}
