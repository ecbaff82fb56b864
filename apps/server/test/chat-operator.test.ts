import { TIME } from '@forgeworks/engine';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, useTestApp } from './helper.js';
import { pruneHistory, RETENTION } from '../src/history/retention.js';
import { chatPlay } from './chat-helper.js';

/** Chat and the operator: reports, deletions, mutes, and what retention keeps. */
const app = useTestApp();

const { player, forgetBursts, post, send, texts, operator } = chatPlay(app);

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
