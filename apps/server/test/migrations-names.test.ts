import { DisplayName } from '@forgeworks/contract';
import { newFactory } from '@forgeworks/engine';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import { rowsOf } from './raw-rows.js';
import { factoryNameFor } from '../src/factories/repository.js';
import { encodeState } from '../src/codecs/state.js';
import { runUpgradeSteps } from '../src/plugins/app/upgrade-steps.js';
import { databaseBefore, openRaw } from './databases-before.js';

describe('migration 0009: names made safe', () => {
  it('cuts, cleans and fills in the names of players and factories so that every one is a valid name', async () => {
    const before = await databaseBefore('0009_safe_names');
    const legacy = await openRaw(before.open);
    const { tick, cash, debt, ...stored } = { ...newFactory(5), tick: 5 };
    const long = 'A'.repeat(300_000);
    const players: [id: string, name: string, factory: string][] = [
      ['long', long, 'B'.repeat(1_000)],
      ['override', '\u202eevil<b>x</b>', 'Iron & Co'],
      ['blank', '\u0007\u200f \u3000', '\u202e\u2066 '],
      ['emoji', '\u{1F600}'.repeat(40), ' \t Tabs\tand\nlines\u0085 '],
      ['long-owner', `Z${' '.repeat(49)}Q${'z'.repeat(80)}`, ''],
    ];
    for (const [id, name, factory] of players) {
      await legacy.execute(sql`INSERT INTO "user" (id, name, email) VALUES (${id}, ${name}, ${`${id}@forge.test`})`);
      await legacy.execute(sql`
        INSERT INTO factories (user_id, name, tick, cash, debt, net_worth, state)
        VALUES (${id}, ${factory}, ${tick}, ${cash}, ${debt}, ${cash}, ${encodeState(stored)})`);
    }
    await legacy.close();

    const database = await openDatabase(before.open);
    try {
      const rows = rowsOf<{ id: string; name: string; factory: string }>(
        await database.db.execute(
          sql`SELECT u.id, u.name, f.name AS factory FROM "user" u JOIN factories f ON f.user_id = u.id`,
        ),
      );
      const named = Object.fromEntries(rows.map((r) => [r.id, [r.name, r.factory]]));
      expect(named).toEqual({
        long: ['A'.repeat(60), 'B'.repeat(60)],
        override: ['evil<b>x</b>', 'Iron & Co'],
        blank: ['Player', factoryNameFor('Player')],
        emoji: ['\u{1F600}'.repeat(30), 'Tabsandlines'],
        // A blank factory name becomes a new player's: the owner's name cut to fit, and trimmed.
        'long-owner': [`Z${' '.repeat(49)}Q${'z'.repeat(9)}`, "Z's Factory"],
      });
      for (const [name, factory] of Object.values(named)) {
        expect(DisplayName.parse(name)).toBe(name);
        expect(DisplayName.parse(factory)).toBe(factory);
      }
      expect(named['long-owner']![1]).toBe(factoryNameFor(named['long-owner']![0]!));
      const [fn] = rowsOf<{ n: number }>(
        await database.db.execute(sql`SELECT count(*)::int AS n FROM pg_proc WHERE proname = 'forgeworks_safe_name'`),
      );
      expect(Number(fn!.n)).toBe(0);
    } finally {
      await database.close();
      await before.drop();
    }
  });
});

describe('migration 0031: factory names unique by their look', () => {
  it('keeps the oldest of names that look alike, numbers the others and tells their players, changing nothing else', async () => {
    const before = await databaseBefore('0031_name_keys');
    const legacy = await openRaw(before.open);
    const state = { ...newFactory(3), tick: 5 };
    // Oldest first; "Rita Real's Factory 2" is a name of its own, which no variant may take.
    const named = [
      ['first', "Rita Real's Factory"],
      ['shout', "RITA REAL'S FACTORY"],
      ['second', "Rita Real's Factory 2"],
      ['cyrillic', "R\u0456ta R\u0435al's Factory"],
      ['hidden', "Rita\u200b Real's Factory"],
      ['other', 'Deepvein Works'],
    ];
    for (const [i, [userId, name]] of named.entries()) {
      await legacy.execute(
        sql`INSERT INTO "user" (id, name, email) VALUES (${userId}, 'Rita', ${`${userId}@forge.test`})`,
      );
      await legacy.execute(sql`
        INSERT INTO factories (user_id, name, tick, cash, debt, net_worth, state, created_at)
        VALUES (${userId}, ${name}, 5, ${state.cash}, 0, ${state.cash}, ${encodeState(state)},
                ${`2026-01-0${i + 1}T00:00:00Z`}::timestamp)`);
    }
    await legacy.close();

    const database = await openDatabase(before.open);
    const names = async () =>
      rowsOf<{ user_id: string; name: string; cash: number | string }>(
        await database.db.execute(sql`SELECT user_id, name, cash FROM factories ORDER BY created_at`),
      ).map((r) => [r.user_id, r.name, Number(r.cash)]);
    try {
      expect(await runUpgradeSteps(database.db)).toBeGreaterThan(0);
      expect(await names()).toEqual([
        ['first', "Rita Real's Factory", state.cash],
        ['shout', "RITA REAL'S FACTORY 3", state.cash],
        ['second', "Rita Real's Factory 2", state.cash],
        ['cyrillic', "R\u0456ta R\u0435al's Factory 4", state.cash],
        ['hidden', "Rita\u200b Real's Factory 5", state.cash],
        ['other', 'Deepvein Works', state.cash],
      ]);
      // Each renamed player is told on the account page what their factory was called; the others are not.
      const told = rowsOf<{ user_id: string; name: string; changed_by: string }>(
        await database.db.execute(sql`
          SELECT f.user_id, n.name, n.changed_by FROM factory_former_names n
          JOIN factories f ON f.id = n.factory_id ORDER BY f.created_at`),
      );
      expect(told).toEqual([
        { user_id: 'shout', name: "RITA REAL'S FACTORY", changed_by: 'upgrade' },
        { user_id: 'cyrillic', name: "R\u0456ta R\u0435al's Factory", changed_by: 'upgrade' },
        { user_id: 'hidden', name: "Rita\u200b Real's Factory", changed_by: 'upgrade' },
      ]);
      // Every name is keyed now: a copy of any of them is refused by the index.
      const unkeyed = rowsOf<{ n: number }>(
        await database.db.execute(sql`SELECT count(*)::int AS n FROM factories WHERE name_key IS NULL`),
      );
      expect(Number(unkeyed[0]!.n)).toBe(0);
      expect(await runUpgradeSteps(database.db)).toBe(0);
    } finally {
      await database.close();
      await before.drop();
    }
  });
});
