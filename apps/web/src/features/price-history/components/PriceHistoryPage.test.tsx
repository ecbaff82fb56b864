import type { MarketHistory } from '@forgeworks/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockApi, renderWithClient, signInForEachTest } from '@/test/stub-fetch';
import PriceHistoryPage from './PriceHistoryPage';

// The chart draws on a canvas, which the test DOM lacks: stand in with what it was given.
vi.mock('./PriceChart', () => ({
  default: ({ history }: { history: MarketHistory }) => (
    <p>
      chart of {history.points.length} {history.range} points
    </p>
  ),
}));

const point = (tick: number, price: number, volumeSold = 0) => ({
  at: new Date(Date.UTC(2026, 10, 25, 10, tick * 5)).toISOString(),
  tick,
  price,
  open: price,
  high: price,
  low: price,
  close: price,
  volumeSold,
  volumeBought: 0,
});

const history = (resourceType: string, range: string, over: Partial<MarketHistory> = {}) => ({
  resourceType,
  range,
  points: [point(1, 110, 50), point(2, 114)],
  summary: { min: 110, avg: 112, max: 114, change: 4, changeShare: 0.036, volumeSold: 50, volumeBought: 0 },
  exchange: { units: 12, averagePrice: 116.5 },
  ...over,
});

describe('PriceHistoryPage', () => {
  signInForEachTest();

  it('shows steel over 24 hours with low, average, high and change, and switches resource and range', async () => {
    const api = mockApi({
      'GET /market/history?resourceType=STEEL_BAR&range=24h': history('STEEL_BAR', '24h'),
      'GET /market/history?resourceType=STEEL_BAR&range=7d': history('STEEL_BAR', '7d', { points: [point(1, 112)] }),
      'GET /market/history?resourceType=COAL&range=7d': history('COAL', '7d', { points: [], summary: null }),
    });
    renderWithClient(<PriceHistoryPage />);
    expect(await screen.findByText('chart of 2 24h points')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Steel Bar price' })).toBeInTheDocument();
    expect(screen.getByText('$110.00')).toBeInTheDocument();
    expect(screen.getByText('$112.00')).toBeInTheDocument();
    expect(screen.getByText('+$4.00')).toHaveClass('text-emerald-400');
    expect(screen.getByText(/units sold to the market \(up\)/)).toBeInTheDocument();
    // Beside the market's volumes, what players traded with each other.
    expect(screen.getByText('12 units')).toBeInTheDocument();
    expect(screen.getByText('between players, $116.50 on average')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Last 7 days' }));
    expect(await screen.findByText('chart of 1 7d points')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Coal/ }));
    expect(await screen.findByText(/No prices recorded yet/)).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith('/api/market/history?resourceType=COAL&range=7d', expect.anything());
  });

  it('offers a retry when the history cannot be loaded', async () => {
    mockApi({ 'GET /market/history?resourceType=STEEL_BAR&range=24h': () => fail(500, 'down') });
    renderWithClient(<PriceHistoryPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load price history');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
