import type { MarketTrends, PlayerRecord } from '@forgeworks/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { baseMarket } from '@/test/market-fixtures';
import { mockApi, renderWithClient, signInForEachTest } from '@/test/stub-fetch';
import MarketTrendsPage from './MarketTrendsPage';

const resources = ['IRON_ORE', 'STEEL_BAR', 'COAL', 'ADVANCED_STEEL'] as const;
const none = { units: 0, value: 0, averagePrice: null };
const record = (coal: PlayerRecord['resources'][number]['sold'] = none): PlayerRecord => ({
  resources: resources.map((r) => ({
    resourceType: r,
    sold: r === 'COAL' ? coal : none,
    bought: none,
    marketAverage: r === 'COAL' ? 7.5 : null,
  })),
});

const noExchange = { units: 0, averagePrice: null };
const trends = (over: Partial<MarketTrends> = {}): MarketTrends => ({
  market: {
    tick: 40,
    activeFactories: 1,
    resources: {
      ...baseMarket(40).resources,
      IRON_ORE: { price: 12, basePrice: 12, pressure: 0, demand: 1 },
      STEEL_BAR: { price: 120, basePrice: 120, pressure: 0, demand: 1 },
      COAL: { price: 6, basePrice: 8, pressure: 3000, demand: 1 },
      ADVANCED_STEEL: { price: 420, basePrice: 420, pressure: 0, demand: 1 },
    },
  },
  movers: [
    { resourceType: 'COAL', price: 6, openPrice: 8, change: -2, changeShare: -0.25 },
    { resourceType: 'STEEL_BAR', price: 120, openPrice: 120, change: 0, changeShare: 0 },
  ],
  mostTraded: [
    { resourceType: 'COAL', volumeSold: 3000, volumeBought: 0, exchange: noExchange },
    { resourceType: 'STEEL_BAR', volumeSold: 0, volumeBought: 0, exchange: { units: 8, averagePrice: 125.5 } },
  ],
  player: { day: record({ units: 3000, value: 24_000, averagePrice: 8 }), week: record() },
  ...over,
});

describe('MarketTrendsPage', () => {
  signInForEachTest();

  it('shows the movers, the most traded, the outlook and how the player sold', async () => {
    mockApi({ 'GET /market/trends': trends() });
    renderWithClient(<MarketTrendsPage />);
    const movers = await screen.findByRole('table', { name: '24-hour movers' });
    const coal = within(movers).getByText('Coal').closest('tr')!;
    expect(coal).toHaveTextContent('-25%');
    expect(coal).toHaveTextContent('from $8.00');
    const traded = screen.getByRole('list', { name: 'Most traded resources' });
    expect(within(traded).getAllByRole('listitem')).toHaveLength(2);
    expect(traded).toHaveTextContent('3,000 units');
    // Steel traded only between players: it counts, with its exchange price.
    expect(within(traded).getByText(/8 on the exchange at \$125\.50 avg/)).toBeInTheDocument();
    // The flooded coal is expected to climb back from $6; calm steel stays at base.
    const outlook = screen.getByRole('table', { name: 'Price outlook' });
    const coalOutlook = within(outlook).getByText('Coal').closest('tr')!;
    expect(coalOutlook).toHaveTextContent('base $8.00');
    expect(within(coalOutlook).getByText(/^\+\d/)).toHaveClass('text-emerald-400');
    expect(within(within(outlook).getByText('Steel Bar').closest('tr')!).getByText('0%')).not.toHaveClass(
      'text-emerald-400',
    );
    const mine = screen.getByRole('list', { name: 'Your trading by resource' });
    expect(mine).toHaveTextContent('Sold 3,000 for $24,000.00');
    expect(within(mine).getByText('(6.7% above average)')).toHaveClass('text-emerald-400');
  });

  it('teaches when nobody has traded, and when the player has not in the period chosen', async () => {
    mockApi({
      'GET /market/trends': trends({
        mostTraded: [{ resourceType: 'COAL', volumeSold: 0, volumeBought: 0, exchange: noExchange }],
        player: { day: record(), week: record({ units: 10, value: 70, averagePrice: 7 }) },
      }),
    });
    renderWithClient(<MarketTrendsPage />);
    expect(await screen.findByText('No trades yet: prices move when anyone sells.')).toBeInTheDocument();
    expect(screen.getByText(/You have not traded in the last 24 hours/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '7 days' }));
    const mine = await screen.findByRole('list', { name: 'Your trading by resource' });
    expect(within(mine).getByText('(6.7% below average)')).toHaveClass('text-rose-400');
  });
});
