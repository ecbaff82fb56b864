import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, PAIR_PASSWORD, useServerPair } from './pair.js';
import type { ServerProcess } from './server-process.js';

/**
 * Two server processes on one PostgreSQL, each keeping factories, sessions and the leaderboard in
 * memory (db/peers.ts): whatever is written through one, once answered, is what the other serves
 * next, as behind a load balancer that sends a player's requests to either.
 */
const pair = useServerPair('caches', { afterFirstTick: true });
let a: ServerProcess;
let b: ServerProcess;
beforeAll(() => {
  ({ a, b } = pair());
});

const signUp = async () => (await pair().signUp(a, 'cached')).token;

interface Factory {
  id: string;
  name: string;
  tick: number;
  cash: number;
  machines: { id: string }[];
  inventory: { type: string; quantity: number }[];
}
const factoryOn = async (server: ServerProcess, token: string) =>
  (await call(server, 'GET', '/api/factory/my-factory', token)).body.data as unknown as Factory;

describe('two processes keeping what they read', () => {
  it('keep it indeed: a row changed behind their backs is not seen', async () => {
    const token = await signUp();
    // Read twice: a first read that finds the factory not yet made makes it, and keeps nothing.
    await factoryOn(b, token);
    const before = await factoryOn(b, token);
    const db = new pg.Client({ connectionString: pair().postgres.url });
    await db.connect();
    try {
      await db.query('UPDATE factories SET name = $1 WHERE id = $2', ['Changed Unseen', before.id]);
    } finally {
      await db.end();
    }
    // Neither process was told: B answers from memory. (Every write of the game tells them; this one is not the game's.)
    expect((await factoryOn(b, token)).name).toBe(before.name);
  });

  it("serve a player's action on one to the player's next read on the other, every time", async () => {
    const token = await signUp();
    for (let round = 0; round < 10; round++) {
      const [writer, reader] = round % 2 === 0 ? [a, b] : [b, a];
      const seen = await factoryOn(reader, token);
      const sold = await call(writer, 'POST', '/api/market/sell', token, { resourceType: 'COAL', quantity: 1 });
      expect(sold.status).toBe(200);
      const after = await factoryOn(reader, token);
      const coal = (f: Factory) => f.inventory.find((i) => i.type === 'COAL')!.quantity;
      expect({ round, coal: coal(after) }).toEqual({ round, coal: coal(seen) - 1 });
    }
  });

  it("serve an exchange fill made on one to the seller's next read on the other", async () => {
    const seller = await signUp();
    const buyer = await signUp();
    expect(
      // Within fair play's band around coal's price (docs/game-rules.md, "Fair play").
      (await call(a, 'POST', '/api/market/offers', seller, { resourceType: 'COAL', quantity: 10, unitPrice: 9.5 }))
        .status,
    ).toBe(200);
    const before = await factoryOn(b, seller);
    const bought = await call(a, 'POST', '/api/market/exchange/buy', buyer, {
      resourceType: 'COAL',
      quantity: 10,
      maxUnitPrice: 9.5,
    });
    expect(bought.status).toBe(200);
    expect((await factoryOn(b, seller)).cash).toBeGreaterThan(before.cash + 90);
  });

  it('serve a tick run by one to the next read on the other', async () => {
    const token = await signUp();
    const before = await factoryOn(b, token);
    const tick = await call(a, 'POST', '/api/admin/tick', pair().adminToken);
    expect(tick.status).toBe(200);
    expect((await factoryOn(b, token)).tick).toBe(before.tick + 1);
  });

  it("show an unlock made on one in the other's feed and in the player's own Top Achievers entry at once", async () => {
    const token = await signUp();
    const { id } = await factoryOn(b, token);
    // B has loaded both: the feed, and the player's own entry with none.
    await call(b, 'GET', '/api/achievements/stats', token);
    const before = (await call(b, 'GET', '/api/leaderboard/top-achievers', token)).body.data;
    expect(before.me).toMatchObject({ achievements: 0 });
    expect((await call(a, 'POST', '/api/factory/build-machine', token, { type: 'POWER_PLANT' })).status).toBe(200);
    const feed = (await call(b, 'GET', '/api/achievements/stats', token)).body.data.recent as {
      factoryId: string;
      achievementId: string;
    }[];
    expect(feed).toContainEqual(expect.objectContaining({ factoryId: id, achievementId: 'FIRST_MACHINE' }));
    const after = (await call(b, 'GET', '/api/leaderboard/top-achievers', token)).body.data;
    expect(after.me).toMatchObject({ achievements: 1 });
  });

  it("show a rename made on one on the other's leaderboard at once, and a deleted factory leaves it", async () => {
    const token = await signUp();
    const other = await signUp();
    const board = async () =>
      (await call(b, 'GET', '/api/leaderboard/top-factories', other)).body.data as {
        topFactories: { factoryName: string }[];
        totalPlayers: number;
      };
    // Ranked by a tick, then loaded on B.
    await call(a, 'POST', '/api/admin/tick', pair().adminToken);
    const names = (await board()).topFactories.map((f) => f.factoryName);
    const mine = (await factoryOn(b, token)).name;
    expect(names).toContain(mine);
    expect((await call(a, 'POST', '/api/account/factory-name', token, { name: 'Renamed Works' })).status).toBe(200);
    expect((await board()).topFactories.map((f) => f.factoryName)).toContain('Renamed Works');
    expect((await factoryOn(b, token)).name).toBe('Renamed Works');
    const deleted = await call(a, 'POST', '/api/account/delete', token, {
      password: PAIR_PASSWORD,
      confirmFactoryName: 'Renamed Works',
    });
    expect(deleted.status).toBe(200);
    expect((await board()).topFactories.map((f) => f.factoryName)).not.toContain('Renamed Works');
  });
});

describe('one of two processes frozen (SIGSTOP, then SIGCONT)', () => {
  it("costs the other's writes nothing, and serves every one of them once it wakes", async () => {
    const token = await signUp();
    const coal = (f: Factory) => f.inventory.find((i) => i.type === 'COAL')!.quantity;
    // B keeps the factory in memory.
    await factoryOn(b, token);
    const before = await factoryOn(b, token);
    const channel = new pg.Client({ connectionString: pair().postgres.url });
    await channel.connect();
    const heard: string[] = [];
    channel.on('notification', (n) => heard.push(n.payload ?? ''));
    await channel.query('LISTEN forgeworks_caches');
    b.freeze();
    let asked: Promise<Factory> | null = null;
    try {
      for (let i = 0; i < 5; i++)
        expect((await call(a, 'POST', '/api/market/sell', token, { resourceType: 'COAL', quantity: 1 })).status).toBe(
          200,
        );
      expect((await call(a, 'POST', '/api/admin/tick', pair().adminToken)).status).toBe(200);
      expect(coal(await factoryOn(a, token))).toBe(coal(before) - 5);
      // Asked while B is frozen: the request waits in B's socket beside the notices B has not read.
      asked = factoryOn(b, token);
      await channel.query('SELECT 1');
    } finally {
      b.thaw();
      await channel.end();
    }
    // The writes asked nothing of the frozen process: the channel carried only what they changed.
    expect(heard.length).toBeGreaterThan(0);
    for (const notice of heard) expect(notice).toMatch(/^(factory \S+|factories|tick|sessions)$/);
    const woke = await asked;
    expect({ coal: coal(woke), tick: woke.tick }).toEqual({ coal: coal(before) - 5, tick: before.tick + 1 });
    // And it is one of the pair again: a write on it is served by A at once, and the other way round.
    expect((await call(b, 'POST', '/api/market/sell', token, { resourceType: 'COAL', quantity: 1 })).status).toBe(200);
    expect(coal(await factoryOn(a, token))).toBe(coal(before) - 6);
    expect((await call(a, 'POST', '/api/market/sell', token, { resourceType: 'COAL', quantity: 1 })).status).toBe(200);
    expect(coal(await factoryOn(b, token))).toBe(coal(before) - 7);
  });
});
