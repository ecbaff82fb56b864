import { beforeAll, describe, expect, it } from 'vitest';
import { framesUntilEnd, listening, openStream } from './event-stream.js';
import type { TestApp } from './helper.js';
import { ADMIN_TOKEN, bearer, client, SIGN_UP_PASSWORD, signUp, useTestApp } from './helper.js';

/**
 * An event stream lasts no longer than its session: however the session ends, its stream is closed
 * without waiting for a tick, and a message sent right after the ending is never written to it.
 */
const testApp = useTestApp();
let app: TestApp;
let base: string;
beforeAll(async () => {
  app = testApp();
  base = await listening(app);
});

let posts = 0;

/** A player with a stream open, and a second player who writes in Trade, which the first reads. */
async function listener() {
  const player = await signUp(app);
  const stream = await openStream(base, player.token);
  const factoryId = (await client(app, player.token).factory()).id as string;
  const writer = await signUp(app);
  const write = () =>
    client(app, writer.token).post('/api/chat/channels/trade/messages', { text: `Selling coal, lot ${++posts}` });
  return { ...player, stream, factoryId, write };
}

/** Ends the player's session (`end`), then a message is written to them: the stream ends having heard none. */
async function endsDeaf(end: (p: Awaited<ReturnType<typeof listener>>) => Promise<number>) {
  const p = await listener();
  // The stream is heard before the session ends: a message reaches it.
  expect((await p.write()).status).toBe(200);
  expect((await p.stream.next())?.event).toBe('chat');
  expect(await end(p)).toBe(200);
  expect((await p.write()).status).toBe(200);
  expect(await framesUntilEnd(p.stream)).toEqual([]);
  expect((await app.inject({ method: 'GET', url: '/api/events', headers: bearer(p.token) })).statusCode).toBe(401);
}

const post = async (url: string, token: string, payload: object = {}) =>
  (await app.inject({ method: 'POST', url, headers: bearer(token), payload })).statusCode;

describe('an event stream whose session ends', () => {
  it('closes at sign-out', () => endsDeaf((p) => post('/api/auth/sign-out', p.token)));

  it('closes at sign-out-everywhere', () => endsDeaf((p) => post('/api/account/sign-out-everywhere', p.token)));

  it('closes when the session is ended from another device', () =>
    endsDeaf(async (p) => {
      const other = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: p.email, password: SIGN_UP_PASSWORD },
      });
      const sessions = (await client(app, other.json().data.token).get('/api/account')).body.data.sessions as {
        id: string;
        current: boolean;
      }[];
      const mine = sessions.find((s) => !s.current)!;
      return (
        await app.inject({
          method: 'DELETE',
          url: `/api/account/sessions/${mine.id}`,
          headers: bearer(other.json().data.token),
        })
      ).statusCode;
    }));

  it('closes at a password change that signs out the other devices', () =>
    endsDeaf((p) =>
      post('/api/account/change-password', p.token, {
        currentPassword: SIGN_UP_PASSWORD,
        newPassword: 'a-brand-new-phrase',
        signOutOtherDevices: true,
      }),
    ));

  it('closes at a new password set with a reset link', () =>
    endsDeaf(async (p) => {
      const made = await client(app, ADMIN_TOKEN).post(`/api/admin/players/${p.factoryId}/reset-link`);
      const token = String(made.body.data.link.path).split('/').pop();
      return (
        await app.inject({
          method: 'POST',
          url: '/api/auth/recovery/reset',
          payload: { token, newPassword: 'a-brand-new-phrase' },
        })
      ).statusCode;
    }));

  it("closes at the operator's suspension", () =>
    endsDeaf((p) => post(`/api/admin/players/${p.factoryId}/suspend`, ADMIN_TOKEN, { reason: 'pouring' })));

  it('closes when the account is deleted', async () => {
    const p = await listener();
    const { name } = await client(app, p.token).factory();
    expect(await post('/api/account/delete', p.token, { password: SIGN_UP_PASSWORD, confirmFactoryName: name })).toBe(
      200,
    );
    expect(await framesUntilEnd(p.stream)).toEqual([]);
  });

  it('stays open for the sessions that go on', async () => {
    const p = await listener();
    const other = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: p.email, password: SIGN_UP_PASSWORD },
    });
    expect(await post('/api/auth/sign-out', other.json().data.token)).toBe(200);
    expect((await p.write()).status).toBe(200);
    expect((await p.stream.next())?.event).toBe('chat');
    p.stream.close();
  });
});
