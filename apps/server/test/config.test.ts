import { describe, expect, it } from 'vitest';
import { DEFAULT_RIVALS, loadConfig, mailOptions, rivalCount } from '../src/config.js';
import { databaseTickOptions } from '../src/tick/options.js';

describe('the tick settings an operator gives', () => {
  it('default to two batches in flight on PostgreSQL and one on the embedded database', () => {
    const config = loadConfig({});
    expect(config.TICK_BATCHES_IN_FLIGHT).toBeUndefined();
    expect(databaseTickOptions('postgres', config.TICK_BATCHES_IN_FLIGHT).batchesInFlight).toBe(2);
    expect(databaseTickOptions('pglite', config.TICK_BATCHES_IN_FLIGHT).batchesInFlight).toBe(1);
  });

  it('take TICK_BATCHES_IN_FLIGHT on PostgreSQL only, and refuse what is not a whole number from 1 to 8', () => {
    const config = loadConfig({ TICK_BATCHES_IN_FLIGHT: '1' });
    expect(databaseTickOptions('postgres', config.TICK_BATCHES_IN_FLIGHT).batchesInFlight).toBe(1);
    expect(
      databaseTickOptions('pglite', loadConfig({ TICK_BATCHES_IN_FLIGHT: '4' }).TICK_BATCHES_IN_FLIGHT).batchesInFlight,
    ).toBe(1);
    for (const bad of ['0', '9', '1.5', 'two'])
      expect(() => loadConfig({ TICK_BATCHES_IN_FLIGHT: bad })).toThrow(/Invalid environment: TICK_BATCHES_IN_FLIGHT/);
  });
});

describe('RIVALS', () => {
  const url = 'postgres://forge@localhost/forge';
  it('defaults to a handful on the embedded database and to none on PostgreSQL', () => {
    expect(rivalCount(loadConfig({}))).toBe(DEFAULT_RIVALS);
    expect(DEFAULT_RIVALS).toBeGreaterThan(0);
    expect(rivalCount(loadConfig({ DATABASE_URL: url }))).toBe(0);
  });

  it('takes the number given on either database, and refuses what is not a whole number from 0', () => {
    expect(rivalCount(loadConfig({ RIVALS: '0' }))).toBe(0);
    expect(rivalCount(loadConfig({ RIVALS: '12', DATABASE_URL: url }))).toBe(12);
    for (const bad of ['-1', '1.5', 'many', '10001'])
      expect(() => loadConfig({ RIVALS: bad })).toThrow(/Invalid environment: RIVALS/);
  });
});

describe('OPERATOR_EMAILS', () => {
  it('takes a comma-separated list, trimmed and in lower case, empty entries dropped', () => {
    expect(loadConfig({}).OPERATOR_EMAILS).toBeUndefined();
    expect(loadConfig({ OPERATOR_EMAILS: ' Boss@Forge.test, ,ops@forge.test,' }).OPERATOR_EMAILS).toEqual([
      'boss@forge.test',
      'ops@forge.test',
    ]);
  });

  it('refuses an entry that is not an email address', () => {
    expect(() => loadConfig({ OPERATOR_EMAILS: 'boss@forge.test,boss' })).toThrow(
      /Invalid environment: OPERATOR_EMAILS/,
    );
  });
});

describe('mail (SMTP_URL, MAIL_FROM)', () => {
  const mail = {
    SMTP_URL: 'smtp://game:secret@mail.example.com:587',
    MAIL_FROM: 'Forgeworks <game@forge.example.com>',
  };
  const PUBLIC_URL = 'https://forge.example.com';

  it('is off by default, and on with an SMTP URL, a sender and the public address links open', () => {
    expect(mailOptions(loadConfig({}))).toBeNull();
    expect(mailOptions(loadConfig({ ...mail, PUBLIC_URL }))).toEqual({ smtpUrl: mail.SMTP_URL, from: mail.MAIL_FROM });
    expect(loadConfig({ ...mail, MAIL_FROM: 'game@forge.example.com', PUBLIC_URL }).MAIL_FROM).toBe(
      'game@forge.example.com',
    );
  });

  it('refuses SMTP_URL without MAIL_FROM or PUBLIC_URL, and what is not an SMTP URL or an address', () => {
    expect(() => loadConfig({ SMTP_URL: mail.SMTP_URL, PUBLIC_URL })).toThrow(/MAIL_FROM: SMTP_URL needs MAIL_FROM/);
    expect(() => loadConfig(mail)).toThrow(/PUBLIC_URL: SMTP_URL needs PUBLIC_URL/);
    expect(() => loadConfig({ ...mail, PUBLIC_URL, SMTP_URL: 'http://mail.example.com' })).toThrow(
      /Invalid environment: SMTP_URL/,
    );
    for (const from of ['game', 'Forgeworks <game>', 'a@b.c\r\nBcc: x@y.z'])
      expect(() => loadConfig({ ...mail, PUBLIC_URL, MAIL_FROM: from })).toThrow(/Invalid environment: MAIL_FROM/);
  });
});
