import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR as MIGRATIONS } from '../paths.js';
import { migrateWithRewrites } from './migrate.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** Either database: the queries the server writes are the same for both. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** A transaction's handle, as `db.transaction` passes it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Which database the server runs on: PGlite embedded in the process, or a PostgreSQL server. */
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** PostgreSQL's connection pool, as counts to watch (the embedded database has none). */
  pool?: Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount'>;
  /**
   * Hands `onPayload` each NOTIFY on `channel`, from any session of the database, until the
   * answered function is called or the database closes. On PostgreSQL a connection of its own
   * listens, and is opened again if it drops; what was sent meanwhile is not heard.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** A connected database whose migrations have not been applied yet. */
export interface Connection extends Database {
  /**
   * Applies the migrations of `folder` (the server's own by default) not yet applied, and the row
   * rewrites in TypeScript some of them need (db/migrate.ts).
   */
  migrate(folder?: string): Promise<void>;
}

/**
 * How long a request waits for a PostgreSQL connection (a new one, or one of the pool's): past it
 * the request is answered 503 (errors.ts), so an outage never holds a player's page.
 */
export const CONNECT_TIMEOUT_MS = 2_000;

/** Where the embedded database keeps its files inside a data folder. */
export const pgliteFolder = (dataDir: string) => join(dataDir, 'pglite');

/** Whether a data folder holds an embedded database already. */
export const hasPgliteDatabase = (dataDir: string) => existsSync(join(pgliteFolder(dataDir), 'PG_VERSION'));

/** Where a database is: a PostgreSQL URL, else PGlite's data folder (':memory:' for none). */
export interface DatabasePlace {
  databaseUrl?: string;
  dataDir: string;
  /**
   * An in-memory PGlite's starting files, a dump of another (PGlite's dumpDataDir): the test suite
   * migrates one empty database a run and starts each test's from it, which is a third of the time
   * a fresh one takes to make.
   */
  memoryFrom?: Blob;
}

/**
 * PostgreSQL when a URL is given; otherwise the embedded PGlite, in `dataDir` (or in memory for
 * ':memory:'). Migrations are applied before the database is handed out.
 */
export async function openDatabase(opts: DatabasePlace): Promise<Database> {
  const connection = await connectDatabase(opts);
  await connection.migrate();
  return connection;
}

/**
 * Either database, not yet migrated: for tools that look at a database before changing it.
 * `oneSession` puts PostgreSQL on one connection (not a pool), so a transaction or a cursor
 * spans every query.
 */
export async function connectDatabase(opts: DatabasePlace & { oneSession?: boolean }): Promise<Connection> {
  if (opts.databaseUrl) {
    // An idle client dropped by the server (restart, failover) must not crash the process.
    const ignore = () => {};
    let driver: pg.Pool | pg.Client;
    if (opts.oneSession) {
      const client = new pg.Client({ connectionString: opts.databaseUrl }).on('error', ignore);
      await client.connect();
      driver = client;
    } else
      driver = new pg.Pool({
        connectionString: opts.databaseUrl,
        max: 10,
        // A database that cannot be reached fails a request within seconds instead of holding it.
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
        keepAlive: true,
      })
        .on('error', ignore)
        // A client the pool has lent out has no listener of the pool's: a connection cut between
        // its queries (the database stopped) would be an unhandled error, and end the process.
        // Its next query fails instead (answered 503), and the pool drops it when it comes back.
        .on('connect', (client) => client.on('error', ignore));
    const db = drizzlePg(driver, { schema });
    const listeners = new Set<() => Promise<void>>();
    return {
      db,
      kind: 'postgres',
      ...(driver instanceof pg.Pool ? { pool: driver } : {}),
      migrate: (folder = MIGRATIONS) => migrateOneAtATime(driver, folder),
      listen: async (channel, onPayload) => {
        const stop = await listenPostgres(opts.databaseUrl!, channel, onPayload);
        const unlisten = async () => {
          listeners.delete(unlisten);
          await stop();
        };
        listeners.add(unlisten);
        return unlisten;
      },
      close: async () => {
        await Promise.all([...listeners].map((unlisten) => unlisten()));
        await driver.end();
      },
    };
  }
  let client: PGlite;
  // Bytes go to the engine as they are, and come back as a Buffer decoded natively: its defaults
  // spell them out in hex and read them back a byte at a time, in JavaScript. Through unknown: PGlite
  // types a serializer's answer as text, and sends bytes it is given as they are.
  const options = {
    serializers: { [types.BYTEA]: (bytes: Uint8Array) => bytes as unknown as string },
    parsers: { [types.BYTEA]: (hex: string) => Buffer.from(hex.slice(2), 'hex') },
  };
  if (opts.dataDir === ':memory:') client = new PGlite({ ...options, loadDataDir: opts.memoryFrom });
  else {
    mkdirSync(opts.dataDir, { recursive: true });
    client = new PGlite(pgliteFolder(opts.dataDir), options);
  }
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      // After close there is nothing left to stop listening to.
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    migrate: (folder = MIGRATIONS) =>
      migrateWithRewrites(
        (query) => db.execute(query),
        (f) => migratePglite(db, { migrationsFolder: f }),
        folder,
      ),
    close: () => client.close(),
  };
}

/** Before a dropped listening connection is opened again. */
const RELISTEN_MS = 1_000;

/** A connection of its own that LISTENs on `channel`, opened again whenever it drops, until stopped. */
async function listenPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const connect = async () => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
    let dropped = false;
    const drop = () => {
      if (dropped || stopped) return;
      dropped = true;
      if (client === next) client = null;
      void next.end().catch(() => {});
      retry = setTimeout(() => void connect().catch(() => {}), RELISTEN_MS);
    };
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    next.on('error', drop);
    next.on('end', drop);
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      drop();
      throw error;
    }
  };
  const stop = async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => {});
  };
  try {
    await connect();
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

/** Any number fixed for the game: the key of the session lock its migrations are applied under. */
const MIGRATION_LOCK = 0x466f7267;

/**
 * Server processes started at once on an empty PostgreSQL would each apply the migrations and
 * collide: they take turns, and the later ones find them applied.
 */
async function migrateOneAtATime(driver: pg.Pool | pg.Client, folder: string): Promise<void> {
  const client = driver instanceof pg.Pool ? await driver.connect() : driver;
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      const locked = drizzlePg(client, { schema });
      await migrateWithRewrites(
        (query) => locked.execute(query),
        (f) => migratePg(locked, { migrationsFolder: f }),
        folder,
      );
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    if (client !== driver) (client as pg.PoolClient).release();
  }
}
