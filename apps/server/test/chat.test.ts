import { CHAT } from '@forgeworks/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, buildTestApp, useTestApp } from './helper.js';
import { chatPlay } from './chat-helper.js';

const app = useTestApp();

const { player, forgetBursts, post, send, texts } = chatPlay(app);

describe('channels', () => {
  it("lists the player's league and Trade; posts, reads newest first and pages back", async () => {
    const a = await player();
    const b = await player();
    const channels = (await a.me.get('/api/chat/channels')).body.data;
    expect(channels.channels).toEqual([
      { id: 'BRONZE', name: 'Bronze league', unread: 0 },
      { id: 'trade', name: 'Trade', unread: 0 },
    ]);
    expect(channels.mute).toBeNull();
    await b.me.get('/api/chat/channels');
    for (let i = 1; i <= 5; i++) expect((await post(a, 'trade', `Selling steel, lot ${i}`)).status).toBe(200);
    const posted = (await post(b, 'BRONZE', 'Hello bronze')).body.data.message;
    expect(posted).toMatchObject({ text: 'Hello bronze', mine: true, sender: { factoryId: b.factoryId } });

    const unread = (await b.me.get('/api/chat/channels')).body.data.channels;
    expect(unread.find((c: { id: string }) => c.id === 'trade').unread).toBe(5);
    const first = (await b.me.get('/api/chat/channels/trade/messages?limit=3')).body.data;
    expect(texts(first)).toEqual(['Selling steel, lot 5', 'Selling steel, lot 4', 'Selling steel, lot 3']);
    expect(first.messages[0]).toMatchObject({
      mine: false,
      sender: { factoryId: a.factoryId, name: expect.any(String) },
    });
    const older = (await b.me.get(`/api/chat/channels/trade/messages?limit=3&before=${first.before}`)).body.data;
    expect(texts(older).slice(0, 2)).toEqual(['Selling steel, lot 2', 'Selling steel, lot 1']);
    // Reading the newest page marks the channel read.
    const after = (await b.me.get('/api/chat/channels')).body.data.channels;
    expect(after.find((c: { id: string }) => c.id === 'trade').unread).toBe(0);
    await forgetBursts();
  });

  it("refuses another league's channel, a channel that is none, and bad text, storing nothing", async () => {
    const a = await player();
    expect(await post(a, 'GOLD', 'Hi gold')).toMatchObject({ status: 403, body: { success: false } });
    expect((await a.me.get('/api/chat/channels/GOLD/messages')).status).toBe(403);
    expect((await post(a, 'general', 'Hi')).status).toBe(400);
    expect((await post(a, 'trade', '   ')).status).toBe(400);
    expect((await post(a, 'trade', 'x'.repeat(CHAT.TEXT_MAX_LENGTH + 1))).status).toBe(400);
    expect((await post(a, 'trade', 'right\u202eto left')).status).toBe(400);
    expect((await a.me.post('/api/chat/channels/trade/messages', { text: 'hi', extra: 1 })).status).toBe(400);
    expect((await post(a, 'trade', 'x'.repeat(CHAT.TEXT_MAX_LENGTH))).status).toBe(200);
    const mine = (await a.me.get('/api/chat/channels/trade/messages')).body.data.messages;
    expect(mine.filter((m: { mine: boolean }) => m.mine)).toHaveLength(1);
    await forgetBursts();
  });

  it('answers a burst past 5 in 10 s with 429 and Retry-After, never a 5xx, across channels and private', async () => {
    const a = await player();
    const b = await player();
    // The window opens at the first post. Held open past the burst, the count does not hang on how fast a
    // busy machine answers the other eleven (a window that ended midway would let more through).
    expect((await send(a, b, 'burst 0')).status).toBe(200);
    await app().database.db.execute(
      sql`UPDATE rate_limits SET resets_at = now() + interval '1 hour' WHERE key = ${`chat:${a.factoryId}`}`,
    );
    const answers = await Promise.all(
      Array.from({ length: 11 }, (_, i) => (i % 2 ? send(a, b, `burst ${i + 1}`) : post(a, 'trade', `burst ${i + 1}`))),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(CHAT.BURST_MESSAGES - 1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12 - CHAT.BURST_MESSAGES);
    const refused = await app().inject({
      method: 'POST',
      url: '/api/chat/channels/trade/messages',
      headers: bearer(a.token),
      payload: { text: 'one more' },
    });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.json()).toMatchObject({ success: false, message: expect.stringContaining('too fast') });
    await forgetBursts();
  });

  it('refuses the same text twice in a row, masks abusive words, and keeps links from new accounts out', async () => {
    const a = await player();
    expect((await post(a, 'trade', 'Buying coal')).status).toBe(200);
    expect(await post(a, 'trade', 'buying  COAL')).toMatchObject({
      status: 409,
      body: { message: 'You just sent that message' },
    });
    expect((await post(a, 'trade', 'Selling coal')).status).toBe(200);
    expect((await post(a, 'trade', 'Buying coal')).status).toBe(200);
    await forgetBursts();
    expect((await post(a, 'trade', 'What a shit price')).body.data.message.text).toBe('What a s*** price');
    expect((await post(a, 'trade', 'Scunthorpe steel for sale')).body.data.message.text).toBe(
      'Scunthorpe steel for sale',
    );
    await forgetBursts();

    const young = await player({ young: true });
    const link = await post(young, 'trade', 'Cheap gold at example.com');
    expect(link).toMatchObject({ status: 403, body: { message: expect.stringContaining('Links') } });
    expect((await post(young, 'trade', 'Cheap gold, ask me')).status).toBe(200);
    expect((await post(a, 'trade', 'Prices at https://example.com/prices')).status).toBe(200);
    await forgetBursts();
  });
});

describe('with the channels turned off', () => {
  it('lists none and refuses them, while direct messages go on', async () => {
    const off = await buildTestApp({ chatChannels: false });
    try {
      const a = await player({ on: off });
      const b = await player({ on: off });
      expect((await a.me.get('/api/chat/channels')).body.data.channels).toEqual([]);
      const refused = await a.me.post('/api/chat/channels/trade/messages', { text: 'hi' });
      expect(refused).toMatchObject({ status: 403, body: { message: 'Channels are turned off on this server' } });
      expect((await a.me.get('/api/chat/channels/trade/messages')).status).toBe(403);
      expect((await a.me.post(`/api/messages/${b.factoryId}`, { text: 'hi' })).status).toBe(200);
    } finally {
      await off.close();
    }
  });
});
