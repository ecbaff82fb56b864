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
import { change, readQuery, type Schemas, ownRead } from './endpoint-schemas.js';
import type { EndpointName } from './paths.js';

/**
 * The market (the game's prices) and the exchange's offers between players: their part of the endpoint table
 * (endpoints.ts; the exchange's bids are in endpoints-bids.ts).
 */
export const marketEndpoints = {
  marketPrices: ownRead('market', MarketPricesResponse),
  sell: { tag: 'market', body: SellBody, response: SellResponse, failures: change },
  buy: { tag: 'market', body: BuyBody, response: BuyResponse, failures: change },
  marketHistory: { tag: 'market', query: MarketHistoryQuery, response: MarketHistoryResponse, failures: readQuery },
  marketTrends: ownRead('market', MarketTrendsResponse),
  exchangeBook: { tag: 'exchange', query: ExchangeBookQuery, response: ExchangeBookResponse, failures: readQuery },
  listOffer: { tag: 'exchange', body: ListOfferBody, response: OfferResponse, failures: change },
  cancelOffer: { tag: 'exchange', params: OfferIdParams, response: OfferResponse, failures: change },
  exchangeBuy: { tag: 'exchange', body: ExchangeBuyBody, response: ExchangeBuyResponse, failures: change },
  myOffers: ownRead('exchange', MyOffersResponse),
  myTrades: ownRead('exchange', MyTradesResponse),
} as const satisfies Partial<Record<EndpointName, Schemas>>;
