import { RESET_LINK_LIFETIME_S } from '@forgeworks/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helper.js';
import { ADMIN_TOKEN, buildTestApp, client, signUp } from './helper.js';
import {
  age,
  call,
  LINK_REFUSED,
  NEW_PASSWORD,
  PASSWORD,
  playerOnTwoDevices,
  reads,
  signsIn,
} from './recovery-helper.js';

/**
 * Issue 38: a forgotten password. With mail, a link mailed to the player; without, one the operator
 * makes and hands over. Either works once, for an hour, and ends every other session.
 */

let unmailed: TestApp;

beforeAll(async () => {
  unmailed = await buildTestApp();
});
afterAll(async () => {
  await unmailed?.close();
});

describe('without mail', () => {
  it('says so, and asking for a mail is a 409', async () => {
    expect((await call(unmailed, 'GET', '/api/auth/recovery')).body).toEqual({
      success: true,
      data: { byMail: false, operatorContact: null },
    });
    const player = await signUp(unmailed);
    expect(await call(unmailed, 'POST', '/api/auth/recovery/request', { email: player.email })).toMatchObject({
      status: 409,
      body: { success: false, message: 'This server sends no mail: ask its operator for a link to set a new password' },
    });
  });

  it('the operator makes a one-time link for an hour, which the audit records without the link', async () => {
    const player = await playerOnTwoDevices(unmailed);
    const url = `/api/admin/players/${player.factoryId}/reset-link`;
    expect((await call(unmailed, 'POST', url, {}, player.token)).status).toBe(404);

    const made = await call(unmailed, 'POST', url, { reason: 'asked in the forum' }, ADMIN_TOKEN);
    expect(made.status).toBe(200);
    const { link } = made.body.data as { link: { path: string; url: string | null; expiresAt: string } };
    expect(link.url).toBeNull();
    const token = /^\/game#\/reset-password\/([A-Za-z0-9]{24})$/.exec(link.path)![1]!;
    const lifetime = Date.parse(link.expiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan((RESET_LINK_LIFETIME_S - 60) * 1000);
    expect(lifetime).toBeLessThanOrEqual(RESET_LINK_LIFETIME_S * 1000);

    const audit = (await call(unmailed, 'GET', '/api/admin/audit', undefined, ADMIN_TOKEN)).body.data.actions;
    expect(audit[0]).toMatchObject({
      operator: 'ADMIN_TOKEN',
      action: 'reset-link',
      factoryId: player.factoryId,
      reason: 'asked in the forum',
    });
    expect(JSON.stringify(audit)).not.toContain(token);

    const reset = await call(unmailed, 'POST', '/api/auth/recovery/reset', { token, newPassword: NEW_PASSWORD });
    expect(reset.status).toBe(200);
    for (const old of player.tokens) expect(await reads(unmailed, old)).toBe(401);
    expect(await signsIn(unmailed, player.email, PASSWORD)).toBe(401);
    expect(await signsIn(unmailed, player.email, NEW_PASSWORD)).toBe(200);
    expect(
      (await call(unmailed, 'POST', '/api/auth/recovery/reset', { token, newPassword: NEW_PASSWORD })).status,
    ).toBe(400);
  });

  it("refuses the operator's link after its hour", async () => {
    const player = await signUp(unmailed);
    const factoryId = (await client(unmailed, player.token).factory()).id as string;
    const made = await call(unmailed, 'POST', `/api/admin/players/${factoryId}/reset-link`, {}, ADMIN_TOKEN);
    const token = (made.body.data.link.path as string).split('/').pop()!;
    await age(unmailed, player.userId, RESET_LINK_LIFETIME_S + 1);
    expect(
      (await call(unmailed, 'POST', '/api/auth/recovery/reset', { token, newPassword: NEW_PASSWORD })).status,
    ).toBe(400);
    expect(await signsIn(unmailed, player.email, PASSWORD)).toBe(200);
  });

  it('voids every link made before a password change, a sign-out-everywhere or another reset; not one made after', async () => {
    const linkFor = async (factoryId: string) => {
      const made = await call(unmailed, 'POST', `/api/admin/players/${factoryId}/reset-link`, {}, ADMIN_TOKEN);
      return (made.body.data.link.path as string).split('/').pop()!;
    };
    const opens = async (token: string) => (await call(unmailed, 'POST', '/api/auth/recovery/check', { token })).status;
    const endings: [string, (p: Awaited<ReturnType<typeof playerOnTwoDevices>>) => Promise<number>][] = [
      [
        'a password change',
        async (p) =>
          (
            await call(
              unmailed,
              'POST',
              '/api/account/change-password',
              { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, signOutOtherDevices: false },
              p.tokens[0],
            )
          ).status,
      ],
      [
        'a sign-out-everywhere',
        async (p) => (await call(unmailed, 'POST', '/api/account/sign-out-everywhere', undefined, p.tokens[0])).status,
      ],
      [
        'a reset with another link',
        async (p) =>
          (
            await call(unmailed, 'POST', '/api/auth/recovery/reset', {
              token: await linkFor(p.factoryId),
              newPassword: NEW_PASSWORD,
            })
          ).status,
      ],
    ];
    for (const [what, end] of endings) {
      const player = await playerOnTwoDevices(unmailed);
      const before = await linkFor(player.factoryId);
      expect(await opens(before), what).toBe(200);
      expect(await end(player), what).toBe(200);
      expect(await opens(before), what).toBe(400);
      const reset = await call(unmailed, 'POST', '/api/auth/recovery/reset', {
        token: before,
        newPassword: 'Another-Quartz-Phrase-31',
      });
      expect({ status: reset.status, body: reset.body }, what).toEqual({
        status: 400,
        body: { success: false, message: LINK_REFUSED },
      });
      expect(await signsIn(unmailed, player.email, 'Another-Quartz-Phrase-31'), what).toBe(401);
      const after = await linkFor(player.factoryId);
      expect(await opens(after), what).toBe(200);
    }
  });

  it('sets a suspended player’s password but still refuses them sign-in', async () => {
    const player = await signUp(unmailed);
    const factoryId = (await client(unmailed, player.token).factory()).id as string;
    await call(unmailed, 'POST', `/api/admin/players/${factoryId}/suspend`, { reason: 'pouring' }, ADMIN_TOKEN);
    const made = await call(unmailed, 'POST', `/api/admin/players/${factoryId}/reset-link`, {}, ADMIN_TOKEN);
    const token = (made.body.data.link.path as string).split('/').pop()!;
    expect(
      await call(unmailed, 'POST', '/api/auth/recovery/reset', { token, newPassword: NEW_PASSWORD }),
    ).toMatchObject({
      status: 403,
      body: { success: false, message: 'This account is suspended: pouring' },
    });
    await call(unmailed, 'POST', `/api/admin/players/${factoryId}/unsuspend`, {}, ADMIN_TOKEN);
    expect(await signsIn(unmailed, player.email, NEW_PASSWORD)).toBe(200);
  });
});
