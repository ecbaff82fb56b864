import { describe, expect, it } from 'vitest';
import { buildTestApp, client, logCapture, makeOperator, signUp, useTestApp } from './helper.js';

const CONTACT = 'Write to ops@forge.test, or find Ops on the Trade channel';
const app = useTestApp({ operatorContact: CONTACT, limits: { PASSWORD_RESETS_PER_ACCOUNT: 3 } });

const ask = (body: Record<string, unknown>, remoteAddress?: string) =>
  app().inject({
    method: 'POST',
    url: '/api/auth/recovery/ask',
    payload: body,
    ...(remoteAddress ? { remoteAddress } : {}),
  });

async function operator() {
  const { token, email } = await signUp(app(), `op-${Date.now()}@forge.test`);
  await makeOperator(app(), email);
  return client(app(), token);
}
type Request = { factoryId: string; playerName: string; email: string; note: string };
const listed = async (op: ReturnType<typeof client>) =>
  (await op.get('/api/admin/password-help')).body.data.requests as Request[];

describe('asking the operator for a link (issue 45)', () => {
  it("tells the sign-in page how to reach this server's operator, and nothing without a contact", async () => {
    const answer = (await app().inject({ method: 'GET', url: '/api/auth/recovery' })).json();
    expect(answer).toEqual({ success: true, data: { byMail: false, operatorContact: CONTACT } });
    const bare = await buildTestApp();
    try {
      const none = (await bare.inject({ method: 'GET', url: '/api/auth/recovery' })).json();
      expect(none.data).toEqual({ byMail: false, operatorContact: null });
    } finally {
      await bare.close();
    }
  });

  it('lists who asked on the Moderation page, the same answer for an address nobody has, until a link is made', async () => {
    const op = await operator();
    const player = await signUp(app(), `lost-${Date.now()}@forge.test`, { name: 'Lost Key' });
    const asked = await ask(
      { email: player.email.toUpperCase(), note: 'I am LostKey on the Trade channel' },
      '10.0.0.1',
    );
    const nobody = await ask({ email: `nobody-${Date.now()}@forge.test` }, '10.0.0.1');
    expect(asked.statusCode).toBe(200);
    expect(nobody.statusCode).toBe(200);
    expect(nobody.json()).toEqual(asked.json());
    const open = await listed(op);
    expect(open.filter((r) => r.playerName === 'Lost Key')).toEqual([
      expect.objectContaining({ email: player.email, note: 'I am LostKey on the Trade channel' }),
    ]);
    expect(open.some((r) => r.email.startsWith('nobody-'))).toBe(false);
    const { factoryId } = open.find((r) => r.playerName === 'Lost Key')!;
    // A link made for the player answers the request.
    expect((await op.post(`/api/admin/players/${factoryId}/reset-link`, {})).status).toBe(200);
    expect((await listed(op)).some((r) => r.factoryId === factoryId)).toBe(false);
  });

  it('is dismissed by the operator, in the audit; a second dismissal is refused; others get a 404', async () => {
    const op = await operator();
    const player = await signUp(app(), `dismissed-${Date.now()}@forge.test`, { name: 'Dismissed' });
    expect((await ask({ email: player.email }, '10.0.0.2')).statusCode).toBe(200);
    const { factoryId } = (await listed(op)).find((r) => r.playerName === 'Dismissed')!;
    const stranger = client(app(), player.token);
    expect((await stranger.get('/api/admin/password-help')).status).toBe(404);
    expect((await stranger.post(`/api/admin/players/${factoryId}/dismiss-password-help`, {})).status).toBe(404);
    const dismissed = await op.post(`/api/admin/players/${factoryId}/dismiss-password-help`, { reason: 'asked twice' });
    expect(dismissed.status).toBe(200);
    expect((await listed(op)).some((r) => r.factoryId === factoryId)).toBe(false);
    const again = await op.post(`/api/admin/players/${factoryId}/dismiss-password-help`, {});
    expect(again.status).toBe(409);
    expect(again.body.success).toBe(false);
    const audit = (await op.get('/api/admin/audit')).body.data.actions as { action: string; reason: string }[];
    expect(audit).toContainEqual(expect.objectContaining({ action: 'dismiss-password-help', reason: 'asked twice' }));
  });

  it('refuses bad input with nothing kept, and limits asks per account', async () => {
    const op = await operator();
    for (const body of [
      {},
      { email: 'not-an-address' },
      { email: 'a@forge.test', note: 'x'.repeat(301) },
      { email: 'a@forge.test', extra: 1 },
    ]) {
      const res = await ask(body, '10.0.0.3');
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    }
    const player = await signUp(app(), `limited-${Date.now()}@forge.test`, { name: 'Limited' });
    for (let i = 0; i < 3; i++) expect((await ask({ email: player.email }, '10.0.0.4')).statusCode).toBe(200);
    expect((await ask({ email: player.email }, '10.0.0.4')).statusCode).toBe(429);
    expect((await listed(op)).filter((r) => r.playerName === 'Limited')).toHaveLength(1);
  });
});

describe('asking the operator, in the logs', () => {
  it('never writes the address asked with', async () => {
    const logs = logCapture();
    const logged = await buildTestApp({ logs: logs.stream });
    try {
      const email = `secret-${Date.now()}@forge.test`;
      await signUp(logged, email);
      logs.clear();
      const res = await logged.inject({
        method: 'POST',
        url: '/api/auth/recovery/ask',
        payload: { email, note: 'hi' },
      });
      expect(res.statusCode).toBe(200);
      expect(logs.text()).toContain('/api/auth/recovery/ask');
      expect(logs.text()).not.toContain(email);
    } finally {
      await logged.close();
    }
  });
});
