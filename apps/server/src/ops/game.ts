/**
 * A game in transit, between the database it is read from and the one (or the backup file) it
 * is written to: a header first, then every table's rows in batches, in the header's order.
 */
import type { MoneyTotals, SequenceState } from './catalog.js';
import type { DatabaseKind } from '../db/database.js';

export interface GameHeader {
  /** The last migration applied where the game was read: its rows are in that schema. */
  migration: string;
  /** Parents before children; the row counts are the snapshot's, which the batches then carry. */
  tables: { name: string; rows: number }[];
  sequences: SequenceState[];
  money: MoneyTotals;
  database: DatabaseKind;
  takenAt: string;
}

/** Rows of one table, each the row's JSON (`to_jsonb`) as the database wrote it. */
export interface RowBatch {
  table: string;
  rows: string[];
}

export interface Game {
  header: GameHeader;
  batches: AsyncIterable<RowBatch>;
}
