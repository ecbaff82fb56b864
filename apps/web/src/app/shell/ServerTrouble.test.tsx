import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataOf } from '@/shared/lib/api';
import { createQueryClient } from '@/shared/lib/query-client';
import { useServerTrouble } from '@/shared/stores/server-trouble';
import { fail, ok } from '@/test/stub-fetch';
import { ServerTrouble } from './ServerTrouble';

/** A page reading the market's prices beside the banner. */
function Page() {
  const prices = useQuery({ queryKey: ['market', 'prices'], queryFn: () => dataOf('marketPrices'), retry: false });
  return <p>{prices.isSuccess ? 'prices shown' : prices.isError ? 'prices failed' : 'loading'}</p>;
}

const unavailable = () => {
  const res = fail(503, 'The server is having trouble reaching its database; try again in a few seconds');
  res.headers.set('retry-after', '1');
  return res;
};

/** The banner beside the page, on the app's own query client. */
const renderPage = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ServerTrouble />
      <Page />
    </QueryClientProvider>,
  );

describe('ServerTrouble', () => {
  beforeEach(() => useServerTrouble.setState({ trouble: false, retryMs: 5_000 }));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('says the server is having trouble on a 503, asks again after Retry-After, and recovers by itself', async () => {
    let down = true;
    const fetchMock = vi.fn(async (url: string) => {
      if (down) return unavailable();
      if (url === '/api/health') return ok({ status: 'ok', database: 'postgres', tick: { number: 1, finished: true } });
      return ok([]);
    });
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    expect(await screen.findByText('prices failed')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('The server is having trouble, retrying…');
    expect(useServerTrouble.getState().retryMs).toBe(1_000);

    // While it is down the health check keeps failing, and the banner stays.
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/health', expect.anything()), {
      timeout: 3_000,
    });
    expect(screen.getByRole('status')).toBeInTheDocument();

    down = false;
    // The next health check answers: the banner goes, and the page's failed query is fetched again.
    expect(await screen.findByText('prices shown', {}, { timeout: 3_000 })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows nothing while the server answers, errors of the request included', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => fail(400, 'bad')),
    );
    renderPage();
    expect(await screen.findByText('prices failed')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
