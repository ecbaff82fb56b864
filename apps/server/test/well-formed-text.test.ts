import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorForLog } from '../src/errors.js';
import { MALFORMED_TEXT_MESSAGE } from '../src/plugins/external/request-bounds.js';
import { rowsOf } from './raw-rows.js';
import { ADMIN_TOKEN, bearer, client, loggedTestApp, signUp, useTestApp } from './helper.js';
import type { TestApp } from './helper.js';

const app = useTestApp();

/** A high surrogate alone, a low one alone, and one reversed pair: none is a character. */
const LONE = ['\ud800', '\udfff', '\udc00\ud800'];

async function player(on: TestApp = app()) {
  const signed = await signUp(on);
  const me = client(on, signed.token);
  await on.database.db.execute(
    sql`UPDATE "user" SET created_at = now() - interval '2 days' WHERE id = ${signed.userId}`,
  );
  return { ...signed, me, factoryId: (await me.factory()).id as string };
}

const count = async (table: string) =>
  Number(
    rowsOf<{ n: number }>(await app().database.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`)))[0]!.n,
  );

describe('a lone UTF-16 surrogate in any text field', () => {
  it.each(LONE)(
    'answers %j with a 400 in the envelope and stores nothing, on every route that takes text',
    async (lone) => {
      const [a, b] = [await player(), await player()];
      const text = `hello ${lone} there`;
      const [messages, reports] = [await count('chat_messages'), await count('name_reports')];
      const answers = [
        await a.me.post('/api/chat/channels/trade/messages', { text }),
        await a.me.post(`/api/messages/${b.factoryId}`, { text }),
        await a.me.post('/api/account/factory-name', { name: text }),
        await a.me.post(`/api/factories/${b.factoryId}/report-name`, { reason: 'OTHER', note: text }),
        await a.me.post('/api/chat/messages/1/report', { reason: text }),
        await a.me.post('/api/account/delete', { password: 'correct-horse', confirmFactoryName: text }),
        await a.me.post('/api/account/change-password', { currentPassword: text, newPassword: 'a-brand-new-phrase' }),
      ];
      for (const url of ['/api/auth/register', '/api/auth/sign-up/email']) {
        const res = await app().inject({
          method: 'POST',
          url,
          payload: { email: `lone${Date.now()}@forge.test`, password: 'correct-horse', name: text },
        });
        answers.push({ status: res.statusCode, body: res.json() });
      }
      const operator = await app().inject({
        method: 'POST',
        url: `/api/admin/players/${b.factoryId}/rename`,
        headers: bearer(ADMIN_TOKEN),
        payload: { name: text },
      });
      answers.push({ status: operator.statusCode, body: operator.json() });
      // In a key too, and deep in a body.
      answers.push(await a.me.post('/api/chat/channels/trade/messages', { text: 'hi', [lone]: 1 }));
      answers.push(await a.me.post('/api/factory/build-machine', { type: 'COAL_MINE', deep: [[{ x: lone }]] }));
      for (const answer of answers)
        expect(answer).toEqual({ status: 400, body: { success: false, message: MALFORMED_TEXT_MESSAGE } });
      expect([await count('chat_messages'), await count('name_reports')]).toEqual([messages, reports]);
      expect((await a.me.factory()).name).toBe((await a.me.get('/api/account')).body.data.factoryName);
    },
  );

  it('leaves whole characters made of two surrogates alone', async () => {
    const a = await player();
    const res = await a.me.post('/api/chat/channels/trade/messages', { text: 'coal \u{1F525} for sale' });
    expect(res.status).toBe(200);
    expect(res.body.data.message.text).toBe('coal \u{1F525} for sale');
  });
});

describe('the log', () => {
  it("never carries a message's text, a name or an email, nor a failed query's values", async () => {
    const { app: logged, logs: logText } = await loggedTestApp();
    try {
      const [a, b] = [await player(logged), await player(logged)];
      const secret = 'quartz-walrus-murmur';
      await a.me.post('/api/chat/channels/trade/messages', { text: `${secret} one` });
      await a.me.post(`/api/messages/${b.factoryId}`, { text: `${secret} two` });
      await a.me.post(`/api/messages/${b.factoryId}`, { text: `${secret} \ud800` });
      await a.me.post('/api/account/factory-name', { name: `${secret} Works` });
      const logs = logText();
      expect(logs).toContain('/api/messages/');
      expect(logs).not.toContain(secret);
      expect(logs).not.toContain(a.email);
    } finally {
      await logged.close();
    }
  });

  it("keeps a failed query's statement and code but not its values", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "factories_name_key_idx"'), {
      code: '23505',
      constraint: 'factories_name_key_idx',
      detail: 'Key (name_key)=(rita real) already exists.',
    });
    const failed = new Error('Failed query: update "factories" set "name" = $1\nparams: Rita Real,rita@forge.test', {
      cause,
    });
    const logged = JSON.stringify(errorForLog(failed));
    expect(logged).toContain('Failed query: update \\"factories\\" set \\"name\\" = $1');
    expect(logged).toContain('23505');
    expect(logged).not.toContain('Rita Real');
    expect(logged).not.toContain('rita@forge.test');
    expect(logged).not.toContain('rita real');
  });
});
