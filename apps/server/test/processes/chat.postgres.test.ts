import { CHAT } from '@forgeworks/contract';
import { describe, expect, it } from 'vitest';
import type { Frame } from '../event-stream.js';
import { openStream } from '../event-stream.js';
import { call, useServerPair } from './pair.js';
import type { ServerProcess } from './server-process.js';

const pair = useServerPair('chat', { env: { SIGN_UPS_PER_ADDRESS: '1000' } });

const base = (server: ServerProcess) => `http://127.0.0.1:${server.port}`;

/** The chat frames a stream receives, in order, as they come. */
async function chatFrames(server: ServerProcess, token: string) {
  const stream = await openStream(base(server), token);
  const frames: Frame[] = [];
  let ended = false;
  const waiting = new Set<() => void>();
  const tell = () => {
    for (const check of [...waiting]) check();
  };
  void (async () => {
    for (let frame = await stream.next(); frame; frame = await stream.next())
      if (frame.event.startsWith('chat')) {
        frames.push(frame);
        tell();
      }
    ended = true;
    tell();
  })();
  /** The frames once `n` have come (or the stream ended), however long a busy machine takes. */
  const until = (n: number) =>
    new Promise<Frame[]>((resolve) => {
      const check = () => {
        if (frames.length < n && !ended) return;
        waiting.delete(check);
        resolve(frames);
      };
      waiting.add(check);
      check();
    });
  return { frames, until, close: stream.close };
}

describe('chat across two server processes on one PostgreSQL', () => {
  it('reaches every reader exactly once whichever process they are on, and counts the burst together', async () => {
    const a = await pair().signUp(pair().a);
    const b = await pair().signUp(pair().b);
    const factoryOf = async (server: ServerProcess, token: string) =>
      (await call(server, 'GET', '/api/factory/my-factory', token)).body.data.id as string;
    const [aFactory, bFactory] = [await factoryOf(pair().a, a.token), await factoryOf(pair().b, b.token)];
    const onA = await chatFrames(pair().a, a.token);
    const onB = await chatFrames(pair().b, b.token);

    const post = (server: ServerProcess, token: string, text: string) =>
      call(server, 'POST', '/api/chat/channels/trade/messages', token, { text });
    const first = await post(pair().a, a.token, 'From A');
    const second = await post(pair().b, b.token, 'From B');
    const direct = await call(pair().b, 'POST', `/api/messages/${aFactory}`, b.token, { text: 'Psst, A' });
    expect([first.status, second.status, direct.status]).toEqual([200, 200, 200]);

    const ids = [first, second, direct].map((r) => (r.body.data.message as { id: number }).id);
    for (const stream of [onA, onB]) {
      const frames = await stream.until(3);
      // A duplicate would come before the deletion below, which must be the fourth frame.
      expect(frames.slice(0, 3).map((f) => (f.data as { message: { id: number } }).message.id)).toEqual(ids);
    }
    expect(onA.frames[2]!.data).toMatchObject({ channel: 'direct', with: bFactory, message: { mine: false } });
    expect(onB.frames[2]!.data).toMatchObject({ channel: 'direct', with: aFactory, message: { mine: true } });

    // The operator deletes on B: the pages on both processes drop it.
    const deleted = await call(pair().b, 'DELETE', `/api/admin/chat/messages/${ids[0]}`, pair().adminToken);
    expect(deleted.status).toBe(200);
    for (const stream of [onA, onB])
      expect((await stream.until(4))[3]).toMatchObject({ event: 'chat-deleted', data: { id: ids[0] } });

    // A burst shared out over both processes meets the one limit.
    const c = await pair().signUp(pair().b);
    const burst = await Promise.all(
      Array.from({ length: 8 }, (_, i) => post(i % 2 ? pair().a : pair().b, c.token, `burst ${i}`)),
    );
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(CHAT.BURST_MESSAGES);
    expect(statuses.filter((s) => s === 429)).toHaveLength(8 - CHAT.BURST_MESSAGES);
    onA.close();
    onB.close();
  });
});

describe("chat's rules across two processes", () => {
  const post = (server: ServerProcess, token: string, text: string) =>
    call(server, 'POST', '/api/chat/channels/trade/messages', token, { text });
  const either = (i: number) => (i % 2 ? pair().a : pair().b);

  it('stores one of five identical posts raced over both processes', async () => {
    const p = await pair().signUp(pair().a, 'repeater');
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => post(either(i), p.token, 'Cheap coal here')));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const page = await call(pair().b, 'GET', '/api/chat/channels/trade/messages?limit=100', p.token);
    const mine = (page.body.data.messages as { text: string; mine: boolean }[]).filter((m) => m.mine);
    expect(mine.map((m) => m.text)).toEqual(['Cheap coal here']);
  });

  it("holds a young account's cap on new conversations started at once over both processes", async () => {
    const young = await pair().signUp(pair().a, 'young');
    const others = await Promise.all(Array.from({ length: 5 }, () => pair().signUp(pair().b, 'other')));
    const ids = await Promise.all(
      others.map(async (o) => (await call(pair().b, 'GET', '/api/factory/my-factory', o.token)).body.data.id as string),
    );
    const answers = await Promise.all(
      ids.map((id, i) => call(either(i), 'POST', `/api/messages/${id}`, young.token, { text: `Hi ${i}` })),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(CHAT.YOUNG_NEW_CONVERSATIONS_PER_DAY);
    expect(answers.filter((r) => r.status === 403)).toHaveLength(5 - CHAT.YOUNG_NEW_CONVERSATIONS_PER_DAY);
  });

  it("takes the operator's switch on the other process at once: closed, slow mode, open again", async () => {
    const p = await pair().signUp(pair().b, 'switched');
    const someone = await pair().signUp(pair().a, 'reader');
    const readerId = (await call(pair().a, 'GET', '/api/factory/my-factory', someone.token)).body.data.id as string;
    const set = (body: object) => call(pair().a, 'PUT', '/api/admin/chat/settings', pair().adminToken, body);
    expect((await set({ channelsOpen: false })).status).toBe(200);
    expect(await post(pair().b, p.token, 'Closed?')).toMatchObject({ status: 403 });
    expect((await call(pair().b, 'POST', `/api/messages/${readerId}`, p.token, { text: 'Still here' })).status).toBe(
      200,
    );
    expect((await set({ channelsOpen: true, slowModeSeconds: 60 })).status).toBe(200);
    expect((await post(pair().b, p.token, 'Open again')).status).toBe(200);
    const slowed = await post(pair().a, p.token, 'And again');
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await call(pair().b, 'GET', '/api/admin/chat/settings', pair().adminToken)).body.data).toEqual({
      settings: { channelsOpen: true, slowModeSeconds: 60 },
    });
    expect((await set({ slowModeSeconds: 0 })).status).toBe(200);
  });
});
