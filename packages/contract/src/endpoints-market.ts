import {
  ExchangeBookQuery,
  ExchangeBookResponse,
  ExchangeBuyBody,
  ExchangeBuyResponse,
  ListOfferBody,
  MyOffersResponse,
  MyTradesResponse,
  OfferIdParams,
  OfferResponse,
} from './exchange.js';
import { BuyBody, BuyResponse, MarketPricesResponse, SellBody, SellResponse } from './market.js';
import { MarketHistoryQuery, MarketHistoryResponse, MarketTrendsResponse } from './market-history.js';
import { change, read, readQuery, type Schemas } from './endpoint-schemas.js';
import type { EndpointName } from './paths.js';

/**
 * The market (the game's prices) and the exchange's offers between players: their part of the endpoint table
 * (endpoints.ts; the exchange's bids are in endpoints-bids.ts).
 */
export const marketEndpoints = {
  marketPrices: { tag: 'market', response: MarketPricesResponse, failures: read },
  sell: { tag: 'market', body: SellBody, response: SellResponse, failures: change },
  buy: { tag: 'market', body: BuyBody, response: BuyResponse, failures: change },
  marketHistory: { tag: 'market', query: MarketHistoryQuery, response: MarketHistoryResponse, failures: readQuery },
  marketTrends: { tag: 'market', response: MarketTrendsResponse, failures: read },
  exchangeBook: { tag: 'exchange', query: ExchangeBookQuery, response: ExchangeBookResponse, failures: readQuery },
  listOffer: { tag: 'exchange', body: ListOfferBody, response: OfferResponse, failures: change },
  cancelOffer: { tag: 'exchange', params: OfferIdParams, response: OfferResponse, failures: change },
  exchangeBuy: { tag: 'exchange', body: ExchangeBuyBody, response: ExchangeBuyResponse, failures: change },
  myOffers: { tag: 'exchange', response: MyOffersResponse, failures: read },
  myTrades: { tag: 'exchange', response: MyTradesResponse, failures: read },
} as const satisfies Partial<Record<EndpointName, Schemas>>;
