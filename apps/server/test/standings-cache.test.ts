import { THRESHOLDS } from '@forgeworks/engine';
import { describe, expect, it } from 'vitest';
import type { RankedAchiever, RankingHead } from '../src/leaderboard/achievers.js';
import { placeAmong } from '../src/leaderboard/achievers.js';
import { standingsCache } from '../src/leaderboard/cached.js';
import { adminTick, client, nextMillisecond, signUp, useTestApp } from './helper.js';

const app = useTestApp();

const player = async () => {
  const { token, userId } = await signUp(app());
  const p = client(app(), token);
  return { ...p, userId, factoryId: (await p.factory()).id as string };
};

type Entry = { factoryId: string; factoryName: string; achievements: number; rank: number };
const brief = (e: Entry) => [e.factoryId, e.achievements, e.rank];
const holdersOf = (stats: { achievements: { id: string; holders: number }[] }, id: string) =>
  stats.achievements.find((a) => a.id === id)!.holders;

describe('the standings between ticks', () => {
  // First in the file: the two players here are the only ones.
  it('rank the others as the last tick left them, the player as they are now; the feed is live', async () => {
    const a = await player();
    const b = await player();
    // B looks first: the ranking, the holders and the medians are loaded for this tick.
    const first = (await b.get('/api/leaderboard/top-achievers')).body.data;
    expect(first.players.map(brief)).toEqual([
      [a.factoryId, 0, 1],
      [b.factoryId, 0, 2],
    ]);
    expect(holdersOf((await b.get('/api/achievements/stats')).body.data, 'FIRST_MACHINE')).toBe(0);
    expect((await b.get('/api/analytics/player-stats')).body.data.median.achievements).toBe(0);

    // Both reach their first machine between ticks, B first.
    expect((await b.post('/api/factory/build-machine', { type: 'POWER_PLANT' })).status).toBe(200);
    nextMillisecond();
    expect((await a.post('/api/factory/build-machine', { type: 'POWER_PLANT' })).status).toBe(200);

    // Each sees their own unlock at once, ranked among the other as the tick left them.
    const seenByA = (await a.get('/api/leaderboard/top-achievers')).body.data;
    expect(seenByA.players.map(brief)).toEqual([
      [a.factoryId, 1, 1],
      [b.factoryId, 0, 2],
    ]);
    expect(seenByA.me).toEqual(seenByA.players[0]);
    const seenByB = (await b.get('/api/leaderboard/top-achievers')).body.data;
    expect(seenByB.players.map(brief)).toEqual([
      [b.factoryId, 1, 1],
      [a.factoryId, 0, 2],
    ]);
    expect(seenByB.me).toEqual(seenByB.players[0]);

    // The feed has both at once; the holders and the median wait for the tick.
    const stats = (await a.get('/api/achievements/stats')).body.data;
    expect(
      stats.recent.map((u: { factoryId: string; achievementId: string }) => [u.factoryId, u.achievementId]),
    ).toEqual([
      [a.factoryId, 'FIRST_MACHINE'],
      [b.factoryId, 'FIRST_MACHINE'],
    ]);
    expect(holdersOf(stats, 'FIRST_MACHINE')).toBe(0);
    expect((await a.get('/api/analytics/player-stats')).body.data.median.achievements).toBe(0);

    await adminTick(app());

    // The tick settled: everyone sees the same ranking, B first (it reached its count first).
    const after = (await a.get('/api/leaderboard/top-achievers')).body.data;
    expect(after.players.map((e: Entry) => e.factoryId)).toEqual([b.factoryId, a.factoryId]);
    expect(after.players.map((e: Entry) => e.rank)).toEqual([1, 2]);
    expect((await b.get('/api/leaderboard/top-achievers')).body.data.players).toEqual(after.players);
    // A lone power plant reaches nothing more at the tick.
    expect(after.players.map((e: Entry) => e.achievements)).toEqual([1, 1]);
    expect(holdersOf((await b.get('/api/achievements/stats')).body.data, 'FIRST_MACHINE')).toBe(2);
    expect((await b.get('/api/analytics/player-stats')).body.data.median.achievements).toBe(1);
  });

  it('name the top as it is named now, and drop a deleted factory from it at once', async () => {
    const [a, b, c] = [await player(), await player(), await player()];
    // The three are in the ranking from this tick on.
    await adminTick(app());
    const ids = (board: { players: Entry[] }) => board.players.map((e) => e.factoryId);
    const before = (await c.get('/api/leaderboard/top-achievers')).body.data;
    expect(ids(before)).toEqual(expect.arrayContaining([a.factoryId, b.factoryId, c.factoryId]));

    expect((await a.post('/api/account/factory-name', { name: 'Renamed Works' })).status).toBe(200);
    const name = (await b.factory()).name;
    expect((await b.post('/api/account/delete', { password: 'correct-horse', confirmFactoryName: name })).status).toBe(
      200,
    );

    const after = (await c.get('/api/leaderboard/top-achievers')).body.data;
    expect(ids(after)).toEqual(ids(before).filter((id: string) => id !== b.factoryId));
    expect(after.players.map((e: Entry) => e.rank)).toEqual(after.players.map((_: Entry, i: number) => i + 1));
    expect(after.players.find((e: Entry) => e.factoryId === a.factoryId).factoryName).toBe('Renamed Works');
  });
});

describe('a rename between ticks', () => {
  it('names the factory anew on the loaded boards, without loading them again', async () => {
    const [a, b] = [await player(), await player()];
    await adminTick(app());
    const seasonTop = async () =>
      (await b.get('/api/leaderboard/season')).body.data.top.map((e: { factoryName: string }) => e.factoryName);
    expect(await seasonTop()).toContain((await a.factory()).name);

    // The cache over a database that counts its reads: the rename reads nothing.
    let reads = 0;
    const { db } = app().database;
    const counting = new Proxy(db, {
      get(target, property) {
        const value: unknown = Reflect.get(target, property, target);
        if (property !== 'execute' || typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          reads += 1;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
    const standings = standingsCache(counting, { prices: app().market.prices, version: async () => 1 });
    await standings.leaderboard();
    const loaded = reads;
    await standings.renamed(a.userId, 'Quiet Rename Works');
    const ranking = await standings.leaderboard();
    expect(reads).toBe(loaded);
    expect(ranking.tops.all.find((e) => e.userId === a.userId)?.name).toBe('Quiet Rename Works');

    // Through the API: the leaderboard and the season's board name it at once.
    expect((await a.post('/api/account/factory-name', { name: 'Renamed Again Works' })).status).toBe(200);
    const top = (await b.get('/api/leaderboard/top-factories')).body.data.topFactories;
    expect(top.find((e: { factoryId: string }) => e.factoryId === a.factoryId).factoryName).toBe('Renamed Again Works');
    expect(await seasonTop()).toContain('Renamed Again Works');
  });
});

/** An achiever of `n` achievements, the latest at `reachedUs`, made at `createdUs`. */
function achiever(id: string, n: number, reachedUs: number | null, createdUs = 0): RankedAchiever {
  return {
    userId: `u-${id}`,
    factoryId: id,
    factoryName: id,
    ownerName: id,
    achievements: n,
    reachedAt: reachedUs === null ? null : new Date(reachedUs / 1000),
    rank: 0,
    reachedUs,
    createdUs,
  };
}

/** A head that names every factory of `ranking` but those `gone`, by their place. */
function headOf(ranking: readonly RankedAchiever[], gone: string[] = []): RankingHead {
  return {
    names: new Map(
      ranking
        .filter((r) => !gone.includes(r.factoryId))
        .map((r) => [r.factoryId, { factoryName: r.factoryName, ownerName: r.ownerName }]),
    ),
    gone: new Map(gone.map((id) => [id, ranking.findIndex((r) => r.factoryId === id)])),
  };
}

const placeIn = (ranking: readonly RankedAchiever[], mine: RankedAchiever | null, userId: string) =>
  placeAmong(ranking, mine, userId, headOf(ranking));

describe('placeAmong', () => {
  const ranking = [
    achiever('a', 5, 100),
    achiever('b', 3, 50),
    achiever('c', 3, 70, 1),
    achiever('d', 3, 70, 2),
    achiever('e', 0, null, 0),
  ];
  const order = (r: { top: { factoryId: string; rank: number }[] }) => r.top.map((e) => `${e.rank}${e.factoryId}`);

  it('puts the player where the ranking’s order does: count, then who reached it first, then age, then id', () => {
    expect(order(placeIn(ranking, achiever('m', 4, 999), 'u-m'))).toEqual(['1a', '2m', '3b', '4c', '5d', '6e']);
    expect(order(placeIn(ranking, achiever('m', 3, 60), 'u-m'))).toEqual(['1a', '2b', '3m', '4c', '5d', '6e']);
    expect(order(placeIn(ranking, achiever('m', 3, 70, 1), 'u-m'))).toEqual(['1a', '2b', '3c', '4m', '5d', '6e']);
    expect(order(placeIn(ranking, achiever('cc', 3, 70, 1), 'u-cc'))).toEqual(['1a', '2b', '3c', '4cc', '5d', '6e']);
    // No achievement: after every one with a time, then by age.
    expect(order(placeIn(ranking, achiever('m', 0, null, -1), 'u-m'))).toEqual(['1a', '2b', '3c', '4d', '5m', '6e']);
    expect(placeIn(ranking, achiever('m', 9, 1), 'u-m').me).toMatchObject({ factoryId: 'm', rank: 1 });
  });

  it('replaces the player’s own entry of the ranking with the one given', () => {
    const moved = placeIn(ranking, achiever('d', 6, 500, 2), 'u-d');
    expect(order(moved)).toEqual(['1d', '2a', '3b', '4c', '5e']);
    expect(moved.me).toMatchObject({ factoryId: 'd', achievements: 6, rank: 1 });
    expect(moved.me).not.toHaveProperty('reachedUs');
    // A player without a factory: the others alone.
    expect(placeIn(ranking, null, 'u-d')).toMatchObject({ me: null });
    expect(order(placeIn(ranking, null, 'u-d'))).toEqual(['1a', '2b', '3c', '4e']);
  });

  it('leaves out of the top and of the count above the player a factory deleted since the ranking', () => {
    const board = placeAmong(ranking, achiever('m', 3, 60), 'u-m', headOf(ranking, ['a']));
    expect(order(board)).toEqual(['1b', '2m', '3c', '4d', '5e']);
    expect(board.me).toMatchObject({ factoryId: 'm', rank: 2 });
  });

  it('shows the top of the board only, wherever the player is', () => {
    const many = Array.from({ length: THRESHOLDS.LEADERBOARD_SIZE + 5 }, (_, i) => achiever(`f${i}`, 100 - i, i));
    const last = placeIn(many, achiever('m', 0, null), 'u-m');
    expect(last.top).toHaveLength(THRESHOLDS.LEADERBOARD_SIZE);
    expect(last.me!.rank).toBe(many.length + 1);
    const first = placeIn(many, achiever('m', 1000, 0), 'u-m');
    expect(first.top).toHaveLength(THRESHOLDS.LEADERBOARD_SIZE);
    expect(first.top[0]).toMatchObject({ factoryId: 'm', rank: 1 });
    expect(first.top.at(-1)).toMatchObject({ factoryId: `f${THRESHOLDS.LEADERBOARD_SIZE - 2}` });
  });
});
