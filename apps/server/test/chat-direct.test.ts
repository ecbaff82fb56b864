import { CHAT } from '@forgeworks/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper.js';
import { listening, openStream } from './event-stream.js';
import { chatPlay } from './chat-helper.js';

/** Chat between two players: direct messages, blocks, friends, and what a stream hears live. */
const app = useTestApp();

const { player, forgetBursts, post, send, texts, operator } = chatPlay(app);

describe('direct messages', () => {
  it('lists conversations with unread counts, pages one, and a third player reads nothing of it', async () => {
    const a = await player();
    const b = await player();
    const c = await player();
    expect((await send(a, b, 'Need steel?')).status).toBe(200);
    expect((await send(a, b, 'I have 500')).status).toBe(200);
    const list = (await b.me.get('/api/messages')).body.data.conversations;
    expect(list).toEqual([
      expect.objectContaining({
        factoryId: a.factoryId,
        unread: 2,
        last: expect.objectContaining({ text: 'I have 500' }),
      }),
    ]);
    const page = (await b.me.get(`/api/messages/${a.factoryId}`)).body.data;
    expect(texts(page)).toEqual(['I have 500', 'Need steel?']);
    expect(page.factory.factoryId).toBe(a.factoryId);
    expect((await b.me.get('/api/messages')).body.data.conversations[0].unread).toBe(0);
    expect((await send(b, a, 'Yes please')).status).toBe(200);
    expect((await a.me.get('/api/messages')).body.data.conversations[0]).toMatchObject({ unread: 1 });

    // The third player: no conversation listed, the pair's pages hold nothing, its messages cannot be reported.
    expect((await c.me.get('/api/messages')).body.data.conversations).toEqual([]);
    expect(texts((await c.me.get(`/api/messages/${a.factoryId}`)).body.data)).toEqual([]);
    expect(texts((await c.me.get(`/api/messages/${b.factoryId}`)).body.data)).toEqual([]);
    const report = await c.me.post(`/api/chat/messages/${page.messages[0].id}/report`, { reason: 'spam' });
    expect(report.status).toBe(404);
    expect((await send(a, a, 'me')).status).toBe(400);
    expect((await a.me.post('/api/messages/00000000-0000-4000-8000-000000000000', { text: 'hi' })).status).toBe(404);
    await forgetBursts();
  });

  it('lets a new account start only a few conversations a day', async () => {
    const young = await player({ young: true });
    const others = await Promise.all(Array.from({ length: CHAT.YOUNG_NEW_CONVERSATIONS_PER_DAY + 1 }, () => player()));
    for (const [i, other] of others.slice(0, -1).entries())
      expect((await send(young, other, `Hello ${i}`)).status).toBe(200);
    expect(await send(young, others.at(-1)!, 'Hello again')).toMatchObject({ status: 403, body: { success: false } });
    // An open conversation goes on.
    expect((await send(young, others[0]!, 'Still there?')).status).toBe(200);
    await forgetBursts();
  });
});

describe('blocks', () => {
  it("keeps a blocked player's messages from the blocker, in channels and in private, both ways; unblock undoes it", async () => {
    const a = await player();
    const b = await player();
    await a.me.get('/api/chat/channels');
    expect((await send(b, a, 'before the block')).status).toBe(200);
    expect((await a.me.put(`/api/blocks/${b.factoryId}`)).status).toBe(200);
    expect((await post(b, 'trade', 'Blocked words')).status).toBe(200);
    expect(texts((await a.me.get('/api/chat/channels/trade/messages')).body.data)).not.toContain('Blocked words');
    expect((await a.me.get('/api/chat/channels')).body.data.channels[1].unread).toBe(0);
    expect(texts((await b.me.get('/api/chat/channels/trade/messages')).body.data)).toContain('Blocked words');
    expect(await send(b, a, 'let me in')).toMatchObject({
      status: 403,
      body: { message: expect.stringContaining('does not accept') },
    });
    expect(await send(a, b, 'and you?')).toMatchObject({
      status: 403,
      body: { message: expect.stringContaining('unblock') },
    });
    expect((await a.me.put(`/api/friends/${b.factoryId}`)).status).toBe(403);

    expect((await a.me.del(`/api/blocks/${b.factoryId}`)).body.data.removed).toBe(true);
    expect(texts((await a.me.get('/api/chat/channels/trade/messages')).body.data)).toContain('Blocked words');
    expect((await send(b, a, 'thanks')).status).toBe(200);
    await forgetBursts();
  });
});

describe('friends', () => {
  it('shows when a friend was last online only once the friendship is mutual, and a block ends it', async () => {
    const a = await player();
    const b = await player();
    await b.me.get('/api/messages'); // b is online now
    const added = (await a.me.put(`/api/friends/${b.factoryId}`)).body.data.friend;
    expect(added).toEqual({ factoryId: b.factoryId, name: expect.any(String), mutual: false, lastOnlineAt: null });
    expect((await b.me.get('/api/friends')).body.data.friends).toEqual([]);
    await b.me.put(`/api/friends/${a.factoryId}`);
    const [friend] = (await a.me.get('/api/friends')).body.data.friends;
    expect(friend).toMatchObject({ factoryId: b.factoryId, mutual: true, lastOnlineAt: expect.any(String) });
    expect(Date.now() - Date.parse(friend.lastOnlineAt)).toBeLessThan(60_000);
    expect((await a.me.put(`/api/friends/${a.factoryId}`)).status).toBe(400);

    await b.me.put(`/api/blocks/${a.factoryId}`);
    expect((await a.me.get('/api/friends')).body.data.friends).toEqual([]);
    expect((await b.me.get('/api/friends')).body.data.friends).toEqual([]);
    expect((await a.me.del(`/api/friends/${b.factoryId}`)).body.data.removed).toBe(false);
  });
});

describe('live', () => {
  it('sends a message once to every reader of its channel, never to a blocker, and a deletion to every page', async () => {
    const base = await listening(app());
    const a = await player();
    const b = await player();
    const c = await player();
    await c.me.put(`/api/blocks/${a.factoryId}`);
    const streams = await Promise.all([a, b, c].map((p) => openStream(base, p.token)));
    const chatOf = async (stream: (typeof streams)[number]) => {
      for (;;) {
        const frame = await stream.next();
        if (!frame || frame.event.startsWith('chat')) return frame;
      }
    };
    const { id } = (await post(a, 'BRONZE', 'Live in bronze')).body.data.message;
    expect((await post(b, 'trade', 'From b')).status).toBe(200);
    const [toA, toB] = await Promise.all([chatOf(streams[0]!), chatOf(streams[1]!)]);
    expect(toA).toMatchObject({
      id: undefined,
      event: 'chat',
      data: { channel: 'BRONZE', message: { id, mine: true } },
    });
    expect(toB).toMatchObject({
      event: 'chat',
      data: { channel: 'BRONZE', message: { id, mine: false, text: 'Live in bronze' } },
    });
    // c blocked a: the first chat c hears is b's.
    expect(await chatOf(streams[2]!)).toMatchObject({ data: { channel: 'trade', message: { text: 'From b' } } });
    for (const stream of streams.slice(0, 2))
      expect(await chatOf(stream)).toMatchObject({ data: { message: { text: 'From b' } } });

    const dm = (await send(b, a, 'Private')).body.data.message;
    expect(await chatOf(streams[0]!)).toMatchObject({
      data: { channel: 'direct', with: b.factoryId, message: { id: dm.id } },
    });
    expect(await chatOf(streams[1]!)).toMatchObject({
      data: { channel: 'direct', with: a.factoryId, message: { mine: true } },
    });

    await operator('DELETE', `/api/admin/chat/messages/${id}`);
    for (const stream of streams) expect(await chatOf(stream)).toMatchObject({ event: 'chat-deleted', data: { id } });
    for (const stream of streams) stream.close();
    await forgetBursts();
  });
});
