import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../stores/auth';
import { ApiError, apiFetch, call, pathOf } from './api';

function respond(status: number, body: unknown) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return vi.fn(async () => new Response(text, { status, headers: { 'Content-Type': 'application/json' } }));
}

describe('apiFetch', () => {
  beforeEach(() => useAuthStore.setState({ token: null, user: null, status: 'signed-out' }));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('calls /api with the bearer token and a JSON body, and unwraps the envelope', async () => {
    useAuthStore.setState({ token: 'tok-123', status: 'signed-in' });
    const fetchMock = respond(200, { success: true, data: { id: 'f1' }, message: 'Built!' });
    vi.stubGlobal('fetch', fetchMock);

    const result = await apiFetch<{ id: string }>('/factory/build-machine', {
      method: 'POST',
      body: { type: 'IRON_MINE' },
    });

    expect(result).toEqual({ data: { id: 'f1' }, message: 'Built!' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/factory/build-machine');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"type":"IRON_MINE"}');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer tok-123', 'Content-Type': 'application/json' });
  });

  it('sends no Authorization header and no body when there is neither', async () => {
    const fetchMock = respond(200, { success: true, data: [] });
    vi.stubGlobal('fetch', fetchMock);
    const result = await apiFetch<unknown[]>('/market/prices');
    expect(result).toEqual({ data: [], message: undefined });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(init.headers).not.toHaveProperty('Authorization');
  });

  it("throws ApiError with the status and the server's message", async () => {
    vi.stubGlobal('fetch', respond(400, { success: false, message: 'Not enough cash' }));
    const error = await apiFetch('/factory/build-machine', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Not enough cash' });
  });

  it('falls back to a readable message when the server sent none', async () => {
    vi.stubGlobal('fetch', respond(502, '<html>Bad gateway</html>'));
    await expect(apiFetch('/factory/my-factory')).rejects.toMatchObject({
      status: 502,
      message: 'The server had a problem. Please try again in a moment.',
    });
  });

  it('treats success: false as a failure even with a 200', async () => {
    vi.stubGlobal('fetch', respond(200, { success: false, message: 'Nope' }));
    await expect(apiFetch('/x')).rejects.toMatchObject({ status: 200, message: 'Nope' });
  });

  it('turns a network failure into ApiError status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(apiFetch('/x')).rejects.toMatchObject({ name: 'ApiError', status: 0 });
  });

  it('warns on 401 and still throws to the caller, without signing out', async () => {
    useAuthStore.setState({ token: 'stale', status: 'signed-in' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('fetch', respond(401, { success: false, message: 'Authentication required' }));

    await expect(apiFetch('/factory/my-factory')).rejects.toMatchObject({
      status: 401,
      message: 'Authentication required',
    });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('401');
    expect(useAuthStore.getState().token).toBe('stale');
  });

  it('asks again with the new token when the token was renewed while a call was in flight', async () => {
    useAuthStore.setState({ token: 'old', status: 'signed-in' });
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      const sentOld = (init.headers as Record<string, string>).Authorization === 'Bearer old';
      if (!sentOld) return new Response(JSON.stringify({ success: true, data: 'ok' }));
      useAuthStore.getState().renewToken('new');
      return new Response(JSON.stringify({ success: false, message: 'Sign in first' }), { status: 401 });
    });
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiFetch<string>('/factory/my-factory')).resolves.toEqual({ data: 'ok', message: undefined });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not warn on other failures', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('fetch', respond(500, { success: false, message: 'Boom' }));
    await expect(apiFetch('/x')).rejects.toBeInstanceOf(ApiError);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('call', () => {
  beforeEach(() => useAuthStore.setState({ token: null, user: null, status: 'signed-out' }));
  afterEach(() => vi.unstubAllGlobals());

  it("sends the table's method and path with the body", async () => {
    const fetchMock = respond(200, { success: true, data: { resourceType: 'COAL' } });
    vi.stubGlobal('fetch', fetchMock);
    await call('sell', { body: { resourceType: 'COAL', quantity: 5 } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/market/sell');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"resourceType":"COAL","quantity":5}');
  });

  it('fills path parameters, encoded, and sends no body when it has none', async () => {
    const fetchMock = respond(200, { success: true, data: {} });
    vi.stubGlobal('fetch', fetchMock);
    await call('dismiss', { params: { id: 'a b/c' } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/workers/a%20b%2Fc');
    expect(init.method).toBe('DELETE');
    expect(init.body).toBeUndefined();
  });

  it('appends the query in the order given', () => {
    expect(pathOf('marketHistory', undefined, { resourceType: 'COAL', range: '1d' })).toBe(
      '/market/history?resourceType=COAL&range=1d',
    );
    expect(pathOf('maintenanceHistory', { machineId: 'm1' }, { limit: 20 })).toBe(
      '/factory/maintenance-history/m1?limit=20',
    );
    expect(pathOf('myFactory')).toBe('/factory/my-factory');
  });
});
