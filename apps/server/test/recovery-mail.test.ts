import { RESET_LINK_LIFETIME_S } from '@forgeworks/contract';
import { eq } from 'drizzle-orm';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verification } from '../src/db/schema.js';
import type { TestApp } from './helper.js';
import { ADMIN_TOKEN, buildTestApp, signUp } from './helper.js';
import { MailReceiver } from './mail-receiver.js';
import {
  age,
  call,
  LINK_REFUSED,
  MAIL_FROM,
  NEW_PASSWORD,
  PASSWORD,
  playerOnTwoDevices,
  PUBLIC_URL,
  reads,
  signsIn,
} from './recovery-helper.js';

/**
 * Issue 38: a forgotten password. With mail, a link mailed to the player; without, one the operator
 * makes and hands over. Either works once, for an hour, and ends every other session.
 */

const receiver = new MailReceiver();
let mailed: TestApp;

beforeAll(async () => {
  const smtpUrl = await receiver.start();
  mailed = await buildTestApp({
    mail: { SMTP_URL: smtpUrl, MAIL_FROM },
    hosting: { PUBLIC_URL },
    limits: { PASSWORD_RESETS_PER_ACCOUNT: 2, PASSWORD_RESETS_PER_ADDRESS: 4 },
  });
});
afterAll(async () => {
  await mailed?.close();
  await receiver.stop();
});

/** The link's token in a mail: the reset page under PUBLIC_URL. */
function tokenIn(text: string): string {
  const match = new RegExp(`${PUBLIC_URL.replace(/\./g, '\\.')}/game#/reset-password/([A-Za-z0-9]+)\\n`).exec(text);
  if (!match) throw new Error(`no link in the mail:\n${text}`);
  return match[1]!;
}

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
