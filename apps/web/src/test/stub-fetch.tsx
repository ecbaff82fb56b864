import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { createQueryClient } from '@/shared/lib/query-client';
import { useAuthStore } from '@/shared/stores/auth';
import { useNotifications } from '@/shared/stores/notifications';

/** A route's answer: data for a success envelope, or a function for full control. */
export type Route = unknown | ((init: RequestInit) => Response | Promise<Response>);

export const ok = (data: unknown, message?: string) =>
  new Response(JSON.stringify({ success: true, data, message }), { headers: { 'Content-Type': 'application/json' } });

export const fail = (status: number, message: string) =>
  new Response(JSON.stringify({ success: false, message }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** Stubs fetch: 'GET /workers' → route. Unknown calls answer 404 so a missing route shows up. */
export function mockApi(routes: Record<string, Route>) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${url.replace(/^\/api/, '')}`;
    if (!(key in routes)) return fail(404, `No mock for ${key}`);
    const route = routes[key];
    return typeof route === 'function' ? (route as (i: RequestInit) => Response | Promise<Response>)(init) : ok(route);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON body of the first call to `method path`. */
export function bodyOf(fetchMock: ReturnType<typeof mockApi>, method: string, path: string): unknown {
  const call = fetchMock.mock.calls.find(([url, init]) => url === `/api${path}` && (init?.method ?? 'GET') === method);
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}

export function signIn(userId = 'me') {
  useAuthStore.getState().signIn({ token: 'tok', user: { id: userId, email: 'me@example.com', name: 'Me' } });
}

/**
 * Inside a describe: each test starts signed in (as `userId`) with no notices left from the last,
 * and ends signed out with fetch restored.
 */
export function signInForEachTest(userId?: string) {
  beforeEach(() => {
    useNotifications.getState().clear();
    signIn(userId);
  });
  signOutAfterEachTest();
}

/** Inside a describe: each test ends signed out, its notices cleared and its stubbed globals (fetch) restored. */
export function signOutAfterEachTest() {
  afterEach(() => {
    useAuthStore.getState().signOut();
    useNotifications.getState().clear();
    vi.unstubAllGlobals();
  });
}

/** Renders with a fresh query client that does not retry (failures show at once). */
export function renderWithClient(ui: ReactNode) {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

/** {@link renderWithClient} inside a router, at `path` (the root unless told). */
export function renderRouted(ui: ReactNode, path?: string) {
  return renderWithClient(<MemoryRouter initialEntries={path ? [path] : undefined}>{ui}</MemoryRouter>);
}
