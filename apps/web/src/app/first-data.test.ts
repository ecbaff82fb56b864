import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/shared/lib/query-client';
import { mockApi } from '@/test/stub-fetch';
import { powerGridQueryOptions } from '@/shared/api/power-grid';
import { askFirstData } from './first-data';
import { loadPageAt } from './pages';

const asked = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url).replace(/^\/api/, '')}`);

describe('askFirstData', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the shell's data and, once the overview's code is in, for its first screen's", async () => {
    const fetchMock = mockApi({});
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });

    askFirstData(client, '/game/');

    await vi.waitFor(() => expect(client.getQueryState(queryKeys.powerGrid)?.status).toBe('error'), {
      timeout: 8_000,
    });
    expect(asked(fetchMock)).toEqual(
      expect.arrayContaining([
        'GET /factory/tick-info',
        'GET /chat/channels',
        'GET /messages',
        'GET /account',
        'GET /factory/my-factory',
        'GET /factory/power-grid-status',
        'GET /analytics/factory-stats',
        'GET /factory/state',
      ]),
    );
  });

  it("loads the code of a page at its address only, the overview's at /game with or without a slash", async () => {
    expect(loadPageAt('/game/no-such-page')).toBeUndefined();
    expect(loadPageAt('/game/factories/some-id')).toBeUndefined();
    const overview = await loadPageAt('/game/');
    expect(overview?.firstScreenQueries).toContain(powerGridQueryOptions);
    expect(await loadPageAt('/game')).toBe(overview);
  });
});
