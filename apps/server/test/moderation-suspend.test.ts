import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from './raw-rows.js';
import { findFactory } from '../src/factories/repository.js';
import { encodedToBytes, mergeEncoded } from '../src/codecs/ledger.js';
import { recordHourStandings } from '../src/leaderboard/standings.js';
import { TIME, usd } from '@forgeworks/engine';
import { hourOf } from '../src/codecs/recent-ledger.js';
import { ADMIN_TOKEN, adminTick, buildTestApp, client, nextMillisecond, useTestApp } from './helper.js';

import { moderationPlay, PASSWORD } from './moderation-helper.js';

/** A suspension: its sessions, sign-in and offers, and the public boards it leaves and comes back to. */
const app = useTestApp();

const { player, admin, signIn } = moderationPlay(app);

describe('suspending', () => {
  it('ends every session at once, even one this process has checked, and refuses sign-in with the reason', async () => {
    // Another account signed up from the same address (as every test's does): the operator sees it shared.
    await player();
    const p = await player();
    const phone = (await signIn(p.email)).body.data.token as string;
    expect((await client(app(), phone).get('/api/factory/my-factory')).status).toBe(200);
    expect((await p.get('/api/factory/my-factory')).status).toBe(200);
    const res = await admin('POST', `/api/admin/players/${p.factoryId}/suspend`, { reason: 'pouring coal' });
    expect(res.status).toBe(200);
    expect(res.body.data.player).toMatchObject({
      flags: ['suspended', 'shared-address'],
      suspension: { reason: 'pouring coal', suspendedAt: expect.any(String) },
    });
    expect((await p.get('/api/factory/my-factory')).status).toBe(401);
    expect((await client(app(), phone).get('/api/factory/my-factory')).status).toBe(401);
    for (const url of ['/api/auth/login', '/api/auth/sign-in/email']) {
      expect(await signIn(p.email, PASSWORD, url)).toEqual({
        status: 403,
        body: { success: false, message: 'This account is suspended: pouring coal' },
      });
      // A wrong password tells nothing of the suspension.
      expect((await signIn(p.email, 'wrong-password-1', url)).status).toBe(401);
    }
    const [sessions] = rowsOf<{ n: number }>(
      await app().database.db.execute(sql`SELECT count(*)::int AS n FROM session WHERE user_id = ${p.userId}`),
    );
    expect(sessions!.n).toBe(0);
    expect((await admin('POST', `/api/admin/players/${p.factoryId}/suspend`, { reason: 'again' })).status).toBe(409);
  });

  it('withdraws its open offers through the cancel, the units back in stock, and the factory keeps ticking', async () => {
    const p = await player();
    const buyer = await player();
    const stock = async () => (await findFactory(app().database.db, p.userId))!.state.inventory.COAL;
    expect((await p.post('/api/market/offers', { resourceType: 'COAL', quantity: 30, unitPrice: 9 })).status).toBe(200);
    const listed = await stock();
    const tick = (await findFactory(app().database.db, p.userId))!.state.tick;
    await admin('POST', `/api/admin/players/${p.factoryId}/suspend`, { reason: 'gifting' });
    const offers = rowsOf<{ status: string; quantity_left: number }>(
      await app().database.db.execute(
        sql`SELECT status, quantity_left FROM exchange_offers WHERE factory_id = ${p.factoryId}`,
      ),
    );
    expect(offers).toEqual([{ status: 'cancelled', quantity_left: 30 }]);
    expect(await stock()).toBe(listed + 30);
    const book = (await buyer.get('/api/market/offers?resourceType=COAL')).body.data.levels;
    expect(book.some((l: { unitPrice: number }) => l.unitPrice === 9)).toBe(false);
    await adminTick(app());
    expect((await findFactory(app().database.db, p.userId))!.state.tick).toBe(tick + 1);
  });
});

describe('a suspended factory on the public boards', () => {
  it('leaves the leaderboard, Top Achievers, rarity, medians, the feed, profiles and the hour; lifted, comes back', async () => {
    const isolated = await buildTestApp({});
    try {
      const [honest, other, cheat] = [await player(isolated), await player(isolated), await player(isolated)];
      for (const p of [honest, cheat]) {
        expect((await p.post('/api/factory/build-machine', { type: 'POWER_PLANT' })).status).toBe(200);
        nextMillisecond();
      }
      // A tick seats every factory in the season (its entry is written when a tick settles).
      await adminTick(isolated);
      const db = isolated.database.db;
      // Top of every board, and still under Silver's floor: the season's board it tops is Bronze, the others'.
      await db.execute(sql`UPDATE factories SET net_worth = ${usd(200_000)} WHERE id = ${cheat.factoryId}`);
      const view = async () => {
        const board = (await honest.get('/api/leaderboard/top-factories')).body.data;
        const achievers = (await honest.get('/api/leaderboard/top-achievers')).body.data;
        const stats = (await honest.get('/api/achievements/stats')).body.data;
        const medians = (await honest.get('/api/analytics/player-stats')).body.data;
        return {
          board: board.topFactories.map((e: { factoryId: string }) => e.factoryId),
          totalPlayers: [board.totalPlayers, achievers.totalPlayers, stats.totalPlayers],
          achievers: achievers.players.map((e: { factoryId: string }) => e.factoryId),
          holders: stats.achievements.find((a: { id: string }) => a.id === 'FIRST_MACHINE').holders,
          feed: stats.recent.map((u: { factoryId: string }) => u.factoryId),
          median: medians.median,
          profile: (await honest.get(`/api/factories/${cheat.factoryId}/profile`)).status,
          season: (await honest.get('/api/leaderboard/season')).body.data.top.map(
            (e: { factoryId: string }) => e.factoryId,
          ),
        };
      };
      const before = await view();
      expect(before.board[0]).toBe(cheat.factoryId);
      expect(before).toMatchObject({ totalPlayers: [3, 3, 3], holders: 2, profile: 200 });
      expect(before.feed).toContain(cheat.factoryId);
      expect(before.season[0]).toBe(cheat.factoryId);

      await admin(
        'POST',
        `/api/admin/players/${cheat.factoryId}/suspend`,
        { reason: 'pouring' },
        ADMIN_TOKEN,
        isolated,
      );
      const during = await view();
      expect([...during.board].sort()).toEqual([honest.factoryId, other.factoryId].sort());
      expect(during.achievers).not.toContain(cheat.factoryId);
      expect(during.feed).not.toContain(cheat.factoryId);
      expect([...during.season].sort()).toEqual([honest.factoryId, other.factoryId].sort());
      expect(during).toMatchObject({ totalPlayers: [2, 2, 2], holders: 1, profile: 404 });
      expect(during.median.netWorth).toBeLessThan(before.median.netWorth);
      expect(during.median.achievements).toBe(0.5);
      expect((await honest.post(`/api/factories/${cheat.factoryId}/report-name`, { reason: 'OFFENSIVE' })).status).toBe(
        404,
      );

      // The hour's standings rank the listed factories alone; the suspended one gets no place.
      const closing = 1000 * TIME.TICKS_PER_HOUR;
      const hour = hourOf(closing);
      // Every factory has had the hour-closing tick, each batch leaving its roll-up in the factory's row.
      const ticks = rowsOf<{ id: string; tick: number }>(await db.execute(sql`SELECT id, tick FROM factories`));
      const rollUp = encodedToBytes(mergeEncoded([[closing, TIME.TICKS_PER_HOUR]]));
      await db.execute(sql`UPDATE factories SET tick = ${closing}, closed_hour = ${rollUp}`);
      expect(await recordHourStandings(db, closing, {})).toBe(true);
      const ranks = rowsOf<{ factory_id: string; rank: number | null }>(
        await db.execute(sql`SELECT factory_id, rank FROM factory_hours WHERE hour = ${hour} ORDER BY rank`),
      );
      expect(ranks.find((r) => r.factory_id === cheat.factoryId)?.rank ?? null).toBeNull();
      expect(ranks.filter((r) => r.rank !== null).map((r) => Number(r.rank))).toEqual([1, 2]);
      expect(ranks).toHaveLength(3);
      for (const f of ticks)
        await db.execute(sql`UPDATE factories SET tick = ${f.tick}, closed_hour = NULL WHERE id = ${f.id}`);

      await admin('POST', `/api/admin/players/${cheat.factoryId}/unsuspend`, {}, ADMIN_TOKEN, isolated);
      const after = await view();
      expect(after.achievers).toContain(cheat.factoryId);
      expect(after.season[0]).toBe(cheat.factoryId);
      expect(after).toMatchObject({ totalPlayers: [3, 3, 3], holders: 2, profile: 200 });
      expect(
        (await admin('POST', `/api/admin/players/${cheat.factoryId}/unsuspend`, {}, ADMIN_TOKEN, isolated)).status,
      ).toBe(409);
    } finally {
      await isolated.close();
    }
  });
});
