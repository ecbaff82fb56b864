import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from './raw-rows.js';
import { quietUntil } from '../src/push/quiet-hours.js';
import type { TestApp } from './helper.js';
import { bearer, signUp } from './helper.js';
import type { TestDevice } from './push-service.js';
import { subscription } from './push-service.js';
import { usePushApp } from './push-helper.js';

const { service, app: pushApp, put, settings, subscribed, until, takeLoan } = usePushApp();
let app: TestApp;
beforeAll(() => {
  app = pushApp();
});

const HHMM = (ms: number) => new Date(ms).toISOString().slice(11, 16);

describe('Web Push: quiet hours', () => {
  it('hold a message back until they end, then send it', async () => {
    const p = await subscribed(['cash']);
    const now = Date.now();
    const quiet = { from: HHMM(now - 3_600_000), until: HHMM(now + 3_600_000), timeZone: 'UTC' };
    const saved = await put(p.token, '/api/push/quiet-hours', { quietHours: quiet });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.quietHours).toEqual(quiet);
    await takeLoan(p);
    const db = app.database.db;
    const held = async () =>
      rowsOf<{ due_at: string | Date; sent_at: unknown }>(
        await db.execute(sql`SELECT due_at, sent_at FROM push_outbox WHERE user_id = ${p.userId}`),
      );
    for (let i = 0; i < 50 && (await held()).length === 0; i++) {
      await app.push.flush();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await app.push.flush();
    expect(service.messages(p.device)).toEqual([]);
    const [row] = await held();
    expect(row!.sent_at).toBeNull();
    // Held to the minute the quiet hours end.
    const end = Date.parse(`${new Date(now + 3_600_000).toISOString().slice(0, 16)}:00Z`);
    expect(new Date(row!.due_at).getTime()).toBe(end);
    // Quiet hours lifted: what they held goes at once.
    expect((await put(p.token, '/api/push/quiet-hours', { quietHours: null })).statusCode).toBe(200);
    await until(() => service.messages(p.device).length > 0);
    expect(service.messages(p.device)).toEqual([expect.objectContaining({ kind: 'cash', title: 'Loan taken' })]);
  });

  it('are counted in the player’s time zone and may span midnight', () => {
    const at = (iso: string) => Date.parse(iso);
    const night = { fromMinute: 22 * 60, untilMinute: 7 * 60, timeZone: 'Europe/Paris' };
    // 21:30 UTC is 22:30 in Paris (winter): quiet until 07:00 Paris, 06:00 UTC.
    expect(quietUntil(at('2026-01-15T21:30:00Z'), night)).toBe(at('2026-01-16T06:00:00Z'));
    expect(quietUntil(at('2026-01-15T05:59:30Z'), night)).toBe(at('2026-01-15T06:00:00Z'));
    expect(quietUntil(at('2026-01-15T06:00:00Z'), night)).toBeNull();
    expect(quietUntil(at('2026-01-15T20:59:00Z'), night)).toBeNull();
    const afternoon = { fromMinute: 13 * 60, untilMinute: 14 * 60, timeZone: 'America/New_York' };
    expect(quietUntil(at('2026-07-01T17:10:00Z'), afternoon)).toBe(at('2026-07-01T18:00:00Z'));
    expect(quietUntil(at('2026-07-01T13:10:00Z'), afternoon)).toBeNull();
  });
});

describe('Web Push: the settings routes', () => {
  it('refuse bad input in the envelope and change nothing', async () => {
    const { token } = await signUp(app);
    const device = service.device();
    const good = subscription(device, ['cash']);
    const refused: [string, unknown][] = [
      ['/api/push/subscription', { ...good, endpoint: 'https://push.example.com/abc' }],
      ['/api/push/subscription', { ...good, endpoint: 'http://fcm.googleapis.com/fcm/send/abc' }],
      ['/api/push/subscription', { ...good, endpoint: 'https://fcm.googleapis.com:8443/fcm/send/abc' }],
      ['/api/push/subscription', { ...good, endpoint: 'https://user:pw@fcm.googleapis.com/fcm/send/abc' }],
      ['/api/push/subscription', { ...good, endpoint: 'not a url' }],
      ['/api/push/subscription', { ...good, keys: { ...good.keys, p256dh: 'short' } }],
      ['/api/push/subscription', { ...good, keys: { ...good.keys, auth: 'x'.repeat(22) + '=' } }],
      ['/api/push/subscription', { ...good, kinds: ['everything'] }],
      ['/api/push/subscription', { ...good, kinds: ['cash', 'cash'] }],
      ['/api/push/subscription', { ...good, extra: 1 }],
      ['/api/push/quiet-hours', { quietHours: { from: '22:00', until: '07:00', timeZone: 'Mars/Olympus_Mons' } }],
      ['/api/push/quiet-hours', { quietHours: { from: '24:00', until: '07:00', timeZone: 'UTC' } }],
      ['/api/push/quiet-hours', { quietHours: { from: '07:00', until: '07:00', timeZone: 'UTC' } }],
      ['/api/push/quiet-hours', { quietHours: { from: '22:00', until: '07:00' } }],
      ['/api/push/quiet-hours', {}],
    ];
    for (const [url, payload] of refused) {
      const res = await put(token, url, payload);
      expect({ url, payload, status: res.statusCode }).toEqual({ url, payload, status: 400 });
      expect(res.json()).toEqual({ success: false, message: expect.any(String) });
    }
    const unsubscribe = await app.inject({
      method: 'POST',
      url: '/api/push/unsubscribe',
      headers: bearer(token),
      payload: { endpoint: 42 },
    });
    expect(unsubscribe.statusCode).toBe(400);
    const after = await settings(token);
    expect(after.devices).toEqual([]);
    expect(after.quietHours).toBeNull();
    expect((await app.inject({ method: 'GET', url: '/api/push' })).statusCode).toBe(401);
    const read = await app.inject({ method: 'GET', url: '/api/push', headers: bearer(token) });
    expect(read.headers['cache-control']).toBe('no-store');
  });

  it('turn a device off for its own player only; a browser another player subscribes on moves to them', async () => {
    const a = await subscribed(['cash']);
    const b = await signUp(app);
    const unsubscribeAs = (token: string, device: TestDevice) =>
      app.inject({
        method: 'POST',
        url: '/api/push/unsubscribe',
        headers: bearer(token),
        payload: { endpoint: device.endpoint },
      });
    expect((await unsubscribeAs(b.token, a.device)).json().data).toEqual({ removed: 0 });
    expect((await settings(a.token)).devices).toHaveLength(1);
    // Player b signs in on the same browser and turns notifications on: the address is b's now.
    expect((await put(b.token, '/api/push/subscription', subscription(a.device, ['exchange']))).statusCode).toBe(200);
    expect((await settings(a.token)).devices).toEqual([]);
    expect((await settings(b.token)).devices).toEqual([
      expect.objectContaining({ endpoint: a.device.endpoint, kinds: ['exchange'] }),
    ]);
    expect((await unsubscribeAs(b.token, a.device)).json().data).toEqual({ removed: 1 });
    expect((await settings(b.token)).devices).toEqual([]);
  });
});
