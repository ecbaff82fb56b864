import { RESET_LINK_LIFETIME_S } from '@forgeworks/contract';
import { eq, sql } from 'drizzle-orm';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verification } from '../src/db/schema.js';
import type { TestApp } from './helper.js';
import { ADMIN_TOKEN, bearer, buildTestApp, client, signUp } from './helper.js';
import { MailReceiver } from './mail-receiver.js';

/**
 * Issue 38: a forgotten password. With mail, a link mailed to the player; without, one the operator
 * makes and hands over. Either works once, for an hour, and ends every other session.
 */

const PASSWORD = 'correct-horse';
const NEW_PASSWORD = 'Quartz-Lantern-Ferry-9147';
const PUBLIC_URL = 'https://forge.example.test';
const MAIL_FROM = 'Forgeworks <game@forge.example.test>';
const LINK_REFUSED = 'This link has expired or was already used: ask for a new one';

const receiver = new MailReceiver();
let mailed: TestApp;
let unmailed: TestApp;
let addresses = 0;

beforeAll(async () => {
  const smtpUrl = await receiver.start();
  [mailed, unmailed] = await Promise.all([
    buildTestApp({
      mail: { SMTP_URL: smtpUrl, MAIL_FROM },
      hosting: { PUBLIC_URL },
      limits: { PASSWORD_RESETS_PER_ACCOUNT: 2, PASSWORD_RESETS_PER_ADDRESS: 4 },
    }),
    buildTestApp(),
  ]);
});
afterAll(async () => {
  await Promise.all([mailed?.close(), unmailed?.close()]);
  await receiver.stop();
});

/** A JSON call from its own client address (the reset limits count per address). */
async function call(
  app: TestApp,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  token?: string,
  from?: string,
) {
  const res = await app.inject({
    method,
    url,
    remoteAddress: from ?? `198.51.100.${++addresses}`,
    ...(token ? { headers: bearer(token) } : {}),
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, headers: res.headers, body: res.json() };
}

/** A player signed in on two devices. */
async function playerOnTwoDevices(app: TestApp) {
  const first = await signUp(app);
  const second = (await call(app, 'POST', '/api/auth/login', { email: first.email, password: PASSWORD })).body.data
    .token as string;
  const factoryId = (await client(app, first.token).factory()).id as string;
  return { ...first, tokens: [first.token, second], factoryId };
}

const signsIn = async (app: TestApp, email: string, password: string) =>
  (await call(app, 'POST', '/api/auth/login', { email, password })).status;
const reads = async (app: TestApp, token: string) => (await client(app, token).get('/api/factory/my-factory')).status;

/** The link's token in a mail: the reset page under PUBLIC_URL. */
function tokenIn(text: string): string {
  const match = new RegExp(`${PUBLIC_URL.replace(/\./g, '\\.')}/game#/reset-password/([A-Za-z0-9]+)\\n`).exec(text);
  if (!match) throw new Error(`no link in the mail:\n${text}`);
  return match[1]!;
}

/** Moves the account's links' ends back by `seconds`, as the clock passing would. */
const age = (app: TestApp, userId: string, seconds: number) =>
  app.database.db
    .update(verification)
    .set({ expiresAt: sql`${verification.expiresAt} - make_interval(secs => ${seconds})` })
    .where(eq(verification.value, userId));

async function mailedLink(email: string): Promise<string> {
  const asked = await call(mailed, 'POST', '/api/auth/recovery/request', { email });
  expect(asked.status).toBe(200);
  await mailed.recovery.idle();
  const mails = receiver.mailsTo(email);
  return tokenIn(mails[mails.length - 1]!.text);
}

describe('with mail', () => {
  it('mails a link that sets a new password once, ending the old password and every session', async () => {
    const player = await playerOnTwoDevices(mailed);
    expect((await call(mailed, 'GET', '/api/auth/recovery')).body).toEqual({
      success: true,
      data: { byMail: true, operatorContact: null },
    });
    const asked = await call(mailed, 'POST', '/api/auth/recovery/request', { email: player.email.toUpperCase() });
    expect(asked.status).toBe(200);
    expect(asked.body.data).toEqual({ requested: true });

    const mail = await receiver.mailTo(player.email);
    expect(mail.from).toBe(MAIL_FROM);
    expect(mail.subject).toBe('Set a new Forgeworks password');
    expect(mail.text).toContain(`the Forgeworks account of ${player.email}`);
    const token = tokenIn(mail.text);

    const checked = await call(mailed, 'POST', '/api/auth/recovery/check', { token });
    expect(checked.status).toBe(200);
    expect(checked.body.data).toMatchObject({ email: player.email, name: 'Player' });
    const lifetime = Date.parse(checked.body.data.expiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan((RESET_LINK_LIFETIME_S - 60) * 1000);
    expect(lifetime).toBeLessThanOrEqual(RESET_LINK_LIFETIME_S * 1000);

    const reset = await call(mailed, 'POST', '/api/auth/recovery/reset', { token, newPassword: NEW_PASSWORD });
    expect(reset.status).toBe(200);
    expect(reset.body.data.user).toEqual({ id: player.userId, email: player.email, name: 'Player' });
    expect(await reads(mailed, reset.body.data.token)).toBe(200);
    for (const old of player.tokens) expect(await reads(mailed, old)).toBe(401);
    expect(await signsIn(mailed, player.email, PASSWORD)).toBe(401);
    expect(await signsIn(mailed, player.email, NEW_PASSWORD)).toBe(200);

    // Once only.
    const again = await call(mailed, 'POST', '/api/auth/recovery/reset', {
      token,
      newPassword: 'Another-Fine-Phrase-33',
    });
    expect(again).toMatchObject({ status: 400, body: { success: false, message: LINK_REFUSED } });
    expect((await call(mailed, 'POST', '/api/auth/recovery/check', { token })).status).toBe(400);
    expect(await signsIn(mailed, player.email, NEW_PASSWORD)).toBe(200);
  });

  it('answers an address no account has as it answers a player’s, and mails it nothing', async () => {
    const player = await signUp(mailed);
    const rows = async () => (await mailed.database.db.select().from(verification)).length;
    const before = await rows();
    const unknown = await call(mailed, 'POST', '/api/auth/recovery/request', { email: 'nobody-here@forge.test' });
    await mailed.recovery.idle();
    expect(await rows()).toBe(before);
    const known = await call(mailed, 'POST', '/api/auth/recovery/request', { email: player.email });
    await mailed.recovery.idle();
    expect(await rows()).toBe(before + 1);
    expect({ status: unknown.status, body: unknown.body }).toEqual({ status: known.status, body: known.body });
    expect(receiver.mailsTo('nobody-here@forge.test')).toEqual([]);
    expect(receiver.mailsTo(player.email)).toHaveLength(1);
  });

  it('keeps only digests of the links: the table’s rows name no token', async () => {
    const player = await signUp(mailed);
    const token = await mailedLink(player.email);
    const [row] = await mailed.database.db.select().from(verification).where(eq(verification.value, player.userId));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('refuses a link after its hour, and the password stays', async () => {
    const player = await signUp(mailed);
    const token = await mailedLink(player.email);
    await age(mailed, player.userId, RESET_LINK_LIFETIME_S + 1);
    expect(await call(mailed, 'POST', '/api/auth/recovery/check', { token })).toMatchObject({
      status: 400,
      body: { success: false, message: LINK_REFUSED },
    });
    expect((await call(mailed, 'POST', '/api/auth/recovery/reset', { token, newPassword: NEW_PASSWORD })).status).toBe(
      400,
    );
    expect(await signsIn(mailed, player.email, PASSWORD)).toBe(200);
    expect(await signsIn(mailed, player.email, NEW_PASSWORD)).toBe(401);
  });

  it('refuses a guessable password, as sign-up does, and leaves the link working', async () => {
    const player = await signUp(mailed);
    const token = await mailedLink(player.email);
    for (const newPassword of ['password1', player.email]) {
      const refused = await call(mailed, 'POST', '/api/auth/recovery/reset', { token, newPassword });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/guess/);
    }
    expect((await call(mailed, 'POST', '/api/auth/recovery/reset', { token, newPassword: 'short' })).status).toBe(400);
    expect(await signsIn(mailed, player.email, PASSWORD)).toBe(200);
    expect((await call(mailed, 'POST', '/api/auth/recovery/reset', { token, newPassword: NEW_PASSWORD })).status).toBe(
      200,
    );
  });

  it('ends the account’s other links once one is used', async () => {
    const player = await signUp(mailed);
    const first = await mailedLink(player.email);
    const second = await mailedLink(player.email);
    expect(
      (await call(mailed, 'POST', '/api/auth/recovery/reset', { token: second, newPassword: NEW_PASSWORD })).status,
    ).toBe(200);
    expect((await call(mailed, 'POST', '/api/auth/recovery/check', { token: first })).status).toBe(400);
  });

  it('limits requests per account, known or not, and per address: 429 with Retry-After, nothing mailed', async () => {
    const player = await signUp(mailed);
    for (const email of [player.email, 'nobody-limited@forge.test']) {
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push(await call(mailed, 'POST', '/api/auth/recovery/request', { email }));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 429]);
      expect(answers[2]!.body).toEqual({ success: false, message: expect.stringMatching(/^Too many reset requests/) });
      expect(Number(answers[2]!.headers['retry-after'])).toBeGreaterThan(3000);
    }
    await mailed.recovery.idle();
    expect(receiver.mailsTo(player.email)).toHaveLength(2);

    const from = '203.0.113.77';
    const statuses = [];
    for (let i = 0; i < 5; i++)
      statuses.push(
        (
          await call(
            mailed,
            'POST',
            '/api/auth/recovery/request',
            { email: `someone-${i}@forge.test` },
            undefined,
            from,
          )
        ).status,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });

  it('answers the same when the mail server cannot be reached, and logs the failure without the address', async () => {
    const logs = new PassThrough();
    let logged = '';
    logs.on('data', (chunk: Buffer) => (logged += chunk.toString()));
    const closed = new MailReceiver();
    const smtpUrl = await closed.start();
    await closed.stop();
    const app = await buildTestApp({ mail: { SMTP_URL: smtpUrl, MAIL_FROM }, hosting: { PUBLIC_URL }, logs });
    try {
      const player = await signUp(app);
      const asked = await call(app, 'POST', '/api/auth/recovery/request', { email: player.email });
      expect(asked.status).toBe(200);
      await app.recovery.idle();
      expect(logged).toContain('reset link not mailed');
      expect(logged).toContain('"command":"CONN"');
      expect(logged).not.toContain(player.email);
    } finally {
      await app.close();
    }
  });

  it('gives the operator a whole link under PUBLIC_URL', async () => {
    const player = await playerOnTwoDevices(mailed);
    const made = await call(mailed, 'POST', `/api/admin/players/${player.factoryId}/reset-link`, {}, ADMIN_TOKEN);
    expect(made.status).toBe(200);
    expect(made.body.data.link.url).toBe(`${PUBLIC_URL}${made.body.data.link.path}`);
  });
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
