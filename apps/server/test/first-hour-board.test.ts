import { WELCOME_SETUP } from '@forgeworks/engine';
import { describe, expect, it } from 'vitest';
import { adminTick, client, signUp, useTestApp } from './helper.js';

const app = useTestApp();

type Player = ReturnType<typeof client> & { id: string };
const player = async (): Promise<Player> => {
  const c = client(app(), (await signUp(app())).token);
  return { ...c, id: (await c.factory()).id as string };
};
const ok = async (res: Promise<{ status: number; body: { message?: string } }>) => {
  const { status, body } = await res;
  expect(status, body.message).toBe(200);
};

/** Each player's place on the season board (its league's) and on the lifetime one, best first. */
async function boards(viewer: Player, players: Record<string, Player>) {
  const season = (await viewer.get('/api/leaderboard/season')).body.data as { top: { factoryId: string }[] };
  const lifetime = (await viewer.get('/api/leaderboard/top-factories')).body.data as {
    topFactories: { factoryId: string }[];
  };
  const named = (ids: string[]) =>
    ids.map((id) => Object.entries(players).find(([, p]) => p.id === id)?.[0]).filter(Boolean);
  return {
    season: named(season.top.map((e) => e.factoryId)),
    lifetime: named(lifetime.topFactories.map((e) => e.factoryId)),
  };
}

/**
 * Issue 39: building the welcome setup and hiring its crew used to cost a newcomer $8,600 of net
 * worth at once (machines counted at 80% of their price, the crew at nothing), so for the first
 * eight game hours the board ranked the guide's follower below a newcomer who did nothing.
 */
describe('the board in a newcomer’s first game hours', () => {
  it('ranks the guide’s follower above the idle newcomer, and building to scrap or to leave idle below both', async () => {
    const follower = await player();
    const idle = await player();
    const scrapper = await player();
    const idler = await player();
    const players = { follower, idle, scrapper, idler };
    await adminTick(app());

    // What the guide asks, in its order: the welcome setup, then every crew in one click.
    for (const type of WELCOME_SETUP) await ok(follower.post('/api/factory/build-machine', { type }));
    await ok(follower.post('/api/workers/hire-missing'));

    // The same machines built and scrapped at once, crew and all.
    for (const type of WELCOME_SETUP) await ok(scrapper.post('/api/factory/build-machine', { type }));
    await ok(scrapper.post('/api/workers/hire-missing'));
    for (const machine of (await scrapper.factory()).machines as { id: string }[])
      await ok(scrapper.post('/api/factory/scrap-machine', { machineId: machine.id }));

    // Machines that never make anything: a plant and a smelter with no ore to smelt, no crews.
    for (const type of ['POWER_PLANT', 'SMELTER']) await ok(idler.post('/api/factory/build-machine', { type }));

    for (let hour = 1; hour <= 8; hour++) {
      for (let tick = 0; tick < 12; tick++) await adminTick(app());
      const { season, lifetime } = await boards(idle, players);
      expect(season, `the season board after ${hour} game hours`).toEqual(['follower', 'idle', 'idler', 'scrapper']);
      expect(lifetime, `the lifetime board after ${hour} game hours`).toEqual([
        'follower',
        'idle',
        'idler',
        'scrapper',
      ]);
    }
  }, 120_000);
});
