import {
  ContractIdParams,
  ContractResponse,
  ContractsResponse,
  CounterContractBody,
  OfferContractBody,
} from './contracts.js';
import { change, read, type Schemas } from './endpoint-schemas.js';
import type { EndpointName } from './paths.js';

/** Contracts between two players (issue 36): their part of the endpoint table (endpoints.ts). */
export const contractEndpoints = {
  contracts: {
    tag: 'contracts',
    description: "The player's contracts, offered, active and closed, newest first, each with its deliveries.",
    response: ContractsResponse,
    failures: read,
  },
  offerContract: {
    tag: 'contracts',
    description:
      "Offers a named player to buy or to sell (the proposer's side) units of a resource at a unit price by a due tick. " +
      "The price must be within the exchange's price band and the proposer's fair-play allowance.",
    body: OfferContractBody,
    response: ContractResponse,
    // 403: the counterparty's player has blocked the proposer's.
    failures: [400, 401, 403, 404, 409],
  },
  acceptContract: {
    tag: 'contracts',
    description: "The counterparty accepts: the buyer's whole payment goes into escrow, or nothing moves.",
    params: ContractIdParams,
    response: ContractResponse,
    failures: change,
  },
  declineContract: { tag: 'contracts', params: ContractIdParams, response: ContractResponse, failures: change },
  counterContract: {
    tag: 'contracts',
    description:
      'The counterparty answers an offer with its own terms: the offer ends countered, and a new offer (linked to it ' +
      'by `counteredFrom`) goes back to its proposer, checked as an offer is. Answers the new offer.',
    params: ContractIdParams,
    body: CounterContractBody,
    response: ContractResponse,
    // 403: the proposer's player has blocked the counterparty's.
    failures: [400, 401, 403, 404, 409],
  },
  withdrawContract: { tag: 'contracts', params: ContractIdParams, response: ContractResponse, failures: change },
  endContract: {
    tag: 'contracts',
    description: 'Asks to end an active contract; it ends, with nothing further owed, when both sides have asked.',
    params: ContractIdParams,
    response: ContractResponse,
    failures: change,
  },
} as const satisfies Partial<Record<EndpointName, Schemas>>;
