import {
  BidIdParams,
  BidResponse,
  BidsQuery,
  BidsResponse,
  ExchangeSellBody,
  ExchangeSellResponse,
  MyBidsResponse,
  PlaceBidBody,
} from './bids.js';
import { change, read, readQuery, type Schemas } from './endpoint-schemas.js';
import type { EndpointName } from './paths.js';

/** Bids (buy orders) on the exchange (issue 48; docs/adr/0014): their part of the endpoint table (endpoints.ts). */
export const bidEndpoints = {
  exchangeBids: {
    tag: 'exchange',
    description:
      'The open bids for a resource as price levels, highest first, with the price band they may be placed in.',
    query: BidsQuery,
    response: BidsResponse,
    failures: readQuery,
  },
  placeBid: {
    tag: 'exchange',
    description:
      "Bids for units at a unit price: quantity × price of the bidder's cash is held until the bid fills, is cancelled " +
      "or lapses. The price must be within the exchange's price band and the bidder's fair-play allowance.",
    body: PlaceBidBody,
    response: BidResponse,
    failures: change,
  },
  cancelBid: {
    tag: 'exchange',
    description: 'Cancels an open bid of the player: the cash it still holds comes back.',
    params: BidIdParams,
    response: BidResponse,
    failures: change,
  },
  myBids: {
    tag: 'exchange',
    description: "The player's bids, newest first.",
    response: MyBidsResponse,
    failures: read,
  },
  exchangeSell: {
    tag: 'exchange',
    description:
      'Sells units into the open bids, highest first, each at its own price less the fee; bids below `minPrice`, ' +
      "the player's own and those outside the price band are passed over. The bidders get the units at once.",
    body: ExchangeSellBody,
    response: ExchangeSellResponse,
    failures: change,
  },
} as const satisfies Partial<Record<EndpointName, Schemas>>;
