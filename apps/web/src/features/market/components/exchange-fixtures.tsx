import type { Factory } from '@forgeworks/contract';
import { EXCHANGE } from '@forgeworks/engine';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRouted } from '@/test/stub-fetch';
import MarketPage from './MarketPage';

/** What the Exchange tab's tests share: a player holding Steel Bar, the market's guides, the tab opened. */
export const steelFactory = {
  cash: 5000,
  machines: [],
  standingOrders: [],
  inventory: [{ type: 'STEEL_BAR', quantity: 40.5, resource: { id: 2, name: 'Steel Bar' } }],
} satisfies Partial<Factory>;

/** Steel Bar's guides, as either side's book answers them. */
export const steelGuides = {
  resourceType: 'STEEL_BAR',
  marketPrice: 118,
  feeRate: EXCHANGE.FEE_RATE,
  priceRange: { min: 88.5, max: 147.5 },
  concessionsLeft: 400,
};

/** The reads the Market page and its Exchange tab make: empty books and no orders of the player's, unless told. */
export const marketReads = (given: {
  offers?: unknown;
  myOffers?: unknown[];
  myTrades?: unknown[];
  bids?: unknown;
  myBids?: unknown[];
}) => ({
  'GET /factory/my-factory': steelFactory,
  'GET /market/prices': [],
  'GET /market/offers?resourceType=STEEL_BAR': given.offers ?? { ...steelGuides, levels: [], marketAsk: 123.9 },
  'GET /market/my-offers': given.myOffers ?? [],
  'GET /market/my-trades': given.myTrades ?? [],
  'GET /market/bids?resourceType=STEEL_BAR': given.bids ?? { ...steelGuides, levels: [] },
  'GET /market/my-bids': given.myBids ?? [],
});

export const openExchange = async () => {
  const user = userEvent.setup();
  renderRouted(<MarketPage />);
  await user.click(await screen.findByRole('tab', { name: 'Exchange' }));
  return user;
};
