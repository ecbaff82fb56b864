import { mkdirSync } from 'node:fs';
import { PGlite, types } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR as MIGRATIONS } from '../paths.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** Either engine: the queries the server writes are the same for both. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/**
 * PostgreSQL when a URL is given; otherwise the embedded PGlite, in `dataDir` (or in memory for
 * ':memory:'). Migrations are applied before the database is handed out.
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle client dropped by the server (restart, failover) must not crash the process.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder: MIGRATIONS });
    return { db: db as unknown as Db, engine: 'postgres', close: () => pool.end() };
  }
  let client: PGlite;
  // Bytes go to the engine as they are, and come back as a Buffer decoded natively: its defaults
  // spell them out in hex and read them back a byte at a time, in JavaScript.
  const options = {
    serializers: { [types.BYTEA]: (bytes: Uint8Array) => bytes as unknown as string },
    parsers: { [types.BYTEA]: (hex: string) => Buffer.from(hex.slice(2), 'hex') },
  };
  if (opts.dataDir === ':memory:') client = new PGlite(options);
  else {
    mkdirSync(opts.dataDir, { recursive: true });
    client = new PGlite(`${opts.dataDir}/pglite`, options);
  }
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS });
  return { db: db as unknown as Db, engine: 'pglite', close: () => client.close() };
}
