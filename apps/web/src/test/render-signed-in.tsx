/** Test helpers for the machines and maintenance pages: a signed-in client and a scripted API. */
import type { Factory, Machine } from '@forgeworks/contract';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { beforeAll, vi } from 'vitest';
import { createQueryClient } from '@/shared/lib/query-client';
import { useAuthStore } from '@/shared/stores/auth';
import { TooltipProvider } from '@/shared/ui/Tooltip';

export interface Reply {
  status?: number;
  body: unknown;
}
/** 'POST /factory/build-machine' → what the server answers (a function sees the parsed body). */
export type Routes = Record<string, Reply | ((body: unknown) => Reply)>;

export const ok = (data: unknown, message?: string): Reply => ({ body: { success: true, data, message } });
export const fail = (status: number, message?: string): Reply => ({ status, body: { success: false, message } });

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

/** Replaces fetch with the routes; unknown routes answer 404. Returns the calls made. */
export function mockApi(routes: Routes): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const path = String(url).replace(/^\/api/, '');
      const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path, body });
      const route = routes[`${method} ${path}`] ?? routes[`${method} ${path.split('?')[0]}`];
      const reply = typeof route === 'function' ? route(body) : (route ?? fail(404, 'Not found'));
      return new Response(JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

/** Signs the test player in and gives a query client that does not retry, so a failure shows at once. */
export function signedInClient(): QueryClient {
  useAuthStore.setState({ token: 'test-token', user: { id: 'u1', email: 'p@x.y', name: 'P' }, status: 'signed-in' });
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false, staleTime: 5_000 }, mutations: { retry: false } });
  return client;
}

export function renderSignedIn(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const client = signedInClient();
  return {
    client,
    ...render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[route]}>
          <TooltipProvider>{ui}</TooltipProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  };
}

/**
 * Renders `routes` in a memory data router (which blockers need) under `client`, opened at
 * `entry`; gives the router to navigate or read its location.
 */
export function renderRoutes(client: QueryClient, routes: RouteObject[], entry: string) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** Radix's slider measures its thumb, which jsdom cannot: a file's tests get an inert ResizeObserver. */
export function stubResizeObserver() {
  beforeAll(() => {
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
  });
}

export function machine(overrides: Partial<Machine> & Pick<Machine, 'id' | 'type'>): Machine {
  const names: Record<Machine['type'], string> = {
    IRON_MINE: 'Iron Mine',
    SMELTER: 'Smelter',
    COAL_MINE: 'Coal Mine',
    STEEL_MILL: 'Steel Mill',
    STEEL_FURNACE: 'Steel Furnace',
    POWER_PLANT: 'Power Plant',
    COKE_OVEN: 'Coke Oven',
    TOOL_WORKS: 'Tool Works',
    MACHINE_SHOP: 'Machine Shop',
  };
  const condition = overrides.condition ?? 1;
  return {
    level: 1,
    maxLevel: 3,
    name: names[overrides.type],
    capacity: 1,
    condition,
    conditionStatus: { label: condition <= 0 ? 'Broken' : 'Excellent', color: 'green' },
    totalOperatingHours: 10,
    lastMaintenanceDate: null,
    maintenance: null,
    ...overrides,
  };
}

export function factory(overrides: Partial<Factory> = {}): Factory {
  const cash = overrides.cash ?? 50_000;
  return {
    id: 'f1',
    name: "P's Factory",
    tick: 10,
    money: cash,
    cash,
    debt: 0,
    netWorth: 60_000,
    powerCapacity: 15,
    powerUsed: 0,
    machines: [],
    inventory: [],
    resources: [],
    standingOrders: [
      { resource: 'STEEL_BAR', keep: null, minPrice: null },
      { resource: 'ADVANCED_STEEL', keep: null, minPrice: null },
    ],
    autoMaintenance: true,
    site: null,
    floor: { used: 0, total: 60, extra: 0 },
    ...overrides,
  };
}
