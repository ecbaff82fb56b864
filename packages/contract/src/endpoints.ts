import type { z } from 'zod';
import { HealthResponse } from './health.js';
import { paths } from './paths.js';
import { accountEndpoints } from './endpoints-account.js';
import { factoryEndpoints } from './endpoints-factory.js';
import { marketEndpoints } from './endpoints-market.js';
import { standingsEndpoints } from './endpoints-standings.js';
import { operatorEndpoints } from './endpoints-operator.js';
import { chatEndpoints } from './endpoints-chat.js';
import { contractEndpoints } from './endpoints-contracts.js';
import { bidEndpoints } from './endpoints-bids.js';
import { read, type Schemas } from './endpoint-schemas.js';
import type { EndpointName, Path } from './paths.js';

export type { Schemas } from './endpoint-schemas.js';
export type Endpoint = Path & Schemas;

const schemas = {
  health: { tag: 'operations', response: HealthResponse, failures: [] },

  events: {
    tag: 'events',
    description:
      'A server-sent event stream (text/event-stream) of `tick` and `market` events when a tick finishes, then ' +
      "`breakdown` for each of the player's machines that broke down in it; the player's own `repair`, " +
      '`achievement`, `challenge` (completed) and `loan` (taken, or the debt paid off), from the tick or at once ' +
      "from an action; `offer-filled` to a seller when another player's buy takes from their exchange offer; `replaced` before the server closes a player's oldest stream for a newer one (the data: " +
      "the contract's TickEvent, MarketEvent, BreakdownEvent, RepairEvent, AchievementEvent, ChallengeEvent, " +
      'LoanEvent, OfferFilledEvent, ReplacedEvent). Send `Last-Event-ID` on reconnect to have what was missed replayed. ' +
      'Bids: `bid-filled` to a bidder when a sale fills its bid, `bid-lapsed` when one lapses (BidFilledEvent, BidLapsedEvent). ' +
      'Contracts: `contract-offered`, `contract-answered`, `contract-countered`, `contract-delivered`, `contract-missed` (an instalment before the last), `contract-closed` and `contract-due` ' +
      '(ContractOfferedEvent, ContractAnsweredEvent, ContractCounteredEvent, ContractDeliveredEvent, ContractMissedEvent, ContractClosedEvent, ContractDueEvent).',
    failures: read,
  },

  ...accountEndpoints,
  ...factoryEndpoints,
  ...marketEndpoints,
  ...standingsEndpoints,
  ...operatorEndpoints,
  ...contractEndpoints,
  ...bidEndpoints,
  ...chatEndpoints,
} as const satisfies Record<EndpointName, Schemas>;

type Endpoints = { readonly [K in EndpointName]: (typeof paths)[K] & (typeof schemas)[K] };

/**
 * The API's table: each endpoint's method, path and schemas, by the names of paths.ts. The server
 * registers its routes from it (routes/common.ts); the web client takes only its types (below).
 */
export const endpoints = Object.fromEntries(
  (Object.keys(paths) as EndpointName[]).map((name) => [name, { ...paths[name], ...schemas[name] }]),
  // Through unknown: comparing fromEntries' record with 120-odd endpoints exceeds the checker's budget.
) as unknown as Endpoints;

type Field<K extends EndpointName, F extends keyof Schemas> = (typeof schemas)[K] extends {
  readonly [P in F]: infer S extends z.ZodType;
}
  ? S
  : undefined;

/** What a successful call answers: the envelope's `data` (unknown for better-auth's own). */
export type DataOf<K extends EndpointName> = z.output<Field<K, 'response'>> extends { data: infer D } ? D : unknown;
/** The JSON body a call sends; `undefined` when it sends none. */
export type BodyOf<K extends EndpointName> = Field<K, 'body'> extends z.ZodType ? z.input<Field<K, 'body'>> : undefined;
/** The query string's fields; `undefined` when it has none. */
export type QueryOf<K extends EndpointName> =
  Field<K, 'query'> extends z.ZodType ? z.input<Field<K, 'query'>> : undefined;
/** The path's parameters (`:name`); `undefined` when it has none. */
export type ParamsOf<K extends EndpointName> =
  Field<K, 'params'> extends z.ZodType ? z.input<Field<K, 'params'>> : undefined;
