import { describe, expect, it } from 'vitest';
import { bearer, buildTestApp, logCapture, signUp, useTestApp } from './helper.js';

const app = useTestApp();

describe('health and documentation', () => {
  it('answers health in the envelope, naming the database engine and the last tick', async () => {
    const res = await app().inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        status: 'ok',
        database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
        tick: { number: 0, finished: true },
      },
    });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves an OpenAPI document generated from the contract', async () => {
    const res = await app().inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/auth/register', '/api/auth/login']),
    );
  });

  it('serves the API docs page and its assets', async () => {
    expect((await app().inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(200);
    const css = await app().inject({ method: 'GET', url: '/api/docs/static/swagger-ui.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');
  });

  it('answers unknown routes with 404 in the envelope', async () => {
    const res = await app().inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false });
  });
});

describe('register and login', () => {
  it('registers, then logs in with the same credentials, returning a bearer token and the user', async () => {
    const { email, userId } = await signUp(app(), 'ada@forge.test');
    const res = await app().inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'correct-horse' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      data: { user: { id: userId, email: 'ada@forge.test', name: 'Player' } },
    });
    expect(typeof body.data.token).toBe('string');
  });

  it('refuses a wrong password with 401', async () => {
    await signUp(app(), 'bob@forge.test');
    const res = await app().inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'bob@forge.test', password: 'wrong-password' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: 'Invalid email or password' });
  });

  it('refuses a second account with the same email', async () => {
    await signUp(app(), 'cy@forge.test');
    const res = await app().inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'cy@forge.test', password: 'another-pass', name: 'Cy' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, message: 'An account with this email already exists' });
  });

  it.each([
    [{ email: 'x@forge.test', password: 'short', name: 'X' }, 'password'],
    [{ email: 'not-an-email', password: 'long-enough', name: 'X' }, 'email'],
    [{ email: 'x@forge.test', password: 'long-enough' }, 'name'],
    [{ email: 'x@forge.test', password: 12345678, name: 'X' }, 'password'],
  ])('refuses registration %j with 400 naming the field', async (payload, field) => {
    const res = await app().inject({ method: 'POST', url: '/api/auth/register', payload });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.message).toContain(field);
  });
});

describe('logs', () => {
  it('never carry a password or a bearer token, even at trace level', async () => {
    const captured = logCapture();
    const logged = await buildTestApp({ logs: captured.stream });
    try {
      const password = 'hunter2-secret-Pa55';
      const payload = { email: 'log@forge.test', password, name: 'Lo' };
      expect((await logged.inject({ method: 'POST', url: '/api/auth/register', payload })).statusCode).toBe(200);
      const credentials = { email: payload.email, password };
      const login = await logged.inject({ method: 'POST', url: '/api/auth/login', payload: credentials });
      const token = login.json().data.token as string;
      await logged.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { ...credentials, password: `${password}x` },
      });
      await logged.inject({ method: 'GET', url: '/api/factory/my-factory', headers: bearer(token) });
      const logs = captured.text();
      expect(logs).toContain('/api/auth/login');
      expect(logs).not.toContain(password);
      expect(logs).not.toContain(token);
    } finally {
      await logged.close();
    }
  });
});
