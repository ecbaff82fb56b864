import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, bearer, client, signUp, useTestApp } from './helper.js';

const app = useTestApp();

const player = async () => {
  const signed = await signUp(app());
  const c = client(app(), signed.token);
  return { ...signed, ...c, factoryId: (await c.factory()).id as string };
};

async function admin(method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await app().inject({ method, url, headers: bearer(ADMIN_TOKEN), ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
}

const register = (url: string, name: string) =>
  app().inject({
    method: 'POST',
    url,
    payload: { email: `n${Date.now()}-${Math.random()}@forge.test`, password: 'correct-horse', name },
  });

describe('names the word list marks as abusive', () => {
  it('are refused with a reason at sign-up (both routes), on a rename, and by the operator, changing nothing', async () => {
    for (const url of ['/api/auth/register', '/api/auth/sign-up/email'])
      for (const name of ['Fuck Face', 'sh1t', 'Biiiitch']) {
        const res = await register(url, name);
        expect(res.statusCode, `${url} ${name}`).toBe(400);
        expect(res.json().message).toBe('name: contains a word that is not allowed in names shown to other players');
      }
    const p = await player();
    const before = (await p.factory()).name;
    expect((await p.post('/api/account/factory-name', { name: 'Cunt Works' })).status).toBe(400);
    expect((await p.factory()).name).toBe(before);
    expect((await admin('POST', `/api/admin/players/${p.factoryId}/rename`, { name: 'Shit Works' })).status).toBe(400);
  });

  it('leaves honest names alone, the words a bad one hides in too', async () => {
    for (const name of ['Scunthorpe Steel', 'Cockburn Mills', 'Assembly Hall', 'Classic Iron'])
      expect((await register('/api/auth/register', name)).statusCode, name).toBe(200);
  });
});

describe('reporting a name', () => {
  it("reaches the operator's list once per player, counted by factory; a rename closes the reports", async () => {
    const [target, a, b] = [await player(), await player(), await player()];
    const reasons = [
      { reason: 'IMPERSONATION' },
      { reason: 'OFFENSIVE' },
      { reason: 'OTHER', note: '  a slur in Dutch ' },
    ];
    for (const [i, reporter] of [a, b, a].entries()) {
      const res = await reporter.post(`/api/factories/${target.factoryId}/report-name`, reasons[i]);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ reported: true });
    }
    const reports = (await admin('GET', '/api/admin/name-reports')).body.data.reports;
    const mine = reports.find((r: { factoryId: string }) => r.factoryId === target.factoryId);
    expect(mine).toMatchObject({ factoryName: (await target.factory()).name, playerName: 'Player', reports: 2 });
    // Each open report's reason, newest first: a's second report replaced its first.
    expect(mine.reasons.map((r: { reason: string; note: string | null }) => [r.reason, r.note])).toEqual([
      ['OTHER', 'a slur in Dutch'],
      ['OFFENSIVE', null],
    ]);
    const [line] = (await admin('GET', `/api/admin/players?search=${target.email}`)).body.data.players;
    expect(line).toMatchObject({ flags: ['name-reported', 'shared-address'], nameReports: 2 });

    await admin('POST', `/api/admin/players/${target.factoryId}/rename`, { name: 'Renamed Works' });
    const after = (await admin('GET', '/api/admin/name-reports')).body.data.reports;
    expect(after.some((r: { factoryId: string }) => r.factoryId === target.factoryId)).toBe(false);
    // Reported again, the report opens again.
    await a.post(`/api/factories/${target.factoryId}/report-name`, { reason: 'ADVERTISING' });
    const again = (await admin('GET', '/api/admin/name-reports')).body.data.reports;
    expect(again.find((r: { factoryId: string }) => r.factoryId === target.factoryId)?.reports).toBe(1);
  });

  it('is dismissed by the operator with a line in the audit; with none open, a 409', async () => {
    const [target, a] = [await player(), await player()];
    await a.post(`/api/factories/${target.factoryId}/report-name`, { reason: 'OFFENSIVE' });
    const res = await admin('POST', `/api/admin/players/${target.factoryId}/dismiss-name-reports`, {
      reason: 'a place name',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.player).toMatchObject({ flags: ['shared-address'], nameReports: 0 });
    const [line] = (await admin('GET', '/api/admin/audit')).body.data.actions;
    expect(line).toMatchObject({ action: 'dismiss-name-reports', detail: '1 report', reason: 'a place name' });
    const none = await admin('POST', `/api/admin/players/${target.factoryId}/dismiss-name-reports`);
    expect(none.status).toBe(409);
  });

  it("refuses one's own name, an unknown factory, a malformed id, and no reason or a bad one", async () => {
    const p = await player();
    const other = await player();
    const offensive = { reason: 'OFFENSIVE' };
    expect((await p.post(`/api/factories/${p.factoryId}/report-name`, offensive)).status).toBe(400);
    expect((await p.post('/api/factories/00000000-0000-4000-8000-000000000000/report-name', offensive)).status).toBe(
      404,
    );
    expect((await p.post('/api/factories/nope/report-name', offensive)).status).toBe(400);
    for (const body of [{}, { reason: 'UGLY' }, { reason: 'OTHER' }, { reason: 'OTHER', note: 'x'.repeat(201) }]) {
      const res = await p.post(`/api/factories/${other.factoryId}/report-name`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.success).toBe(false);
    }
    const reports = (await admin('GET', '/api/admin/name-reports')).body.data.reports;
    expect(reports.some((r: { factoryId: string }) => r.factoryId === other.factoryId)).toBe(false);
    expect((await app().inject({ method: 'POST', url: `/api/factories/${p.factoryId}/report-name` })).statusCode).toBe(
      401,
    );
  });
});
