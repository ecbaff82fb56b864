import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { newFactory } from '@forgeworks/engine';
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
import { decodeState, encodeState } from '../src/factories/state-codec.js';
import { recentLedger } from '../src/history/queries.js';
import { lastTicks, parseRecent } from '../src/history/recent.js';
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

describe('migration 0007: recent ledgers become bytes', () => {
  it('keeps each history written as text or JSON: it reads the same, and the next tick rewrites it as bytes', async () => {
    const before = await databaseBefore('0007_recent_ledger_bytes');
    const legacy = await openRaw(before.open);
    const { tick, cash, debt, ...stored } = { ...newFactory(5), tick: 5 };
    // Ticks 4 and 5 as the text form wrote them (zeros left out), and an action's sale pending for tick 6.
    const text = '6,1,500|4,1,,,,,120;5,1,,,,,130';
    const json = JSON.stringify({ pending: null, recent: [[5, 1, 0, 0, 0, 0, 140]] });
    for (const [player, history] of [
      ['text-player', text],
      ['json-player', json],
    ] as const) {
      await legacy.execute(
        sql`INSERT INTO "user" (id, name, email) VALUES (${player}, 'Old', ${`${player}@forge.test`})`,
      );
      await legacy.execute(sql`
        INSERT INTO factories (user_id, name, tick, cash, debt, net_worth, state, recent_ledger)
        VALUES (${player}, 'Old Works', ${tick}, ${cash}, ${debt}, ${cash}, ${encodeState(stored)}, ${history})`);
    }
    await legacy.close();

    const database = await openDatabase(before.open);
    try {
      const ids = rowsOf<{ id: string; user_id: string }>(
        await database.db.execute(sql`SELECT id, user_id FROM factories ORDER BY user_id`),
      );
      const idOf = (player: string) => ids.find((r) => r.user_id === player)!.id;
      const fromText = await recentLedger(database.db, idOf('text-player'));
      expect(fromText).toEqual(parseRecent(text));
      expect(fromText.pending).toEqual([6, 1, 500]);
      expect(lastTicks(fromText, 2).map((l) => [l.tick, l.expenses.power])).toEqual([
        [4, 120],
        [5, 130],
      ]);
      expect(lastTicks(await recentLedger(database.db, idOf('json-player')), 1)[0]!.expenses.power).toBe(140);

      await runTick(database.db, 6, { now: Date.UTC(2026, 10, 23), tickMs: 300_000 });
      const rows = rowsOf<{ user_id: string; recent_ledger: Buffer }>(
        await database.db.execute(sql`SELECT user_id, recent_ledger FROM factories ORDER BY user_id`),
      );
      for (const row of rows) expect(row.recent_ledger[0]).toBe(4);
      const ticked = await recentLedger(database.db, idOf('text-player'));
      expect(ticked.pending).toBeNull();
      expect(lastTicks(ticked, 3).map((l) => l.tick)).toEqual([4, 5, 6]);
      // The sale that was pending landed in tick 6's row.
      expect(lastTicks(ticked, 1)[0]!.income.IRON_ORE).toBe(500);
      // A factory made after the migration starts from the column's default: an empty history.
      await database.db.execute(
        sql`INSERT INTO "user" (id, name, email) VALUES ('new-player', 'New', 'new@forge.test')`,
      );
      const [made] = rowsOf<{ id: string }>(
        await database.db.execute(sql`
          INSERT INTO factories (user_id, name, tick, cash, debt, net_worth, state)
          VALUES ('new-player', 'New Works', 6, ${cash}, 0, ${cash}, ${encodeState(stored)}) RETURNING id`),
      );
      expect(await recentLedger(database.db, made!.id)).toEqual({ pending: null, rows: [] });
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
