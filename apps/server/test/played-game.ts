/** A small game played for real, for the tests of moving and backing up: players, ticks, sales, history. */
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/database.js';
import { rowsOf } from './raw-rows.js';
import { gameTables, sequenceStates } from '../src/ops/catalog.js';
import { openPlace } from '../src/ops/open-place.js';
import type { Place } from '../src/ops/places.js';
import type { TestApp } from './helper.js';
import { adminTick, buildTestApp, client, freshPostgres, signUp, starterFactory } from './helper.js';

/** Ticks played: one game hour (12) and one more, so hourly history exists beside the recent ledger. */
const TICKS = 13;

export interface PlayedGame {
  tokens: string[];
  /** Each player's GET /api/factory/my-factory after the last tick, by token. */
  factories: Map<string, unknown>;
  lastTick: number;
}

/** Plays in the database given, then closes the app: three players, two building, one selling. */
export async function playGame(database: { dataDir: string } | { databaseUrl: string }): Promise<PlayedGame> {
  const app = await buildTestApp({ database });
  try {
    const players = [await signUp(app), await signUp(app), await signUp(app)];
    const builder = await starterFactory(app, players[0]!.token);
    await starterFactory(app, players[1]!.token);
    const sold = await client(app, players[2]!.token).post('/api/market/sell', { resourceType: 'COAL', quantity: 40 });
    if (sold.status !== 200) throw new Error(`sale failed: ${sold.body.message}`);
    const machineId = (await builder.factory()).machines[0].id as string;
    await builder.post('/api/factory/schedule-maintenance', { machineId, maintenanceType: 'ROUTINE' });
    let lastTick = 0;
    for (let i = 0; i < TICKS; i++) lastTick = (await adminTick(app)).tickNumber;
    await builder.post('/api/factory/emergency-repair', { machineId });
    return { tokens: players.map((p) => p.token), factories: await factoriesOf(app, players), lastTick };
  } finally {
    await app.close();
  }
}

/**
 * Each player's my-factory by token, without the dates the view counts back from the present
 * moment (a machine's last maintenance), which differ between any two reads.
 */
export async function factoriesOf(app: TestApp, players: { token: string }[] | string[]) {
  const factories = new Map<string, unknown>();
  for (const player of players) {
    const token = typeof player === 'string' ? player : player.token;
    const view = JSON.stringify(await client(app, token).factory(), (key, value: unknown) =>
      key === 'lastMaintenanceDate' ? undefined : value,
    );
    factories.set(token, JSON.parse(view));
  }
  return factories;
}

/** Every row of every table as the database spells it (UTC), sorted, and where each sequence stands. */
export async function everyRow(db: Db): Promise<Record<string, string[]>> {
  await db.execute(sql`SET TIME ZONE 'UTC'`);
  const rows: Record<string, string[]> = {};
  for (const table of await gameTables(db)) {
    rows[table] = rowsOf<{ row: string }>(
      await db.execute(sql`SELECT to_jsonb(t)::text AS row FROM ${sql.identifier(table)} t ORDER BY 1`),
    ).map((r) => r.row);
  }
  rows['(sequences)'] = (await sequenceStates(db)).map((s) => JSON.stringify(s));
  return rows;
}

/** Every row where a place holds its game (see everyRow). */
export async function everyRowIn(place: Place): Promise<Record<string, string[]>> {
  const connection = await openPlace(place, 'source');
  try {
    return await everyRow(connection.db);
  } finally {
    await connection.close();
  }
}

/**
 * An empty database on the suite's database (a data folder in `work`, or a database of its own on
 * the PostgreSQL of TEST_DATABASE_URL), dropped by `drop`.
 */
export async function freshPlace(work: string): Promise<{ place: Place; drop: () => Promise<void> }> {
  if (process.env.TEST_DATABASE_URL) {
    const postgres = await freshPostgres(process.env.TEST_DATABASE_URL);
    return { place: { kind: 'postgres', url: postgres.url }, drop: postgres.drop };
  }
  const dataDir = mkdtempSync(join(work, 'data-'));
  return { place: { kind: 'pglite', dataDir }, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
}
