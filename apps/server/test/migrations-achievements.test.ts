import type { FactoryState } from '@forgeworks/engine';
import { newFactory } from '@forgeworks/engine';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import { rowsOf } from './raw-rows.js';
import { encodeState } from '../src/codecs/state.js';
import { runUpgradeSteps } from '../src/plugins/app/upgrade-steps.js';
import { databaseBefore, openRaw } from './databases-before.js';

describe('migration 0016: achievements reached before it are copied to achievement_unlocks', () => {
  it('copies every achievement each state holds, at its time, once, beside serving, and records it done', async () => {
    const before = await databaseBefore('0016_public_standings');
    const legacy = await openRaw(before.open);
    const reached = { FIRST_MACHINE: Date.UTC(2026, 10, 20, 8), FIRST_IRON_MINE: Date.UTC(2026, 10, 21, 9, 30) };
    const holder = { ...newFactory(7), tick: 5, achievements: reached };
    const none = { ...newFactory(8), tick: 5 };
    const insert = async (
      db: { execute: (q: ReturnType<typeof sql>) => Promise<unknown> },
      userId: string,
      state: FactoryState,
    ) => {
      await db.execute(
        sql`INSERT INTO "user" (id, name, email) VALUES (${userId}, ${userId}, ${`${userId}@forge.test`})`,
      );
      await db.execute(sql`
        INSERT INTO factories (user_id, name, tick, cash, debt, net_worth, state)
        VALUES (${userId}, ${userId}, 5, ${state.cash}, 0, ${state.cash}, ${encodeState(state)})`);
    };
    await insert(legacy, 'holder', holder);
    await insert(legacy, 'none', none);
    await legacy.close();

    const database = await openDatabase(before.open);
    const unlocks = async () =>
      rowsOf<{ user_id: string; achievement: string; reached_at: Date | string }>(
        await database.db.execute(sql`
          SELECT f.user_id, u.achievement, u.reached_at FROM achievement_unlocks u
          JOIN factories f ON f.id = u.factory_id ORDER BY u.reached_at`),
      ).map((r) => [r.user_id, r.achievement, new Date(r.reached_at).getTime()]);
    const step = async () =>
      rowsOf<{ done: boolean }>(
        await database.db.execute(
          sql`SELECT done_at IS NOT NULL AS done FROM upgrade_steps WHERE name = 'copy_unlocks'`,
        ),
      )[0]?.done;
    try {
      // Migrating copies nothing: the copy is left to run beside the server's work.
      expect(await unlocks()).toEqual([]);
      expect(await step()).toBe(false);
      expect(await runUpgradeSteps(database.db)).toBeGreaterThan(0);
      expect(await unlocks()).toEqual([
        ['holder', 'FIRST_MACHINE', reached.FIRST_MACHINE],
        ['holder', 'FIRST_IRON_MINE', reached.FIRST_IRON_MINE],
      ]);
      expect(await step()).toBe(true);
      // Done is done: a state holding an achievement the table lacks is not read again.
      await insert(database.db, 'later', { ...newFactory(9), tick: 5, achievements: reached });
      expect(await runUpgradeSteps(database.db)).toBe(0);
      expect(await unlocks()).toHaveLength(2);
    } finally {
      await database.close();
    }
    // Opened again (already migrated): nothing left to run, nothing copied twice.
    const again = await openDatabase(before.open);
    try {
      expect(await runUpgradeSteps(again.db)).toBe(0);
      const [n] = rowsOf<{ n: number }>(
        await again.db.execute(sql`SELECT count(*)::int AS n FROM achievement_unlocks`),
      );
      expect(Number(n!.n)).toBe(2);
    } finally {
      await again.close();
      await before.drop();
    }
  });

  /** A database before 0021 with `count` factories each holding an achievement, and `unlocks` rows copied already. */
  async function before0021(count: number, unlocks: number) {
    const before = await databaseBefore('0021_upgrade_steps');
    const legacy = await openRaw(before.open);
    const reached = { FIRST_MACHINE: Date.UTC(2026, 10, 20, 8) };
    for (let i = 0; i < count; i++) {
      await legacy.execute(sql`INSERT INTO "user" (id, name, email) VALUES (${`p${i}`}, 'P', ${`p${i}@forge.test`})`);
      const state = { ...newFactory(i + 1), tick: 5, achievements: reached };
      await legacy.execute(sql`
        INSERT INTO factories (user_id, name, tick, cash, debt, net_worth, state)
        VALUES (${`p${i}`}, 'P', 5, ${state.cash}, 0, ${state.cash}, ${encodeState(state)})`);
    }
    await legacy.execute(sql`
      INSERT INTO achievement_unlocks (factory_id, achievement, reached_at)
      SELECT id, 'FIRST_MACHINE', now() FROM factories ORDER BY id LIMIT ${unlocks}`);
    await legacy.close();
    return { before, database: await openDatabase(before.open) };
  }
  const copied = async (db: Awaited<ReturnType<typeof openDatabase>>['db']) =>
    rowsOf<{ id: string }>(await db.execute(sql`SELECT factory_id AS id FROM achievement_unlocks ORDER BY factory_id`));

  it('goes on where a stopped copy stood', async () => {
    const { before, database } = await before0021(3, 0);
    try {
      const [first] = rowsOf<{ id: string }>(
        await database.db.execute(sql`SELECT id FROM factories ORDER BY id LIMIT 1`),
      );
      await database.db.execute(sql`UPDATE upgrade_steps SET after_id = ${first!.id} WHERE name = 'copy_unlocks'`);
      expect(await runUpgradeSteps(database.db)).toBeGreaterThan(0);
      const ids = (await copied(database.db)).map((r) => r.id);
      expect(ids).toHaveLength(2);
      expect(ids).not.toContain(first!.id);
    } finally {
      await database.close();
      await before.drop();
    }
  });

  it('counts a copy an older version made at start-up as done', async () => {
    const { before, database } = await before0021(3, 1);
    try {
      // One batch each: the names' key (migration 0031) and the sites (0034), never the copy.
      expect(await runUpgradeSteps(database.db)).toBe(2);
      expect(await copied(database.db)).toHaveLength(1);
    } finally {
      await database.close();
      await before.drop();
    }
  });
});
