import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { useAuthStore } from '@/shared/stores/auth';

/** A JSON reply in the API's envelope. */
export function okResponse(data: unknown): Response {
  return new Response(JSON.stringify({ success: true, data }), { headers: { 'Content-Type': 'application/json' } });
}

export function failResponse(status: number, message = 'Boom'): Response {
  return new Response(JSON.stringify({ success: false, message }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Renders `ui` signed in, with a fresh query client that does not retry (so an error shows at
 * once), and `fetch` answered by `answer(path)` for each `/api` path asked.
 */
export function renderWithApi(ui: ReactElement, answer: (path: string) => Response | Promise<Response>) {
  useAuthStore.setState({ token: 'test-token', status: 'signed-in', user: null });
  const fetchMock = vi.fn(async (url: string | URL | Request) => answer(String(url).replace(/^\/api/, '')));
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchInterval: false } } });
  const view = render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
  return { ...view, fetchMock, client };
}
