import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import type { TestApp } from './helper.js';
import { useTestApp } from './helper.js';

const LAN = 'http://10.213.7.1:3000';

async function headersOf(app: TestApp, url: string, request: { headers?: Record<string, string>; from?: string } = {}) {
  const res = await app.inject({ method: 'GET', url, headers: request.headers, remoteAddress: request.from });
  expect(res.statusCode).toBe(200);
  return {
    policy: String(res.headers['content-security-policy']),
    hsts: res.headers['strict-transport-security'],
    openerPolicy: res.headers['cross-origin-opener-policy'],
  };
}

type SecurityHeaders = Awaited<ReturnType<typeof headersOf>>;

function expectPlainHttp(headers: SecurityHeaders) {
  expect(headers.policy).toContain("script-src 'self'");
  expect(headers.policy).not.toContain('upgrade-insecure-requests');
  expect(headers.hsts).toBeUndefined();
  expect(headers.openerPolicy).toBeUndefined();
}

function expectHttps(headers: SecurityHeaders) {
  expect(headers.policy).toContain("script-src 'self'");
  expect(headers.policy).toContain('upgrade-insecure-requests');
  expect(headers.hsts).toMatch(/^max-age=\d+/);
  expect(headers.openerPolicy).toBe('same-origin');
}

describe('a server reached over plain HTTP (no PUBLIC_URL, no proxy trusted)', () => {
  const app = useTestApp();

  it('asks no browser to upgrade to HTTPS, even when a client claims a proxy said https', async () => {
    expectPlainHttp(await headersOf(app(), '/api/health'));
    expectPlainHttp(await headersOf(app(), '/api/health', { headers: { 'x-forwarded-proto': 'https' } }));
  });

  it('serves the API docs with their own policy, without the upgrade', async () => {
    const docs = await headersOf(app(), '/api/docs/');
    expect(docs.policy).toContain('validator.swagger.io');
    expect(docs.policy).not.toContain('upgrade-insecure-requests');
  });

  it('signs players up from a LAN address, through both sign-up routes', async () => {
    const headers = { origin: LAN, host: '10.213.7.1:3000', referer: `${LAN}/` };
    for (const [url, email] of [
      ['/api/auth/register', 'lan@forge.test'],
      ['/api/auth/sign-up/email', 'lan2@forge.test'],
    ]) {
      const res = await app().inject({
        method: 'POST',
        url,
        headers,
        payload: { name: 'Lan Player', email, password: 'correct-horse' },
      });
      expect({ url, status: res.statusCode }, res.body).toEqual({ url, status: 200 });
    }
  });
});

describe('a server whose PUBLIC_URL is https', () => {
  const app = useTestApp({ hosting: { PUBLIC_URL: 'https://forge.example.com' } });

  it('tells browsers to stay on HTTPS on every answer', async () => {
    expectHttps(await headersOf(app(), '/api/health'));
  });

  it('signs players up, even from a page opened at another address, and takes their tokens', async () => {
    const res = await app().inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { origin: LAN },
      payload: { name: 'Lan Player', email: 'lan@forge.test', password: 'correct-horse' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { token } = (res.json() as { data: { token: string } }).data;
    const headers = { authorization: `Bearer ${token}` };
    expect((await app().inject({ method: 'GET', url: '/api/factory/my-factory', headers })).statusCode).toBe(200);
    // better-auth itself reads the token (its cookies are named differently under an https base address).
    const session = await app().inject({ method: 'GET', url: '/api/auth/get-session', headers });
    expect(session.json()).toMatchObject({ success: true, data: { user: { email: 'lan@forge.test' } } });
  });
});

describe('a server behind a trusted proxy', () => {
  const app = useTestApp({
    hosting: { TRUST_PROXY: true },
    limits: { PASSWORD_GUESSES_PER_ADDRESS: 1, PASSWORD_GUESSES_PER_ACCOUNT: 100 },
  });

  it('tells browsers to stay on HTTPS only when the proxy says it was reached over https', async () => {
    expectHttps(await headersOf(app(), '/api/health', { headers: { 'x-forwarded-proto': 'https' } }));
    expectPlainHttp(await headersOf(app(), '/api/health', { headers: { 'x-forwarded-proto': 'http' } }));
    expectPlainHttp(await headersOf(app(), '/api/health'));
  });

  it('counts sign-in attempts per player address the proxy names, not per proxy', async () => {
    const attempt = (player: string) =>
      app().inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-forwarded-for': player },
        payload: { email: 'nobody@forge.test', password: 'wrong-password' },
      });
    expect((await attempt('192.168.1.10')).statusCode).toBe(401);
    expect((await attempt('192.168.1.11')).statusCode).toBe(401);
    expect((await attempt('192.168.1.10')).statusCode).toBe(429);
  });
});

describe('a server trusting one proxy address', () => {
  const app = useTestApp({ hosting: { TRUST_PROXY: loadConfig({ TRUST_PROXY: '10.0.0.1' }).TRUST_PROXY } });

  it('believes X-Forwarded-Proto from that proxy only', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    expectHttps(await headersOf(app(), '/api/health', { headers: https, from: '10.0.0.1' }));
    expectPlainHttp(await headersOf(app(), '/api/health', { headers: https, from: '10.0.0.2' }));
  });
});

describe('the hosting settings an operator gives', () => {
  it('take TRUST_PROXY as true, false or proxy addresses, and refuse anything else', () => {
    expect(loadConfig({}).TRUST_PROXY).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).TRUST_PROXY).toBe('127.0.0.1, 10.0.0.0/8,::1');
    for (const bad of ['', 'proxy', '10.0.0.0/33', '10.0.0.1/8/8', '300.0.0.1'])
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/Invalid environment: TRUST_PROXY/);
  });

  it('take PUBLIC_URL as an http or https address only', () => {
    expect(loadConfig({ PUBLIC_URL: 'http://192.168.1.5:3000' }).PUBLIC_URL).toBe('http://192.168.1.5:3000');
    for (const bad of ['forge.example.com', 'ftp://forge.example.com'])
      expect(() => loadConfig({ PUBLIC_URL: bad }), bad).toThrow(/Invalid environment: PUBLIC_URL/);
  });
});
