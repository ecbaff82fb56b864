import { ACHIEVEMENTS } from '@forgeworks/engine';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from './raw-rows.js';
import { adminTick, client, nextMillisecond, signUp, starterFactory, useTestApp } from './helper.js';

const app = useTestApp();

const player = async () => {
  const { token, userId } = await signUp(app());
  return { ...client(app(), token), userId };
};

type Achiever = { factoryId: string; factoryName: string; ownerName: string; achievements: number; rank: number };

describe('Top Achievers and achievement stats', () => {
  // First in the file: the four players here are the only ones yet.
  it('ranks by achievements, ties by who reached the count first; rarity is the share of players holding each', async () => {
    // B's factory is the older one, but A reaches one achievement first: A ranks above B.
    const b = await player();
    const a = await player();
    const c = await player();
    const d = await player();
    expect((await a.post('/api/factory/build-machine', { type: 'POWER_PLANT' })).status).toBe(200);
    nextMillisecond();
    expect((await b.post('/api/factory/build-machine', { type: 'POWER_PLANT' })).status).toBe(200);
    nextMillisecond();
    // Two achievements: the first machine and the first iron mine.
    expect((await c.post('/api/factory/build-machine', { type: 'POWER_PLANT' })).status).toBe(200);
    nextMillisecond();
    expect((await c.post('/api/factory/build-machine', { type: 'IRON_MINE' })).status).toBe(200);

    const ids = new Map<string, string>();
    for (const [name, p] of Object.entries({ a, b, c, d })) ids.set((await p.factory()).id, name);
    const board = (await d.get('/api/leaderboard/top-achievers')).body.data;
    expect(board.totalPlayers).toBe(4);
    expect(board.achievementCount).toBe(ACHIEVEMENTS.length);
    expect(board.players.map((p: Achiever) => [ids.get(p.factoryId), p.achievements, p.rank])).toEqual([
      ['c', 2, 1],
      ['a', 1, 2],
      ['b', 1, 3],
      ['d', 0, 4],
    ]);
    expect(board.players[0]).toMatchObject({ ownerName: 'Player', factoryName: (await c.factory()).name });
    expect(board.players[3].reachedAt).toBeNull();
    expect(Date.parse(board.players[1].reachedAt)).toBeLessThan(Date.parse(board.players[2].reachedAt));
    expect(board.me).toEqual(board.players[3]);

    const stats = (await a.get('/api/achievements/stats')).body.data;
    expect(stats.totalPlayers).toBe(4);
    expect(stats.achievements.map((x: { id: string }) => x.id)).toEqual(ACHIEVEMENTS.map((x) => x.id));
    const share = Object.fromEntries(stats.achievements.map((x: { id: string; share: number }) => [x.id, x.share]));
    expect(share).toMatchObject({ FIRST_MACHINE: 0.75, FIRST_IRON_MINE: 0.25, FIRST_SMELTER: 0 });
    expect(stats.achievements.find((x: { id: string }) => x.id === 'FIRST_MACHINE').holders).toBe(3);

    // The feed: newest first.
    expect(
      stats.recent.map((u: { factoryId: string; achievementId: string }) => [ids.get(u.factoryId), u.achievementId]),
    ).toEqual([
      ['c', 'FIRST_IRON_MINE'],
      ['c', 'FIRST_MACHINE'],
      ['b', 'FIRST_MACHINE'],
      ['a', 'FIRST_MACHINE'],
    ]);
    expect(stats.recent[0]).toMatchObject({ factoryName: (await c.factory()).name, achievementName: 'Into the Earth' });
  });

  it('counts achievements the tick reaches as it counts an action’s', async () => {
    const p = await starterFactory(app(), (await signUp(app())).token);
    const id = (await p.factory()).id;
    await adminTick(app());
    const reached = (await p.get('/api/analytics/factory-stats')).body.data.achievements.filter(
      (x: { completed: boolean }) => x.completed,
    );
    const rows = rowsOf<{ achievement: string; reached_at: Date | string }>(
      await app().database.db.execute(
        sql`SELECT achievement, reached_at FROM achievement_unlocks WHERE factory_id = ${id} ORDER BY achievement`,
      ),
    );
    expect(rows.map((r) => r.achievement)).toEqual(reached.map((x: { id: string }) => x.id).sort());
    for (const r of rows)
      expect(new Date(r.reached_at).toISOString()).toBe(
        reached.find((x: { id: string }) => x.id === r.achievement).completedAt,
      );
  });

  it('refuses without a session', async () => {
    for (const url of ['/api/leaderboard/top-achievers', '/api/achievements/stats', '/api/analytics/player-stats']) {
      const res = await app().inject({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false });
    }
  });
});

/** The recommended start with its coal mine upgraded, in the catalog's order of types. */
const EXPECTED_MACHINES = [
  ['IRON_MINE', 1, 2],
  ['SMELTER', 1, 1],
  ['COAL_MINE', 2, 1],
  ['POWER_PLANT', 1, 1],
];

const PROFILE_KEYS = [
  'achievements',
  'contracts',
  'factoryId',
  'formerNames',
  'machines',
  'name',
  'netWorth',
  'netWorthHistory',
  'ownerName',
  'rank',
  'season',
  'totalPlayers',
];

describe('factory profiles', () => {
  it('shows only public facts: the exact keys, the machines by type and level, rank and achievements', async () => {
    const owner = await starterFactory(app(), (await signUp(app())).token);
    const visitor = await player();
    const mine = await owner.factory();
    const machineId = mine.machines.find((m: { type: string }) => m.type === 'COAL_MINE').id;
    expect((await owner.post('/api/factory/upgrade-machine', { machineId })).status).toBe(200);
    const { status, body } = await visitor.get(`/api/factories/${mine.id}/profile`);
    expect(status).toBe(200);
    const profile = body.data;
    expect(Object.keys(profile).sort()).toEqual(PROFILE_KEYS);
    for (const point of profile.netWorthHistory)
      expect(Object.keys(point).sort()).toEqual(['endsAt', 'hour', 'netWorth', 'rank']);
    for (const m of profile.machines) expect(Object.keys(m).sort()).toEqual(['count', 'level', 'name', 'type']);
    for (const a of profile.achievements) expect(Object.keys(a).sort()).toEqual(['id', 'name', 'reachedAt']);
    expect(profile.contracts).toEqual({
      completed: 0,
      defaulted: 0,
      instalmentsKept: 0,
      instalmentsMissed: 0,
      keptShare: null,
    });
    const byType = (m: { type: string; level: number; count: number }) => [m.type, m.level, m.count];
    expect(profile.machines.map(byType)).toEqual(EXPECTED_MACHINES);
    expect(profile).toMatchObject({ factoryId: mine.id, name: mine.name, ownerName: 'Player' });
    expect(JSON.stringify(profile)).not.toMatch(/cash|debt|worker|loan|maintenance/i);

    const board = (await owner.get('/api/leaderboard/top-factories')).body.data;
    expect(profile.rank).toBe(board.me.rank);
    expect(profile.netWorth).toBe(board.me.netWorth);
    expect(profile.totalPlayers).toBe(board.totalPlayers);
    expect(board.me.factoryId).toBe(mine.id);
    const reached = (await owner.get('/api/analytics/factory-stats')).body.data.achievements.filter(
      (x: { completed: boolean }) => x.completed,
    );
    expect(profile.achievements.map((a: { id: string }) => a.id).sort()).toEqual(
      reached.map((x: { id: string }) => x.id).sort(),
    );
    // The owner sees what anyone sees.
    expect((await owner.get(`/api/factories/${mine.id}/profile`)).body.data).toEqual(profile);
  });

  it('answers 404 for an unknown factory and 400 for a malformed id, in the envelope', async () => {
    const visitor = await player();
    const unknown = await visitor.get('/api/factories/00000000-0000-4000-8000-000000000000/profile');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, message: expect.any(String) });
    const malformed = await visitor.get('/api/factories/not-an-id/profile');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ success: false });
    const res = await app().inject({ method: 'GET', url: `/api/factories/${(await visitor.factory()).id}/profile` });
    expect(res.statusCode).toBe(401);
  });
});
