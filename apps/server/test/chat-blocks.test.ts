import { describe, expect, it } from 'vitest';
import { isBlockedBy } from '../src/chat/blocks.js';
import { client, signUp, useTestApp } from './helper.js';

const app = useTestApp();

async function player() {
  const { token } = await signUp(app());
  const me = client(app(), token);
  return { me, factoryId: (await me.factory()).id as string };
}

describe('blocks', () => {
  it('blocks and unblocks another factory, listed by name, once however often', async () => {
    const a = await player();
    const b = await player();
    const blocked = await a.me.put(`/api/blocks/${b.factoryId}`);
    expect(blocked.status).toBe(200);
    expect(blocked.body.data.block).toMatchObject({ factoryId: b.factoryId, name: expect.any(String) });
    expect((await a.me.put(`/api/blocks/${b.factoryId}`)).status).toBe(200);
    const list = (await a.me.get('/api/blocks')).body.data.blocks;
    expect(list.map((x: { factoryId: string }) => x.factoryId)).toEqual([b.factoryId]);
    const db = app().database.db;
    expect(await isBlockedBy(db, { blocker: a.factoryId, sender: b.factoryId })).toBe(true);
    expect(await isBlockedBy(db, { blocker: b.factoryId, sender: a.factoryId })).toBe(false);
    // B sees nothing of it.
    expect((await b.me.get('/api/blocks')).body.data.blocks).toEqual([]);

    expect((await a.me.del(`/api/blocks/${b.factoryId}`)).body.data).toEqual({ removed: true });
    expect((await a.me.del(`/api/blocks/${b.factoryId}`)).body.data).toEqual({ removed: false });
    expect(await isBlockedBy(db, { blocker: a.factoryId, sender: b.factoryId })).toBe(false);
    expect((await a.me.get('/api/blocks')).body.data.blocks).toEqual([]);
  });

  it('refuses its own factory, a missing one and a malformed id, changing nothing', async () => {
    const a = await player();
    const own = await a.me.put(`/api/blocks/${a.factoryId}`);
    expect(own).toMatchObject({ status: 400, body: { success: false, message: 'That is your own factory' } });
    const missing = await a.me.put('/api/blocks/00000000-0000-4000-8000-000000000000');
    expect(missing).toMatchObject({ status: 404, body: { success: false } });
    expect((await a.me.put('/api/blocks/not-an-id')).status).toBe(400);
    expect((await a.me.get('/api/blocks')).body.data.blocks).toEqual([]);
  });

  it('needs a session', async () => {
    const res = await app().inject({ method: 'GET', url: '/api/blocks' });
    expect(res.statusCode).toBe(401);
  });
});
