import { beforeAll, describe, expect, it } from 'vitest';
import { framesUntilEnd, openStream } from '../event-stream.js';
import { call, PAIR_PASSWORD, useServerPair } from './pair.js';
import type { ServerProcess } from './server-process.js';

/**
 * Two processes on one PostgreSQL: a session ended through one closes its event stream on the
 * other without waiting for a tick, and a message stored right after the ending never reaches it.
 */
const pair = useServerPair('streams', { env: { SIGN_UPS_PER_ADDRESS: '1000' } });
let a: ServerProcess;
let b: ServerProcess;
beforeAll(() => {
  ({ a, b } = pair());
});

const base = (server: ServerProcess) => `http://127.0.0.1:${server.port}`;
let posts = 0;

/** A player with a stream open on B, their factory, and a writer in Trade (which the player reads) on A. */
async function listenerOnB() {
  const player = await pair().signUp(a, 'listener');
  const stream = await openStream(base(b), player.token);
  const factoryId = (await call(b, 'GET', '/api/factory/my-factory', player.token)).body.data.id as string;
  const writer = await pair().signUp(a, 'writer');
  const write = async () =>
    (await call(a, 'POST', '/api/chat/channels/trade/messages', writer.token, { text: `Coal, lot ${++posts}` })).status;
  return { ...player, stream, factoryId, write };
}

/** The session ends through A (`end`), a message follows at once through A: B's stream ends having heard none. */
async function endsDeafOnB(end: (p: Awaited<ReturnType<typeof listenerOnB>>) => Promise<number>) {
  const p = await listenerOnB();
  expect(await p.write()).toBe(200);
  // The pair's scheduler may tick meanwhile: its frames are not what this test listens for.
  let heard = await p.stream.next();
  while (heard && heard.event !== 'chat') heard = await p.stream.next();
  expect(heard?.event).toBe('chat');
  expect(await end(p)).toBe(200);
  expect(await p.write()).toBe(200);
  expect((await framesUntilEnd(p.stream)).filter((f) => f.event === 'chat')).toEqual([]);
}

describe('an event stream on one process whose session ends through the other', () => {
  it('closes at sign-out', () =>
    endsDeafOnB(async (p) => (await call(a, 'POST', '/api/auth/sign-out', p.token, {})).status));

  it('closes at sign-out-everywhere', () =>
    endsDeafOnB(async (p) => (await call(a, 'POST', '/api/account/sign-out-everywhere', p.token)).status));

  it('closes at a password change', () =>
    endsDeafOnB(
      async (p) =>
        (
          await call(a, 'POST', '/api/account/change-password', p.token, {
            currentPassword: PAIR_PASSWORD,
            newPassword: 'a-brand-new-phrase',
            signOutOtherDevices: true,
          })
        ).status,
    ));

  it('closes at a new password set with a reset link', () =>
    endsDeafOnB(async (p) => {
      const made = await call(a, 'POST', `/api/admin/players/${p.factoryId}/reset-link`, pair().adminToken, {});
      const token = String((made.body.data.link as { path: string }).path.split('/').pop());
      return (
        await call(a, 'POST', '/api/auth/recovery/reset', undefined, { token, newPassword: 'a-brand-new-phrase' })
      ).status;
    }));

  it("closes at the operator's suspension", () =>
    endsDeafOnB(
      async (p) =>
        (await call(a, 'POST', `/api/admin/players/${p.factoryId}/suspend`, pair().adminToken, { reason: 'pouring' }))
          .status,
    ));

  it('closes when the account is deleted', () =>
    endsDeafOnB(async (p) => {
      const { name } = (await call(a, 'GET', '/api/factory/my-factory', p.token)).body.data as { name: string };
      return (
        await call(a, 'POST', '/api/account/delete', p.token, { password: PAIR_PASSWORD, confirmFactoryName: name })
      ).status;
    }));
});
