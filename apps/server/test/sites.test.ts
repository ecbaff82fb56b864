import { newFactory, SITE_RULES, siteMoveCost, siteYield, usd } from '@forgeworks/engine';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import { rowsOf } from './raw-rows.js';
import { encodeState } from '../src/codecs/state.js';
import { runUpgradeSteps } from '../src/plugins/app/upgrade-steps.js';
import { databaseBefore, openRaw } from './databases-before.js';
import { crewFor, machine } from '../../../packages/engine/test/fixtures.js';
import { updateFactoryLocked } from '../src/factories/repository.js';
import { adminTick, bearer, signUp, useTestApp } from './helper.js';

const app = useTestApp();

const post = (token: string, url: string, payload: unknown) =>
  app().inject({ method: 'POST', url, headers: bearer(token), payload: payload as object });
const factory = async (token: string) =>
  (await app().inject({ method: 'GET', url: '/api/factory/my-factory', headers: bearer(token) })).json().data;
const giveCash = (userId: string, dollars: number) =>
  app().database.db.execute(sql`UPDATE factories SET cash = ${usd(dollars)} WHERE user_id = ${userId}`);

describe('choosing a site', () => {
  it('a new factory stands on open ground until its player chooses, for free', async () => {
    const { token } = await signUp(app());
    expect(await factory(token)).toMatchObject({ site: null, floor: { used: 0, total: SITE_RULES.UNCHOSEN_FLOOR } });
    const res = await post(token, '/api/factory/site', { site: 'COAL_BASIN' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Your factory stands at Coal Basin',
      data: { site: 'COAL_BASIN', cash: 50_000, floor: { used: 0, total: 60 } },
    });
  });

  it('refuses a bad site with 400 and the same site again with 400, changing nothing', async () => {
    const { token } = await signUp(app());
    for (const payload of [{ site: 'MOON' }, {}, { site: 3 }]) {
      const res = await post(token, '/api/factory/site', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false });
      expect(res.json().message).toContain('site');
    }
    expect((await factory(token)).site).toBeNull();
    await post(token, '/api/factory/site', { site: 'FREE_PORT' });
    const again = await post(token, '/api/factory/site', { site: 'FREE_PORT' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ success: false, message: 'Your factory already stands at Free Port' });
  });

  it('moves at a cost it shows, and refuses a move it cannot pay with 409', async () => {
    const { token, userId } = await signUp(app());
    await post(token, '/api/factory/site', { site: 'RIVER_WORKS' });
    await post(token, '/api/factory/build-machine', { type: 'POWER_PLANT' });
    const cost = siteMoveCost(SITE_RULES.MACHINE_FLOOR.POWER_PLANT) / 100;
    const moved = await post(token, '/api/factory/site', { site: 'IRON_RANGE' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ site: 'IRON_RANGE', cash: 35_000 - cost });
    await giveCash(userId, 100);
    const poor = await post(token, '/api/factory/site', { site: 'COAL_BASIN' });
    expect(poor.statusCode).toBe(409);
    expect(poor.json().message).toContain('Insufficient funds');
    // Read from the row: the cash was set beside the server, which serves a cached factory until it writes one.
    const [row] = rowsOf<{ site: string; cash: string | number }>(
      await app().database.db.execute(sql`SELECT site, cash FROM factories WHERE user_id = ${userId}`),
    );
    expect({ site: row!.site, cash: Number(row!.cash) }).toEqual({ site: 'IRON_RANGE', cash: usd(100) });
  });

  it('lets one of many parallel moves to the same site through, paid once', async () => {
    const { token } = await signUp(app());
    await post(token, '/api/factory/site', { site: 'COAL_BASIN' });
    const results = await Promise.all(
      Array.from({ length: 6 }, () => post(token, '/api/factory/site', { site: 'FREE_PORT' })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 400)).toHaveLength(5);
    expect(await factory(token)).toMatchObject({ site: 'FREE_PORT', cash: 50_000 - siteMoveCost(0) / 100 });
  });
});

describe("a site's strength", () => {
  it('is what the tick runs: an Iron Range mine digs its yield more than one on open ground', async () => {
    const ore = async (site: string | null) => {
      const { token } = await signUp(app());
      if (site) await post(token, '/api/factory/site', { site });
      await post(token, '/api/factory/build-machine', { type: 'POWER_PLANT' });
      await post(token, '/api/factory/build-machine', { type: 'IRON_MINE' });
      return token;
    };
    const range = await ore('IRON_RANGE');
    const open = await ore(null);
    await adminTick(app());
    const stock = async (token: string) =>
      (await factory(token)).inventory.find((i: { type: string }) => i.type === 'IRON_ORE').quantity as number;
    expect(await stock(open)).toBeGreaterThan(0);
    expect(await stock(range)).toBeCloseTo((await stock(open)) * siteYield('IRON_RANGE', 'IRON_MINE'), 1);
  });
});

describe('floor space', () => {
  it('refuses a build beyond the floor with 409 and says why, changing nothing', async () => {
    const { token, userId } = await signUp(app());
    await giveCash(userId, 1_000_000);
    await post(token, '/api/factory/site', { site: 'IRON_RANGE' });
    for (let i = 0; i < 20; i++)
      expect((await post(token, '/api/factory/build-machine', { type: 'POWER_PLANT' })).statusCode).toBe(200);
    const before = await factory(token);
    expect(before.floor).toEqual({ used: 60, total: 60, extra: 0 });
    const res = await post(token, '/api/factory/build-machine', { type: 'SMELTER' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Not enough floor space: a Smelter needs 3 floor and your factory uses 60 of 60. Scrap a machine, extend your floor or buy what you need from other players.',
    );
    expect(await factory(token)).toMatchObject({ cash: before.cash, floor: { used: 60, total: 60 } });
    expect((await factory(token)).machines).toHaveLength(20);
  });

  it('names what to scrap for power on a full floor, in the recommendations and the headline alike', async () => {
    const { token, userId } = await signUp(app());
    // One plant at its top level for thirteen iron mines, six smelters and four coal mines: 59 of 60 floor.
    const machines = [
      machine('plant', 'POWER_PLANT', { level: 3 }),
      ...Array.from({ length: 4 }, (_, i) => machine(`coal${i}`, 'COAL_MINE')),
      ...Array.from({ length: 14 }, (_, i) => machine(`mine${i}`, 'IRON_MINE')),
      ...Array.from({ length: 6 }, (_, i) => machine(`smelter${i}`, 'SMELTER')),
    ];
    await updateFactoryLocked(app().database.db, userId, {}, (record) => ({
      state: { ...record.state, machines, workers: machines.flatMap((m) => crewFor(m)) },
      result: null,
    }));
    app().factoryCache.forgetAll();
    const get = async (url: string) => (await app().inject({ method: 'GET', url, headers: bearer(token) })).json().data;
    const scrap = { kind: 'scrap', machineId: 'mine0' };
    const analysis = (await get('/api/analytics/factory-stats')).productionAnalysis;
    expect(analysis.recommendations[0]).toMatch(
      /^Power is short by [\d.]+ and your floor has no room for a Power Plant \(59 of 60 used\): scrap Iron Mine #1 to make room/,
    );
    expect(analysis.recommendationActions[0]).toEqual(scrap);
    expect((await get('/api/factory/power-grid-status')).headline).toMatchObject({
      cause: analysis.recommendations[0],
      action: scrap,
    });
  });
});

describe('migration 0034: factories made before sites', () => {
  it('gives each the site that matches what it built, and leaves empty ones to choose, keeping every machine, unit and dollar', async () => {
    const before = await databaseBefore('0034_factory_sites');
    const legacy = await openRaw(before.open);
    const base = { ...newFactory(5), tick: 7, cash: usd(12_345), inventory: { ...newFactory(5).inventory, COAL: 321 } };
    const states = {
      miner: { ...base, machines: [machine('a', 'IRON_MINE'), machine('b', 'IRON_MINE'), machine('p', 'POWER_PLANT')] },
      digger: { ...base, machines: [machine('a', 'COAL_MINE', { level: 3 }), machine('b', 'IRON_MINE')] },
      refiner: { ...base, machines: [machine('a', 'SMELTER'), machine('b', 'STEEL_MILL'), machine('c', 'IRON_MINE')] },
      // Over any site's floor: it keeps every machine all the same.
      big: { ...base, machines: Array.from({ length: 20 }, (_, i) => machine(`p${i}`, 'POWER_PLANT')) },
      empty: base,
    };
    for (const [userId, state] of Object.entries(states)) {
      await legacy.execute(
        sql`INSERT INTO "user" (id, name, email) VALUES (${userId}, ${userId}, ${`${userId}@forge.test`})`,
      );
      await legacy.execute(sql`
        INSERT INTO factories (user_id, name, tick, cash, debt, net_worth, state)
        VALUES (${userId}, ${userId}, 7, ${state.cash}, 0, ${state.cash}, ${encodeState(state)})`);
    }
    await legacy.close();

    const database = await openDatabase(before.open);
    const rows = async () =>
      rowsOf<{ user_id: string; site: string | null; cash: string | number; state: Uint8Array }>(
        await database.db.execute(sql`SELECT user_id, site, cash, state FROM factories ORDER BY user_id`),
      );
    try {
      const stored = await rows();
      expect(await runUpgradeSteps(database.db)).toBeGreaterThan(0);
      const after = await rows();
      expect(after.map((r) => [r.user_id, r.site])).toEqual([
        ['big', 'RIVER_WORKS'],
        ['digger', 'COAL_BASIN'],
        ['empty', null],
        ['miner', 'IRON_RANGE'],
        ['refiner', 'FREE_PORT'],
      ]);
      // The step writes the site only: money and the state's bytes are as they were.
      after.forEach((r, i) => {
        expect(Number(r.cash)).toBe(usd(12_345));
        expect(Buffer.from(r.state).equals(Buffer.from(stored[i]!.state))).toBe(true);
      });
      expect(await runUpgradeSteps(database.db)).toBe(0);
    } finally {
      await database.close();
      await before.drop();
    }
  });
});
