import { CHAT } from '@forgeworks/contract';
import { TIME } from '@forgeworks/engine';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, bearer, buildTestApp, client, signUp, useTestApp } from './helper.js';
import type { TestApp } from './helper.js';
import { pruneHistory, RETENTION } from '../src/history/retention.js';
import { listening, openStream } from './event-stream.js';

const app = useTestApp();

/** A new player, their factory's id, and (unless `young`) an account older than a day, links allowed. */
async function player(opts: { young?: boolean; on?: TestApp } = {}) {
  const on = opts.on ?? app();
  const { token, userId } = await signUp(on);
  const me = client(on, token);
  if (!opts.young)
    await on.database.db.execute(sql`UPDATE "user" SET created_at = now() - interval '2 days' WHERE id = ${userId}`);
  return { me, token, userId, factoryId: (await me.factory()).id as string };
}

type Player = Awaited<ReturnType<typeof player>>;

/** Lets the burst window pass, so the next posts are not limited. */
const forgetBursts = () => app().database.db.execute(sql`DELETE FROM rate_limits WHERE key LIKE 'chat:%'`);

const post = (p: Player, channel: string, text: string) =>
  p.me.post(`/api/chat/channels/${channel}/messages`, { text });
const send = (p: Player, to: Player, text: string) => p.me.post(`/api/messages/${to.factoryId}`, { text });
const texts = (page: { messages: { text: string }[] }) => page.messages.map((m) => m.text);
const operator = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  app().inject({ method, url, headers: bearer(ADMIN_TOKEN), payload });

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
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 ? post(a, 'trade', `burst ${i}`) : send(a, b, `burst ${i}`))),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(CHAT.BURST_MESSAGES);
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

describe('reports and the operator', () => {
  it('keeps a copy of the words in the report after the operator deletes the message everywhere', async () => {
    const a = await player();
    const b = await player();
    const { id } = (await post(a, 'trade', 'Buy my scam coins')).body.data.message;
    expect((await b.me.post(`/api/chat/messages/${id}/report`, { reason: 'scam' })).status).toBe(200);
    expect((await a.me.post(`/api/chat/messages/${id}/report`, { reason: 'me' })).status).toBe(400);
    expect((await b.me.post(`/api/chat/messages/${id}/report`, { reason: '' })).status).toBe(400);
    const reports = (await operator('GET', '/api/admin/chat/reports')).json().data.reports;
    expect(reports[0]).toMatchObject({
      messageId: id,
      channel: 'trade',
      text: 'Buy my scam coins',
      sender: { factoryId: a.factoryId },
      reporter: { factoryId: b.factoryId },
      reason: 'scam',
      deleted: false,
    });

    expect((await operator('DELETE', `/api/admin/chat/messages/${id}`)).statusCode).toBe(200);
    expect((await operator('DELETE', `/api/admin/chat/messages/${id}`)).statusCode).toBe(404);
    expect(texts((await b.me.get('/api/chat/channels/trade/messages')).body.data)).not.toContain('Buy my scam coins');
    const after = (await operator('GET', '/api/admin/chat/reports')).json().data.reports[0];
    expect(after).toMatchObject({
      messageId: id,
      text: 'Buy my scam coins',
      deleted: true,
      deletedAt: expect.any(String),
    });
    const audit = (await operator('GET', '/api/admin/audit')).json().data.actions[0];
    expect(audit).toMatchObject({
      action: 'delete-message',
      factoryId: a.factoryId,
      detail: expect.stringContaining('scam'),
    });
    await forgetBursts();
  });

  it('mutes a player for a time, telling them when it ends, and lifts it; playing is untouched', async () => {
    const a = await player();
    const b = await player();
    const muted = await operator('POST', `/api/admin/players/${a.factoryId}/mute`, { minutes: 60, reason: 'Spam' });
    expect(muted.statusCode).toBe(200);
    const until = muted.json().data.until as string;
    expect(Date.parse(until) - Date.now()).toBeGreaterThan(59 * 60_000);
    const refused = await post(a, 'trade', 'Am I muted?');
    expect(refused).toMatchObject({ status: 403, body: { message: `You are muted until ${until}: Spam` } });
    expect((await send(a, b, 'Psst')).status).toBe(403);
    expect((await a.me.get('/api/chat/channels')).body.data.mute).toEqual({ until, reason: 'Spam' });
    expect((await a.me.post('/api/factory/build-machine', { type: 'POWER_PLANT' })).status).toBe(200);

    expect((await operator('POST', `/api/admin/players/${a.factoryId}/unmute`)).statusCode).toBe(200);
    expect((await operator('POST', `/api/admin/players/${a.factoryId}/unmute`)).statusCode).toBe(409);
    expect((await post(a, 'trade', 'Back again')).status).toBe(200);
    const actions = (await operator('GET', '/api/admin/audit')).json().data.actions.slice(0, 2);
    expect(actions.map((x: { action: string }) => x.action)).toEqual(['unmute', 'mute']);
    await forgetBursts();
  });

  it("answers a player on the operator's chat routes as a path that does not exist", async () => {
    const a = await player();
    for (const [method, url] of [
      ['GET', '/api/admin/chat/reports'],
      ['DELETE', '/api/admin/chat/messages/1'],
      ['POST', `/api/admin/players/${a.factoryId}/mute`],
      ['POST', `/api/admin/players/${a.factoryId}/unmute`],
    ] as const) {
      const res = await app().inject({ method, url, headers: bearer(a.token), payload: { minutes: 5, reason: 'x' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ success: false, message: `Not found: ${method} ${url}` });
    }
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

describe('retention', () => {
  it('deletes channel messages after 14 days and direct ones after 90, a conversation with its last, reports after 90', async () => {
    const a = await player();
    const b = await player();
    const run = (query: SQL) => app().database.db.execute(query);
    const channelOld = (await post(a, 'trade', 'Old trade talk')).body.data.message.id;
    const channelKept = (await post(a, 'trade', 'Recent trade talk')).body.data.message.id;
    const directOld = (await send(a, b, 'An old secret')).body.data.message.id;
    await b.me.post(`/api/chat/messages/${directOld}/report`, { reason: 'kept for the operator' });
    const age = (id: number, days: number) =>
      run(sql`UPDATE chat_messages SET created_at = now() - make_interval(days => ${days}) WHERE id = ${id}`);
    await age(channelOld, RETENTION.CHAT_CHANNEL_DAYS);
    await age(channelKept, RETENTION.CHAT_CHANNEL_DAYS - 1);
    await age(directOld, RETENTION.CHAT_CHANNEL_DAYS + 1);
    const closing = TIME.TICKS_PER_HOUR * 1000;
    expect(await pruneHistory(app().database.db, closing)).toBe(true);
    const trade = texts((await b.me.get('/api/chat/channels/trade/messages')).body.data);
    expect(trade).toContain('Recent trade talk');
    expect(trade).not.toContain('Old trade talk');
    expect(texts((await b.me.get(`/api/messages/${a.factoryId}`)).body.data)).toEqual(['An old secret']);

    await age(directOld, RETENTION.CHAT_DIRECT_DAYS);
    await pruneHistory(app().database.db, closing);
    expect(texts((await b.me.get(`/api/messages/${a.factoryId}`)).body.data)).toEqual([]);
    expect((await b.me.get('/api/messages')).body.data.conversations).toEqual([]);
    const reports = (await operator('GET', '/api/admin/chat/reports')).json().data.reports;
    expect(reports.find((r: { messageId: number }) => r.messageId === directOld)).toMatchObject({ deleted: true });
    await run(sql`UPDATE chat_reports SET created_at = now() - make_interval(days => ${RETENTION.CHAT_REPORT_DAYS})`);
    await pruneHistory(app().database.db, closing);
    expect((await operator('GET', '/api/admin/chat/reports')).json().data.reports).toEqual([]);
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
