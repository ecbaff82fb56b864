import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from './raw-rows.js';
import { factoryNameFor } from '../src/factories/repository.js';
import { adminTick, client, signUp, useTestApp } from './helper.js';

const app = useTestApp();

async function factoriesOf(userId: string) {
  return rowsOf<{ id: string; name: string; tick: number }>(
    await app().database.db.execute(sql`SELECT id, name, tick FROM factories WHERE user_id = ${userId}`),
  );
}

async function factoryCount() {
  const [row] = rowsOf<{ n: number }>(await app().database.db.execute(sql`SELECT count(*)::int AS n FROM factories`));
  return Number(row!.n);
}

describe('the factory made with the account', () => {
  it('exists as soon as sign-up answers, at the last tick, and is the one the first request finds', async () => {
    await adminTick(app());
    const { tickNumber } = await adminTick(app());
    const { token, userId } = await signUp(app());
    const made = await factoriesOf(userId);
    expect(made).toEqual([{ id: made[0]!.id, name: factoryNameFor('Player'), tick: tickNumber }]);

    const first = await client(app(), token).post('/api/factory/build-machine', { type: 'POWER_PLANT' });
    expect(first.status).toBe(200);
    expect(first.body.data.id).toBe(made[0]!.id);
    expect(await factoriesOf(userId)).toHaveLength(1);
  });

  it('is worth on the leaderboard what it is worth in its own view, at the market as it is, from sign-up', async () => {
    // A market moved off its base prices: a seller floods coal, and a tick takes the sale.
    const seller = client(app(), (await signUp(app())).token);
    const coal = (await seller.factory()).inventory.find((i: { type: string }) => i.type === 'COAL').quantity;
    expect((await seller.post('/api/market/sell', { resourceType: 'COAL', quantity: coal })).status).toBe(200);
    await adminTick(app());

    const player = client(app(), (await signUp(app())).token);
    const own = (await player.factory()).netWorth;
    const board = (await player.get('/api/leaderboard/top-factories')).body.data;
    expect(board.me.netWorth).toBe(own);
  });

  it('is not made for a sign-up that is refused', async () => {
    const { email } = await signUp(app());
    const before = await factoryCount();
    const again = await app().inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: 'correct-horse', name: 'Twice' },
    });
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
    const short = await app().inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'short@forge.test', password: 'x', name: 'Short' },
    });
    expect(short.statusCode).toBe(400);
    expect(await factoryCount()).toBe(before);
  });

  it('is made on the first requests of an account that has none, once however many come at once', async () => {
    const { token, userId } = await signUp(app());
    // As an account made before factories were made with it, or whose factory failed to be made.
    await app().database.db.execute(sql`DELETE FROM factories WHERE user_id = ${userId}`);
    const player = client(app(), token);
    const answers = await Promise.all([
      player.get('/api/factory/my-factory'),
      player.post('/api/factory/build-machine', { type: 'POWER_PLANT' }),
      player.get('/api/factory/my-factory'),
      player.post('/api/factory/build-machine', { type: 'POWER_PLANT' }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const made = await factoriesOf(userId);
    expect(made).toHaveLength(1);
    expect(new Set(answers.map((a) => a.body.data.id))).toEqual(new Set([made[0]!.id]));
  });
});
