import { SEASON } from '@forgeworks/engine';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, adminTick, bearer, client, signUp, useTestApp } from './helper.js';

const app = useTestApp();

type Player = ReturnType<typeof client> & { id: string };
/** Every player the file made, to act as the one a test finds on a board. */
const everyone: Player[] = [];
const player = async () => {
  const { token } = await signUp(app());
  const c = client(app(), token);
  const made = { ...c, id: (await c.factory()).id as string };
  everyone.push(made);
  return made;
};

type Entry = { factoryId: string; rank: number; gain: number; netWorth: number; startNetWorth: number; league: string };
const season = async (p: Awaited<ReturnType<typeof player>>, query = '') => {
  const res = await p.get(`/api/leaderboard/season${query}`);
  expect(res.status).toBe(200);
  return res.body.data;
};

/** Moves the whole game to just before tick `tick`, as if every tick before it had run. */
async function jumpTo(tick: number) {
  const db = app().database.db;
  await db.execute(sql`INSERT INTO tick_runs (tick, finished_at) VALUES (${tick - 1}, now())`);
  await db.execute(sql`UPDATE market SET tick = ${tick - 1}`);
  await db.execute(sql`UPDATE factories SET tick = ${tick - 1}`);
}

describe('seasons', () => {
  // In order: the season rolls over in the last test.
  let a: Awaited<ReturnType<typeof player>>;
  let b: Awaited<ReturnType<typeof player>>;

  it('enters every factory at its first tick and ranks its league by net worth gained, ties to the older', async () => {
    a = await player();
    b = await player();
    const before = await season(a);
    expect(before).toMatchObject({ season: 1, firstTick: 1, lastTick: SEASON.LENGTH_TICKS, me: null, top: [] });

    await adminTick(app());
    const board = await season(b);
    expect(board.league).toBe('BRONZE');
    expect(board.top.map((e: Entry) => [e.factoryId, e.rank, e.gain])).toEqual([
      [a.id, 1, 0],
      [b.id, 2, 0],
    ]);
    expect(board.me).toMatchObject({
      factoryId: b.id,
      rank: 2,
      leaguePlayers: 2,
      toPassNext: 0.01,
      toEnterTop: null,
      nextSeasonLeague: 'BRONZE',
      promotion: { league: 'SILVER', netWorth: SEASON.LEAGUE_FLOORS.SILVER / 100 },
    });
    expect(board.me.startNetWorth).toBe(board.me.netWorth);
    expect(board.leagues.map((l: { league: string; players: number }) => [l.league, l.players])).toEqual([
      ['BRONZE', 2],
      ['SILVER', 0],
      ['GOLD', 0],
    ]);
  });

  it('moves a factory down for the worth it loses, and says what passing the one above takes', async () => {
    // A plant with nothing to power burns coal and wears for nothing: a loses worth.
    expect((await a.post('/api/factory/build-machine', { type: 'POWER_PLANT' })).status).toBe(200);
    await adminTick(app());
    const board = await season(a);
    const [first, second] = board.top as Entry[];
    expect([first!.factoryId, second!.factoryId]).toEqual([b.id, a.id]);
    expect(second!.gain).toBeLessThan(0);
    expect(second!.gain).toBeCloseTo(second!.netWorth - second!.startNetWorth, 2);
    expect(board.me.toPassNext).toBeCloseTo(first!.gain - second!.gain + 0.01, 2);
  });

  it('lists another league on request and refuses one it does not know, changing nothing', async () => {
    const silver = await season(a, '?league=SILVER');
    expect(silver).toMatchObject({ league: 'SILVER', top: [] });
    expect(silver.me).toMatchObject({ factoryId: a.id, league: 'BRONZE' });
    const bad = await a.get('/api/leaderboard/season?league=PLATINUM');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false });
    expect(bad.body.message).toContain('league must be one of BRONZE, SILVER, GOLD');
    const anonymous = await app().inject({ method: 'GET', url: '/api/leaderboard/season' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('joins a factory founded during the season at its first tick, with the worth it starts with', async () => {
    const c = await player();
    expect((await season(c)).me).toBeNull();
    await adminTick(app());
    const board = await season(c);
    // Entered at the tick's close with its worth then: nothing gained yet, placed among the others by that.
    expect(board.me).toMatchObject({ factoryId: c.id, league: 'BRONZE', gain: 0, leaguePlayers: 3 });
    expect(board.me.startNetWorth).toBe(board.me.netWorth);
    expect(board.top[board.me.rank - 1].factoryId).toBe(c.id);
    const gains = (board.top as Entry[]).map((e) => e.gain);
    expect(gains).toEqual([...gains].sort((x, y) => y - x));
  });

  it('moves a factory up to the league its net worth reaches during the season, its gain counted from its start', async () => {
    const d = await player();
    await adminTick(app());
    const start = (await season(d)).me as Entry;
    expect(start.league).toBe('BRONZE');
    // As if it had grown: $300,000 more, valued by the next tick.
    await app().database.db.execute(sql`UPDATE factories SET cash = cash + ${300_000 * 100} WHERE id = ${d.id}`);
    await adminTick(app());
    const board = await season(d);
    expect(board.league).toBe('SILVER');
    expect(board.me).toMatchObject({
      factoryId: d.id,
      league: 'SILVER',
      rank: 1,
      leaguePlayers: 1,
      startNetWorth: start.startNetWorth,
      nextSeasonLeague: 'SILVER',
      promotion: { league: 'GOLD', netWorth: SEASON.LEAGUE_FLOORS.GOLD / 100 },
    });
    expect(board.me.gain).toBeGreaterThan(SEASON.LEAGUE_FLOORS.SILVER / 100 - start.startNetWorth);
    expect(board.top.map((e: Entry) => e.factoryId)).toEqual([d.id]);
    const bronze = await season(d, '?league=BRONZE');
    expect((bronze.top as Entry[]).map((e) => e.factoryId)).not.toContain(d.id);
    expect(bronze.leagues.map((l: { league: string; players: number }) => [l.league, l.players])).toEqual([
      ['BRONZE', bronze.top.length],
      ['SILVER', 1],
      ['GOLD', 0],
    ]);
  });

  it('carries the factory’s place this season, as the season’s board has it, once it has had a tick', async () => {
    const owner = await player();
    const visitor = await player();
    const id = owner.id;
    expect((await visitor.get(`/api/factories/${id}/profile`)).body.data.season).toBeNull();
    await adminTick(app());
    const profile = (await visitor.get(`/api/factories/${id}/profile`)).body.data;
    const board = (await owner.get('/api/leaderboard/season')).body.data;
    expect(Object.keys(profile.season).sort()).toEqual(['gain', 'league', 'leaguePlayers', 'rank', 'season']);
    expect(profile.season).toEqual({
      season: board.season,
      league: board.me.league,
      rank: board.me.rank,
      leaguePlayers: board.me.leaguePlayers,
      gain: board.me.gain,
    });
  });

  it('closes a season into the hall of fame and opens the next with every factory’s worth as it closed', async () => {
    const closing = (await season(a)).top as Entry[];
    await jumpTo(SEASON.LENGTH_TICKS);
    await adminTick(app());

    const fame = (await a.get('/api/leaderboard/hall-of-fame')).body.data;
    expect(fame.seasons).toHaveLength(1);
    expect(fame.seasons[0].season).toBe(1);
    const bronze = fame.seasons[0].leagues.find((l: { league: string }) => l.league === 'BRONZE');
    expect(bronze.places.map((p: { place: number; factoryId: string }) => [p.place, p.factoryId])).toEqual(
      closing.slice(0, SEASON.HALL_OF_FAME_PLACES).map((e) => [e.rank, e.factoryId]),
    );
    const wonUnder = bronze.places[0].factoryName as string;
    expect(wonUnder).toMatch(/^Player's Factory( \d+)?$/);

    // The hall keeps the name a place was won under through the player's rename; the operator's
    // rename of a name it removes replaces it there too.
    const first = bronze.places[0].factoryId as string;
    const owner = everyone.find((p) => p.id === first)!;
    const fameName = async () =>
      (await a.get('/api/leaderboard/hall-of-fame')).body.data.seasons[0].leagues
        .find((l: { league: string }) => l.league === 'BRONZE')
        .places.find((p: { factoryId: string }) => p.factoryId === first).factoryName;
    expect((await owner.post('/api/account/factory-name', { name: 'Later Works' })).status).toBe(200);
    expect(await fameName()).toBe(wonUnder);
    const renamed = await app().inject({
      method: 'POST',
      url: `/api/admin/players/${first}/rename`,
      headers: bearer(ADMIN_TOKEN),
      payload: { name: 'Tidy Works' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await fameName()).toBe('Tidy Works');

    const next = await season(a);
    expect(next).toMatchObject({ season: 2, firstTick: SEASON.LENGTH_TICKS + 1, ticksLeft: SEASON.LENGTH_TICKS });
    expect(next.top).toHaveLength(closing.length);
    for (const e of next.top as Entry[]) {
      expect(e.gain).toBe(0);
      expect(e.startNetWorth).toBe(e.netWorth);
    }
  });
});
