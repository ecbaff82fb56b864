import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import { rowsOf } from '../src/db/rows.js';
import { findFactory } from '../src/factories/repository.js';
import { decodeState } from '../src/factories/state-codec.js';
import { MIGRATIONS_DIR } from '../src/paths.js';
import { runTick } from '../src/tick/run-tick.js';
import { freshPostgres } from './helper.js';
import { VERSION_2_MONEY, VERSION_2_STATE } from './legacy-states.js';

const work = mkdtempSync(join(tmpdir(), 'forgeworks-migrations-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The migrations folder as it was before migration `tag`: its files, and a journal that stops there. */
function migrationsBefore(tag: string): string {
  const folder = join(work, `before-${tag}`);
  cpSync(MIGRATIONS_DIR, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

/** A database migrated up to (not including) `tag`, on the engine the suite runs on. */
async function databaseBefore(tag: string) {
  const migrationsFolder = migrationsBefore(tag);
  if (process.env.TEST_DATABASE_URL) {
    const postgres = await freshPostgres(process.env.TEST_DATABASE_URL);
    const pool = new pg.Pool({ connectionString: postgres.url });
    await migratePg(drizzlePg(pool), { migrationsFolder });
    await pool.end();
    return { open: { databaseUrl: postgres.url, dataDir: ':memory:' }, drop: postgres.drop };
  }
  const dataDir = join(work, `pglite-${tag}`);
  mkdirSync(dataDir);
  const client = new PGlite(`${dataDir}/pglite`);
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  await client.close();
  return { open: { dataDir }, drop: async () => {} };
}

describe('migration 0006: states become bytes', () => {
  const version2 = VERSION_2_STATE;

  it('keeps every factory written as JSON text: it reads the same, and the next tick rewrites it as bytes', async () => {
    const before = await databaseBefore('0006_byte_state');
    const legacy = await openRaw(before.open);
    await legacy.execute(sql`INSERT INTO "user" (id, name, email) VALUES ('old-player', 'Old', 'old@forge.test')`);
    await legacy.execute(sql`
      INSERT INTO factories (user_id, name, tick, cash, debt, net_worth, state, recent_ledger)
      VALUES ('old-player', 'Old Works', 3, 3182310, 0, 3182310, ${version2}, '|')`);
    await legacy.close();

    const database = await openDatabase(before.open);
    try {
      const record = await findFactory(database.db, 'old-player');
      expect(record?.state).toEqual(decodeState(version2, VERSION_2_MONEY));
      expect(record?.state.machines.map((m) => m.id)).toEqual(['power-plant-id', 'coal-mine-id']);

      await runTick(database.db, 4, { now: Date.UTC(2026, 10, 23), tickMs: 300_000 });
      const after = await findFactory(database.db, 'old-player');
      expect(after?.state.tick).toBe(4);
      expect(after?.state.machines[1]!.operatingTicks).toBe(4);
      const [row] = rowsOf<{ state: Buffer }>(await database.db.execute(sql`SELECT state FROM factories`));
      expect(row!.state.toString('latin1')).not.toMatch(/^[[{]/);
      expect(decodeState(row!.state, { tick: 4, cash: after!.state.cash, debt: after!.state.debt })).toEqual(
        after!.state,
      );
    } finally {
      await database.close();
      await before.drop();
    }
  });
});

/** The database without migrating it further: drizzle over the engine's own client. */
async function openRaw(open: { databaseUrl?: string; dataDir: string }) {
  if (open.databaseUrl) {
    const pool = new pg.Pool({ connectionString: open.databaseUrl });
    const db = drizzlePg(pool);
    return { execute: (q: ReturnType<typeof sql>) => db.execute(q), close: () => pool.end() };
  }
  const client = new PGlite(`${open.dataDir}/pglite`);
  const db = drizzlePglite(client);
  return { execute: (q: ReturnType<typeof sql>) => db.execute(q), close: () => client.close() };
}
