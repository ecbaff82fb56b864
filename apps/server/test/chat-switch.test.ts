import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { CHAT } from '@forgeworks/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from './raw-rows.js';
import type { TestApp } from './helper.js';
import { chatPlay } from './chat-helper.js';
import { ADMIN_TOKEN, bearer, buildTestApp, freshPostgres, makeOperator, useTestApp } from './helper.js';

/**
 * The operator's chat switch at run time (issue 44): the channels closed and opened, a slow mode,
 * kept in the database; chat's rules decided there too, so racing posts meet them; and a block
 * that clears the blocker's conversation.
 */
const app = useTestApp();

const { player, post, send } = chatPlay(app);

const settingsOf = async (on: TestApp, token = ADMIN_TOKEN) => {
  const res = await on.inject({ method: 'GET', url: '/api/admin/chat/settings', headers: bearer(token) });
  return { status: res.statusCode, body: res.json() };
};
const setSettings = async (on: TestApp, payload: unknown, token = ADMIN_TOKEN) => {
  const res = await on.inject({
    method: 'PUT',
    url: '/api/admin/chat/settings',
    headers: bearer(token),
    payload: payload as object,
  });
  return { status: res.statusCode, body: res.json() };
};

describe("the operator's chat switch", () => {
  it('starts as CHAT_CHANNELS says, changes one field at a time, and is in the audit', async () => {
    expect((await settingsOf(app())).body).toEqual({
      success: true,
      data: { settings: { channelsOpen: true, slowModeSeconds: 0 } },
    });
    expect(await setSettings(app(), { slowModeSeconds: 30 })).toEqual({
      status: 200,
      body: {
        success: true,
        data: { settings: { channelsOpen: true, slowModeSeconds: 30 } },
        message: 'Channels open, one post every 30 seconds',
      },
    });
    expect((await setSettings(app(), { channelsOpen: false })).body.data.settings).toEqual({
      channelsOpen: false,
      slowModeSeconds: 30,
    });
    expect((await setSettings(app(), {})).body.data.settings).toEqual({ channelsOpen: false, slowModeSeconds: 30 });
    const audit = await app().inject({ method: 'GET', url: '/api/admin/audit', headers: bearer(ADMIN_TOKEN) });
    expect(audit.json().data.actions.slice(0, 2)).toMatchObject([
      {
        operator: 'ADMIN_TOKEN',
        action: 'chat-settings',
        factoryId: null,
        factoryName: null,
        detail: 'channels closed, slow mode 30 s (was channels closed, slow mode 30 s)',
      },
      { action: 'chat-settings', detail: 'channels closed, slow mode 30 s (was channels open, slow mode 30 s)' },
    ]);
    expect((await setSettings(app(), { channelsOpen: true, slowModeSeconds: 0 })).status).toBe(200);
  });

  it('refuses bad settings in the envelope, changing nothing', async () => {
    for (const bad of [
      { slowModeSeconds: CHAT.SLOW_MODE_MAX_S + 1 },
      { slowModeSeconds: -1 },
      { slowModeSeconds: 1.5 },
      { slowModeSeconds: '30' },
      { channelsOpen: 'no' },
      { channelsOpen: null },
      { channelsOpen: false, extra: 1 },
      [],
    ]) {
      const res = await setSettings(app(), bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: expect.any(String) });
    }
    expect((await settingsOf(app())).body.data.settings).toEqual({ channelsOpen: true, slowModeSeconds: 0 });
  });

  it("answers a player as a path that does not exist; an operator's session works", async () => {
    const someone = await player();
    for (const res of [await settingsOf(app(), someone.token), await setSettings(app(), {}, someone.token)])
      expect(res).toMatchObject({ status: 404, body: { success: false } });
    await makeOperator(app(), someone.email);
    expect((await settingsOf(app(), someone.token)).status).toBe(200);
    expect((await setSettings(app(), { slowModeSeconds: 0 }, someone.token)).status).toBe(200);
  });

  it('closed: channels refuse posts and list none, direct messages go on; opened again they take posts', async () => {
    const a = await player();
    const b = await player();
    expect((await setSettings(app(), { channelsOpen: false })).status).toBe(200);
    expect(await post(a, 'trade', 'Anyone selling?')).toMatchObject({
      status: 403,
      body: { success: false, message: 'Channels are turned off on this server' },
    });
    expect((await a.me.get('/api/chat/channels')).body.data.channels).toEqual([]);
    expect((await send(a, b, 'Psst')).status).toBe(200);
    expect((await setSettings(app(), { channelsOpen: true })).status).toBe(200);
    expect((await post(a, 'trade', 'Anyone selling?')).status).toBe(200);
  });

  it('slow mode: one post per channel per interval, 429 with Retry-After; other channels and direct messages apart', async () => {
    const a = await player();
    const b = await player();
    expect((await setSettings(app(), { slowModeSeconds: 60 })).status).toBe(200);
    try {
      expect((await post(a, 'trade', 'First lot')).status).toBe(200);
      const res = await app().inject({
        method: 'POST',
        url: '/api/chat/channels/trade/messages',
        headers: bearer(a.token),
        payload: { text: 'Second lot' },
      });
      expect(res.statusCode).toBe(429);
      const wait = Number(res.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
      expect(res.json()).toEqual({
        success: false,
        message: `Slow mode is on: one post every 60 seconds here, wait ${wait} seconds`,
      });
      expect((await post(a, 'BRONZE', 'Hello league')).status).toBe(200);
      expect((await send(a, b, 'Psst')).status).toBe(200);
      expect((await post(b, 'trade', 'Someone else')).status).toBe(200);
      // Once the interval has passed (the last post moved back), a post is taken again.
      await app().database.db.execute(
        sql`UPDATE chat_messages SET created_at = created_at - interval '61 seconds' WHERE sender_id = ${a.factoryId}`,
      );
      expect((await post(a, 'trade', 'Second lot')).status).toBe(200);
    } finally {
      await setSettings(app(), { slowModeSeconds: 0 });
    }
  });

  it('is kept across restarts; CHAT_CHANNELS=false is only where it starts', async () => {
    const postgres = process.env.TEST_DATABASE_URL ? await freshPostgres(process.env.TEST_DATABASE_URL) : null;
    const dataDir = mkdtempSync(`${tmpdir()}/forgeworks-chat-switch-`);
    const database = postgres ? { databaseUrl: postgres.url } : { dataDir };
    try {
      const first = await buildTestApp({ database, chatChannels: false });
      expect((await settingsOf(first)).body.data.settings).toEqual({ channelsOpen: false, slowModeSeconds: 0 });
      expect((await setSettings(first, { channelsOpen: true, slowModeSeconds: 5 })).status).toBe(200);
      await first.close();
      const again = await buildTestApp({ database, chatChannels: false });
      try {
        expect((await settingsOf(again)).body.data.settings).toEqual({ channelsOpen: true, slowModeSeconds: 5 });
        const a = await player({ on: again });
        expect((await post(a, 'trade', 'Back again')).status).toBe(200);
      } finally {
        await again.close();
      }
    } finally {
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("chat's rules when posts race", () => {
  it('stores one of five identical posts sent at once', async () => {
    const a = await player();
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(a, 'trade', 'Buying iron, good prices')));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(4);
    const stored = rowsOf<{ n: number }>(
      await app().database.db.execute(
        sql`SELECT count(*)::int AS n FROM chat_messages WHERE sender_id = ${a.factoryId}`,
      ),
    );
    expect(Number(stored[0]!.n)).toBe(1);
  });

  it("holds a young account's cap on new conversations when they are started at once", async () => {
    const young = await player({ young: true });
    const others = await Promise.all(Array.from({ length: 5 }, () => player()));
    const answers = await Promise.all(others.map((o, i) => send(young, o, `Hello there ${i}`)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(CHAT.YOUNG_NEW_CONVERSATIONS_PER_DAY);
    expect(answers.filter((r) => r.status === 403)).toHaveLength(5 - CHAT.YOUNG_NEW_CONVERSATIONS_PER_DAY);
  });
});

describe('a block', () => {
  it("clears the blocker's conversation: it leaves the list, and no unread count stays", async () => {
    const a = await player();
    const b = await player();
    const c = await player();
    for (const text of ['one', 'two', 'three']) expect((await send(b, a, text)).status).toBe(200);
    expect((await send(c, a, 'hello')).status).toBe(200);
    const before = (await a.me.get('/api/messages')).body.data.conversations;
    expect(before.map((x: { factoryId: string; unread: number }) => [x.factoryId, x.unread])).toEqual([
      [c.factoryId, 1],
      [b.factoryId, 3],
    ]);
    expect((await a.me.put(`/api/blocks/${b.factoryId}`)).status).toBe(200);
    const after = (await a.me.get('/api/messages')).body.data.conversations;
    expect(after.map((x: { factoryId: string }) => x.factoryId)).toEqual([c.factoryId]);
    // The blocked side keeps its own copy of the conversation.
    expect((await b.me.get('/api/messages')).body.data.conversations).toHaveLength(1);
    // Unblocked, it comes back read.
    expect((await a.me.del(`/api/blocks/${b.factoryId}`)).status).toBe(200);
    const back = (await a.me.get('/api/messages')).body.data.conversations;
    expect(back.find((x: { factoryId: string }) => x.factoryId === b.factoryId)).toMatchObject({ unread: 0 });
  });
});
