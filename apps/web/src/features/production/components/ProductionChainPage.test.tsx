import type { ChainRow, Factory, FactoryStats, TradePartners } from '@forgeworks/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buyCost } from '@/shared/lib/market-quote';
import { baseMarket, quietTrends } from '@/test/market-fixtures';
import { okResponse, renderWithApi } from '@/test/query-wrapper';
import { chainRow } from '../lib/chain-fixtures';
import ProductionChainPage from './ProductionChainPage';

const chain: ChainRow[] = [
  {
    resource: 'IRON_ORE',
    resourceId: 1,
    name: 'Iron Ore',
    stage: 'RAW_MATERIAL',
    producers: [
      { machineId: 'm1', machineType: 'IRON_MINE', rate: 5 },
      { machineId: 'm2', machineType: 'IRON_MINE', rate: 5 },
    ],
    consumers: [{ machineId: 's1', machineType: 'SMELTER', rate: 10 }],
    produced: 10,
    consumed: 10,
    netRate: 0,
    shortBy: 0,
  },
  {
    resource: 'STEEL_BAR',
    resourceId: 2,
    name: 'Steel Bar',
    stage: 'INTERMEDIATE',
    producers: [{ machineId: 's1', machineType: 'SMELTER', rate: 2 }],
    consumers: [],
    produced: 2,
    consumed: 0,
    netRate: 2,
    shortBy: 0,
  },
  {
    resource: 'COAL',
    resourceId: 3,
    name: 'Coal',
    stage: 'RAW_MATERIAL',
    producers: [],
    consumers: [
      { machineId: 'p1', machineType: 'POWER_PLANT', rate: 5 },
      { machineId: 's1', machineType: 'SMELTER', rate: 2 },
    ],
    produced: 0,
    consumed: 7,
    netRate: -7,
    shortBy: 0,
  },
  chainRow({ resource: 'ADVANCED_STEEL', resourceId: 5, name: 'Advanced Steel', stage: 'FINAL_PRODUCT' }),
];

const stats = (productionChain: ChainRow[]) => ({ productionChain }) as unknown as FactoryStats;
const market = baseMarket(7);
const factory = {
  cash: 5000,
  site: null,
  inventory: [{ type: 'COAL', quantity: 20, resource: { id: 3, name: 'Coal' } }],
} as unknown as Factory;

const page = (
  <MemoryRouter>
    <ProductionChainPage />
  </MemoryRouter>
);
const noTrades: TradePartners = { hours: 24, fromTick: 0, toTick: 30, goods: [] };
const flow = (units: number, value: number) => ({ units, value });
const none = flow(0, 0);
const traded: TradePartners = {
  ...noTrades,
  goods: [
    {
      resourceType: 'IRON_ORE',
      boughtFromPlayers: flow(60, 756),
      soldToPlayers: none,
      boughtFromMarket: flow(25, 331.5),
      soldToMarket: none,
      sellers: [
        { factoryName: 'Ridge Ironworks', units: 50, value: 630 },
        { factoryName: 'Slate Hollow', units: 10, value: 126 },
      ],
      buyers: [],
    },
    {
      resourceType: 'STEEL_BAR',
      boughtFromPlayers: none,
      soldToPlayers: flow(12, 1411.2),
      boughtFromMarket: none,
      soldToMarket: flow(3, 348),
      sellers: [],
      buyers: [{ factoryName: 'Harbour Mills', units: 12, value: 1411.2 }],
    },
  ],
};

/** The factory's stats with `productionChain`, its trades, and the market and factory a shortage offer reads. */
const api =
  (productionChain: ChainRow[], trades = noTrades) =>
  (path: string) =>
    okResponse(
      path === '/market/trends'
        ? quietTrends(market)
        : path === '/factory/my-factory'
          ? factory
          : path.startsWith('/analytics/trade-partners')
            ? trades
            : stats(productionChain),
    );

describe('ProductionChainPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the flow raw → intermediate → final, each net rate coloured by surplus or deficit', async () => {
    renderWithApi(page, api(chain));
    const coal = await screen.findByRole('article', { name: 'Coal' });
    expect(within(coal).getByText('-7 /tick')).toHaveClass('text-rose-400');
    expect(within(coal).getByText('Deficit')).toBeInTheDocument();
    const bars = screen.getByRole('article', { name: 'Steel Bar' });
    expect(within(bars).getByText('+2 /tick')).toHaveClass('text-emerald-400');
    expect(within(screen.getByRole('article', { name: 'Iron Ore' })).getByText('2× Iron Mine')).toBeInTheDocument();

    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(['Raw materials', 'Intermediates', 'Final products']);
    expect(screen.getByText('1 resource runs short.')).toBeInTheDocument();
    expect(screen.getByText(/Coal is used faster than it is made/)).toBeInTheDocument();
    // 20 coal lasts under 12 ticks at 7 a tick short: the advice offers 12 ticks of coal.
    expect(
      await screen.findByRole('button', { name: `Buy 84 Coal for $${buyCost(market, 'COAL', 84, null)!.toFixed(2)}` }),
    ).toBeEnabled();
  });

  it('marks a resource short when a machine gets less than it needs, though made as fast as it is used', async () => {
    const starved = chain.map((r) => (r.resource === 'IRON_ORE' ? { ...r, shortBy: 3 } : r));
    renderWithApi(page, api(starved));
    const ore = await screen.findByRole('article', { name: 'Iron Ore' });
    expect(within(ore).getByText('Short')).toBeInTheDocument();
    expect(screen.getByText('2 resources run short.')).toBeInTheDocument();
    expect(screen.queryByText('Nothing runs short.')).not.toBeInTheDocument();
    expect(screen.getByText(/The machines that use Iron Ore need 3 more a tick/)).toBeInTheDocument();
  });

  it('lists each producing and consuming machine with its rate on the Detailed tab', async () => {
    const user = userEvent.setup();
    renderWithApi(page, api(chain));
    await user.click(await screen.findByRole('tab', { name: 'Detailed' }));
    const ore = screen.getByRole('region', { name: 'Iron Ore' });
    expect(within(ore).getByText('Raw material')).toBeInTheDocument();
    expect(within(ore).getByText('Iron Mine #1').closest('li')).toHaveTextContent('+5 /tick');
    expect(within(ore).getByText('Smelter').closest('li')).toHaveTextContent('−10 /tick');
    const advanced = screen.getByRole('region', { name: 'Advanced Steel' });
    expect(within(advanced).getByText('Final product')).toBeInTheDocument();
    expect(within(advanced).getAllByText('None')).toHaveLength(2);
  });

  it('shows what the factory bought and sold over the last game day, per good, from which players and the market', async () => {
    const { fetchMock } = renderWithApi(page, api(chain, traded));
    const card = await screen.findByRole('region', { name: 'Trade Across Factories' });
    const ore = await within(card).findByRole('listitem', { name: 'Iron Ore' });
    const line = (item: HTMLElement, label: string) => within(item).getByText(label).nextElementSibling;
    expect(line(ore, 'Bought from players')).toHaveTextContent('60 for $756.00Ridge Ironworks (50), Slate Hollow (10)');
    expect(line(ore, 'Bought from the market')).toHaveTextContent('25 for $331.50');
    expect(line(ore, 'Sold to players')).toHaveTextContent('—');
    const bars = within(card).getByRole('listitem', { name: 'Steel Bar' });
    expect(line(bars, 'Sold to players')).toHaveTextContent('12 for $1,411.20Harbour Mills (12)');
    expect(line(bars, 'Sold to the market')).toHaveTextContent('3 for $348.00');
    expect(within(card).queryByRole('listitem', { name: 'Coal' })).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Exchange' })).toHaveAttribute('href', '/game/market?tab=exchange');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/analytics/trade-partners?hours=24');
  });

  it('says where to trade when the factory traded nothing in the last game day', async () => {
    renderWithApi(page, api(chain));
    expect(await screen.findByText(/Nothing bought or sold in the last game day/)).toBeInTheDocument();
  });

  it('says how to start when no machine is in the chain', async () => {
    const empty = chain.map((r) => ({ ...r, producers: [], consumers: [], produced: 0, consumed: 0, netRate: 0 }));
    renderWithApi(page, api(empty));
    expect(await screen.findByText(/Your production chain is empty/)).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });
});
