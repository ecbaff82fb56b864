import { DisplayName } from '@forgeworks/contract';
import type { FactoryState } from '@forgeworks/engine';
import { CONTRACTS, MARKET, newFactory } from '@forgeworks/engine';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { findSignedIn } from '../src/account/sessions.js';
import { tokenDigest } from '../src/account/token-digest.js';
import { openDatabase } from '../src/db/database.js';
import { rowsOf } from './raw-rows.js';
import { factoryNameFor, findFactory } from '../src/factories/repository.js';
import { decodeState, encodeState, STATE_FIRST_BYTE } from '../src/codecs/state.js';
import { recentLedger } from '../src/history/queries.js';
import { emptyRecent, lastTicks, RECENT_FIRST_BYTE, serializeRecent } from '../src/codecs/recent-ledger.js';
import { runTick } from '../src/tick/run-tick.js';
import { runUpgradeSteps } from '../src/plugins/app/upgrade-steps.js';
import type { TestApp } from './helper.js';
import { ADMIN_TOKEN, adminTick, bearer, buildTestApp, client, signUp } from './helper.js';
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

/**
 * A seller with an offer of 10 coal at `unitPrice` cents (6 left), and a buyer who bought 4 of it, as
 * an older schema holds them. Answers the factories' state.
 */
async function seedTrade(legacy: Awaited<ReturnType<typeof openRaw>>, unitPrice: number) {
  const state = { ...newFactory(9), tick: 5 };
  await legacy.execute(sql`
    INSERT INTO "user" (id, name, email) VALUES ('seller', 'Seller', 's@forge.test'), ('buyer', 'Buyer', 'b@forge.test')`);
  for (const userId of ['seller', 'buyer'])
    await legacy.execute(sql`
      INSERT INTO factories (user_id, name, tick, cash, debt, net_worth, state)
      VALUES (${userId}, ${userId}, 5, ${state.cash}, 0, ${state.cash}, ${encodeState(state)})`);
  await legacy.execute(sql`
    INSERT INTO exchange_offers (factory_id, resource, unit_price, quantity_left, quantity, created_tick)
    SELECT id, 'COAL', ${unitPrice}, 6, 10, 4 FROM factories WHERE user_id = 'seller'`);
  await legacy.execute(sql`
    INSERT INTO exchange_trades (offer_id, buyer_factory_id, seller_factory_id, resource, quantity, unit_price, fee, tick)
    SELECT o.id, b.id, o.factory_id, 'COAL', 4, ${unitPrice}, ${Math.round(4 * unitPrice * 0.02)}, 5
    FROM exchange_offers o, factories b WHERE b.user_id = 'buyer'`);
  return state;
}

describe('migration 0017: indexes for the exchange volumes and its hourly prune', () => {
  it('keeps every offer, trade and buy key, and adds the indexes', async () => {
    const before = await databaseBefore('0017_exchange_housekeeping');
    const legacy = await openRaw(before.open);
    await seedTrade(legacy, 800);
    await legacy.execute(sql`
      INSERT INTO exchange_buys (factory_id, idempotency_key, answer)
      SELECT id, 'key', '{"result":{"quantity":4}}'::jsonb FROM factories WHERE user_id = 'buyer'`);
    await legacy.close();

    const database = await openDatabase(before.open);
    try {
      const count = async (table: string) =>
        Number(
          rowsOf<{ n: number }>(
            await database.db.execute(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`),
          )[0]!.n,
        );
      expect([await count('exchange_offers'), await count('exchange_trades'), await count('exchange_buys')]).toEqual([
        1, 1, 1,
      ]);
      const indexes = rowsOf<{ indexname: string; indexdef: string }>(
        await database.db.execute(sql`
          SELECT indexname, indexdef FROM pg_indexes
          WHERE indexname IN ('exchange_trades_tick_idx', 'exchange_trades_offer_idx', 'exchange_buys_created_idx')
          ORDER BY indexname`),
      );
      expect(indexes.map((i) => [i.indexname, i.indexdef.replace(/^.* USING btree /, '')])).toEqual([
        ['exchange_buys_created_idx', '(created_at)'],
        ['exchange_trades_offer_idx', '(offer_id)'],
        ['exchange_trades_tick_idx', '(tick, resource)'],
      ]);
    } finally {
      await database.close();
      await before.drop();
    }
  });
});

describe('migration 0018: moderation, and session tokens kept as their digest', () => {
  it('keeps a session running before it working by its token, which the table no longer holds', async () => {
    const before = await databaseBefore('0018_moderation');
    const legacy = await openRaw(before.open);
    const token = 'a'.repeat(16) + 'Z9'.repeat(8);
    await legacy.execute(sql`INSERT INTO "user" (id, name, email) VALUES ('signed-in', 'In', 'in@forge.test')`);
    await legacy.execute(sql`
      INSERT INTO session (id, expires_at, token, user_id)
      VALUES ('s1', ${new Date(Date.now() + 3_600_000)}, ${token}, 'signed-in')`);
    await legacy.close();

    const database = await openDatabase(before.open);
    try {
      const [row] = rowsOf<{ token: string }>(await database.db.execute(sql`SELECT token FROM session`));
      expect(row!.token).toBe(tokenDigest(token));
      expect((await findSignedIn(database.db, token))?.user.id).toBe('signed-in');
      expect(await findSignedIn(database.db, row!.token)).toBeNull();
      const tables = rowsOf<{ n: number }>(
        await database.db.execute(sql`
          SELECT count(*)::int AS n FROM information_schema.tables
          WHERE table_name IN ('suspensions', 'operator_actions', 'name_reports')`),
      );
      expect(tables[0]!.n).toBe(3);
    } finally {
      await database.close();
      await before.drop();
    }
  });
});

/** The database without migrating it further: drizzle over the engine's own client. */
describe('migration 0020: fair play', () => {
  it('keeps offers and trades made before it: nothing conceded at listing, no market price, not reported', async () => {
    const before = await databaseBefore('0020_fair_play');
    const legacy = await openRaw(before.open);
    // A cent a unit: far below the market, as fair play would refuse.
    const state = await seedTrade(legacy, 1);
    await legacy.close();

    const database = await openDatabase(before.open);
    try {
      const [offer] = rowsOf<{ unit_concession: number | string; quantity_left: number }>(
        await database.db.execute(sql`SELECT unit_concession, quantity_left FROM exchange_offers`),
      );
      expect([Number(offer!.unit_concession), offer!.quantity_left]).toEqual([0, 6]);
      const [trade] = rowsOf<{ market_price: number | null; far_from_market: boolean }>(
        await database.db.execute(sql`SELECT market_price, far_from_market FROM exchange_trades`),
      );
      expect(trade).toEqual({ market_price: null, far_from_market: false });
      const [seller] = rowsOf<{ state: Uint8Array }>(
        await database.db.execute(sql`SELECT state FROM factories WHERE user_id = 'seller'`),
      );
      expect(decodeState(seller!.state, { tick: 5, cash: state.cash, debt: 0 }).counters.conceded).toBe(0);
    } finally {
      await database.close();
      await before.drop();
    }
  });
});

describe('migration 0023: operators granted, not claimed by an address', () => {
  it("keeps OPERATOR_EMAILS' existing accounts as operators once; an address signed up later stays a player", async () => {
    const before = await databaseBefore('0023_operators');
    const legacy = await openRaw(before.open);
    // seller@ is named in OPERATOR_EMAILS (in another case) and has an account; late@ has none yet.
    await seedTrade(legacy, 800);
    await legacy.close();

    const operatorEmails = ['S@Forge.test', 'late@forge.test'];
    const account = async (app: TestApp, token: string) =>
      (await app.inject({ method: 'GET', url: '/api/account', headers: bearer(token) })).json().data.operator;
    const upgraded = await buildTestApp({ database: before.open, operatorEmails });
    let late: string;
    try {
      const session = await signIn(upgraded, 's@forge.test');
      expect(await account(upgraded, session)).toBe(true);
      late = (await signUp(upgraded, 'late@forge.test')).token;
      expect(await account(upgraded, late)).toBe(false);
      const [line] = (
        await upgraded.inject({ method: 'GET', url: '/api/admin/audit', headers: bearer(ADMIN_TOKEN) })
      ).json().data.actions;
      expect(line).toMatchObject({
        operator: 'OPERATOR_EMAILS (upgrade)',
        action: 'grant-operator',
        detail: 's@forge.test',
      });
    } finally {
      await upgraded.close();
    }
    // The next start with the variable still set carries nothing over: the late account stays a player.
    const restarted = await buildTestApp({ database: before.open, operatorEmails });
    try {
      expect(await account(restarted, late)).toBe(false);
    } finally {
      await restarted.close();
      await before.drop();
    }
  });
});

describe('migration 0027: a sale is a push kind of its own', () => {
  it('gives every device that asked for exchange offers the sales too, and leaves the others', async () => {
    const before = await databaseBefore('0027_first_hour');
    const legacy = await openRaw(before.open);
    await legacy.execute(sql`INSERT INTO "user" (id, name, email) VALUES ('p', 'P', 'p@forge.test')`);
    for (const [endpoint, kinds] of [
      ['https://push.test/a', ['cash', 'exchange']],
      ['https://push.test/b', ['cash']],
    ] as const)
      await legacy.execute(sql`
        INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, kinds)
        VALUES ('p', ${endpoint}, 'key', 'auth', ${`{${kinds.join(',')}}`}::text[])`);
    await legacy.close();

    const database = await openDatabase(before.open);
    try {
      const rows = rowsOf<{ endpoint: string; kinds: string[] }>(
        await database.db.execute(sql`SELECT endpoint, kinds FROM push_subscriptions ORDER BY endpoint`),
      );
      expect(rows.map((r) => [r.endpoint, r.kinds])).toEqual([
        // Migration 0030 then gives a device that hears of its sales the bid fills too.
        ['https://push.test/a', ['cash', 'exchange', 'sale', 'bid-fills']],
        ['https://push.test/b', ['cash']],
      ]);
    } finally {
      await database.close();
      await before.drop();
    }
  });
});

describe('migration 0030: bids', () => {
  it('keeps trades made before it as fills of offers, and gives devices that asked for sales the bid fills', async () => {
    const before = await databaseBefore('0030_bids');
    const legacy = await openRaw(before.open);
    await seedTrade(legacy, 800);
    for (const [endpoint, kinds] of [
      ['https://push.test/a', ['sale']],
      ['https://push.test/b', ['exchange']],
    ] as const)
      await legacy.execute(sql`
        INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, kinds)
        VALUES ('seller', ${endpoint}, 'key', 'auth', ${`{${kinds.join(',')}}`}::text[])`);
    await legacy.close();

    const database = await openDatabase(before.open);
    try {
      const trades = rowsOf<{ offer: boolean; bid: string | null }>(
        await database.db.execute(sql`SELECT offer_id IS NOT NULL AS offer, bid_id AS bid FROM exchange_trades`),
      );
      expect(trades).toEqual([{ offer: true, bid: null }]);
      const rows = rowsOf<{ endpoint: string; kinds: string[] }>(
        await database.db.execute(sql`SELECT endpoint, kinds FROM push_subscriptions ORDER BY endpoint`),
      );
      expect(rows.map((r) => [r.endpoint, r.kinds])).toEqual([
        ['https://push.test/a', ['sale', 'bid-fills']],
        ['https://push.test/b', ['exchange']],
      ]);
    } finally {
      await database.close();
      await before.drop();
    }
  });
});

/** A session of an account made by hand in a legacy database, as a sign-in before the upgrade left it. */
async function signIn(app: TestApp, email: string) {
  const userId = rowsOf<{ id: string }>(
    await app.database.db.execute(sql`SELECT id FROM "user" WHERE email = ${email}`),
  )[0]!.id;
  const token = 'b'.repeat(16) + 'Q7'.repeat(8);
  await app.database.db.execute(sql`
    INSERT INTO session (id, expires_at, token, user_id, created_at, updated_at)
    VALUES (${`s-${userId}`}, ${new Date(Date.now() + 3_600_000)}, ${tokenDigest(token)}, ${userId}, now(), now())`);
  return token;
}

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

describe('migration 0032: a contract falls due after its acceptance', () => {
  it('keeps a stored offer open past its old due tick, due its length after acceptance; an active one keeps its due tick', async () => {
    const before = await databaseBefore('0032_contract_due_and_password_help');
    const legacy = await openRaw(before.open);
    const state = newFactory(4);
    await legacy.execute(sql`
      INSERT INTO "user" (id, name, email) VALUES ('offerer', 'Offerer', 'o@forge.test'), ('taker', 'Taker', 't@forge.test')`);
    for (const userId of ['offerer', 'taker'])
      await legacy.execute(sql`
        INSERT INTO factories (user_id, name, tick, cash, debt, net_worth, state)
        VALUES (${userId}, ${userId}, 0, ${state.cash}, 0, ${state.cash}, ${encodeState(state)})`);
    const price = MARKET.BASE_PRICES.COAL;
    // Offered at tick 0 "due at tick 3"; another accepted at tick 2 due at tick 40; a declined one.
    for (const [status, accepted, due] of [
      ['offered', null, 3],
      ['active', 2, 40],
      ['declined', null, 9],
    ] as const)
      await legacy.execute(sql`
        INSERT INTO contracts (proposer_factory_id, buyer_factory_id, seller_factory_id, resource, quantity,
          unit_price, offered_tick, due_tick, accepted_tick, status, escrow)
        SELECT o.id, t.id, o.id, 'COAL', 1, ${price}, 0, ${due}, ${accepted}, ${status},
          ${status === 'active' ? price : 0}
        FROM factories o, factories t WHERE o.user_id = 'offerer' AND t.user_id = 'taker'`);
    await legacy.close();

    const upgraded = await buildTestApp({ database: before.open });
    try {
      const rows = () =>
        upgraded.database.db.execute(
          sql`SELECT status, due_in_ticks AS "dueIn", due_tick AS "due" FROM contracts ORDER BY offered_tick, due_in_ticks`,
        );
      expect(rowsOf(await rows())).toEqual([
        { status: 'offered', dueIn: 3, due: null },
        { status: 'declined', dueIn: 9, due: null },
        { status: 'active', dueIn: 40, due: 40 },
      ]);
      // Past its old due tick the offer is still open, and its taker accepts it: due 3 ticks on.
      for (let i = 0; i < 4; i++) await adminTick(upgraded);
      const taker = client(upgraded, await signIn(upgraded, 't@forge.test'));
      const listed = (await taker.get('/api/contracts')).body.data;
      const offer = listed.contracts.find((c: { status: string }) => c.status === 'offered');
      expect(offer).toMatchObject({ dueInTicks: 3, dueTick: null, lapseTick: CONTRACTS.OFFER_OPEN_TICKS });
      const accepted = await taker.post(`/api/contracts/${offer.id}/accept`);
      expect(accepted.status).toBe(200);
      expect(accepted.body.data).toMatchObject({
        status: 'active',
        acceptedTick: listed.tick,
        dueTick: listed.tick + 3,
      });
    } finally {
      await upgraded.close();
      await before.drop();
    }
  });
});
