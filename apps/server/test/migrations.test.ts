import { newFactory } from '@forgeworks/engine';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import { rowsOf } from './raw-rows.js';
import { findFactory } from '../src/factories/repository.js';
import { decodeState, encodeState, STATE_FIRST_BYTE } from '../src/codecs/state.js';
import { recentLedger } from '../src/history/queries.js';
import { emptyRecent, lastTicks, RECENT_FIRST_BYTE, serializeRecent } from '../src/codecs/recent-ledger.js';
import { runTick } from '../src/tick/run-tick.js';
import { decodeJsonState } from '../src/upgrades/legacy-state.js';
import { parseLegacyRecent } from '../src/upgrades/legacy-recent.js';
import { VERSION_2_MONEY, VERSION_2_STATE } from './legacy-states.js';
import { databaseBefore, openRaw } from './databases-before.js';

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
      expect(record?.state).toEqual(decodeJsonState(version2, VERSION_2_MONEY));
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
      expect(fromText).toEqual(parseLegacyRecent(text));
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

describe('migration 0012: every state and recent ledger in byte form', () => {
  it('rewrites the JSON and text forms older versions left as bytes that read the same, then refuses any other form', async () => {
    const before = await databaseBefore('0012_stored_forms_checked');
    const legacy = await openRaw(before.open);
    const v1 = { ...newFactory(7), tick: 5 };
    const { tick: _tick, cash: _cash, debt: _debt, ...storedV1 } = v1;
    const bytesNow = { ...newFactory(8), tick: 5 };
    const { tick: _t, cash: _c, debt: _d, ...storedNow } = bytesNow;
    // As older versions left them: JSON state text as its UTF-8 bytes (0006), text and JSON ledgers likewise (0007).
    const rows: [player: string, state: Buffer, recent: Buffer, money: { tick: number; cash: number; debt: number }][] =
      [
        ['version-1', Buffer.from(JSON.stringify(storedV1)), Buffer.from('6,1,500|4,1,,,,,120;5,1,,,,,130'), v1],
        [
          'version-2',
          Buffer.from(VERSION_2_STATE),
          Buffer.from(JSON.stringify({ pending: null, recent: [[3, 1, 0, 0, 0, 0, 140]] })),
          VERSION_2_MONEY,
        ],
        ['bytes', encodeState(storedNow), serializeRecent(emptyRecent()), bytesNow],
      ];
    for (const [player, state, recent, money] of rows) {
      await legacy.execute(
        sql`INSERT INTO "user" (id, name, email) VALUES (${player}, 'Old', ${`${player}@forge.test`})`,
      );
      await legacy.execute(sql`
        INSERT INTO factories (user_id, name, tick, cash, debt, net_worth, state, recent_ledger)
        VALUES (${player}, 'Old Works', ${money.tick}, ${money.cash}, ${money.debt}, ${money.cash}, ${state}, ${recent})`);
    }
    await legacy.close();

    const database = await openDatabase(before.open);
    try {
      const stored = rowsOf<{ user_id: string; id: string; state: Buffer; recent_ledger: Buffer }>(
        await database.db.execute(sql`SELECT user_id, id, state, recent_ledger FROM factories ORDER BY user_id`),
      );
      for (const row of stored) {
        expect(row.state[0]).toBe(STATE_FIRST_BYTE);
        expect(row.recent_ledger[0]).toBe(RECENT_FIRST_BYTE);
        const [, state, recent, money] = rows.find(([player]) => player === row.user_id)!;
        expect((await findFactory(database.db, row.user_id))?.state).toEqual(
          row.user_id === 'bytes' ? bytesNow : decodeJsonState(state, money),
        );
        expect(await recentLedger(database.db, row.id)).toEqual(
          row.user_id === 'bytes' ? emptyRecent() : parseLegacyRecent(recent),
        );
      }
      expect((await findFactory(database.db, 'version-1'))?.state).toEqual(v1);
      await expect(
        database.db.execute(sql`UPDATE factories SET state = ${Buffer.from(VERSION_2_STATE)} WHERE user_id = 'bytes'`),
      ).rejects.toThrow();
      await expect(
        database.db.execute(sql`UPDATE factories SET recent_ledger = ${Buffer.from('|')} WHERE user_id = 'bytes'`),
      ).rejects.toThrow();
    } finally {
      await database.close();
      await before.drop();
    }
  });
});
