import type { z } from 'zod';
import { ActionResponse } from './actions.js';
import { AdminFactoryParams } from './admin.js';

/**
 * What an endpoint takes and answers, besides its method and path (paths.ts): the shape of each row of
 * the endpoint table (endpoints.ts and its parts, endpoints-*.ts).
 */
export interface Schemas {
  /** Its section of the OpenAPI document; without one the route is left out of it (better-auth's own). */
  readonly tag?: string;
  /** Its description in the OpenAPI document, where the schemas do not say enough. */
  readonly description?: string;
  readonly body?: z.ZodType;
  readonly query?: z.ZodType;
  readonly params?: z.ZodType;
  /**
   * The 200 answer, an envelope (`success(…)`); none for better-auth's own answer (its JSON,
   * unchecked) and for the event stream (text/event-stream, its events described in events.ts).
   */
  readonly response?: z.ZodType;
  /** The statuses of its refusals (`Failure`), for the OpenAPI document. */
  readonly failures?: readonly number[];
}

// The refusals an endpoint can answer, by kind: its `failures`, for the OpenAPI document.

/** A read of the caller's factory: only a missing session refuses it. */
export const read = [401] as const;
/** A read of one of the caller's machines. */
export const readMachine = [401, 404] as const;
/** A read with a query: its fields may be wrong. */
export const readQuery = [400, 401] as const;
/** Every refusal a signed-in change can answer. */
export const change = [400, 401, 404, 409] as const;
/** A change that checks the password: also wrong (403) and too many guesses (429). */
export const passwordChecked = [400, 401, 403, 404, 409, 429] as const;
/** The operator's: anyone else gets a 404, as for a path that does not exist. */
export const operator = [400, 404] as const;
export const operatorChange = [400, 404, 409] as const;
/** A message posted: also not allowed (403: blocked, muted, another league, channels off) and too fast (429). */
export const chatPost = [400, 401, 403, 404, 409, 429] as const;

/** The operator acting on one player's factory (its id in the path), with a body; what it answers, and its refusals. */
export const onPlayer = <B extends z.ZodType, R extends z.ZodType, F extends readonly number[]>(
  body: B,
  response: R,
  failures: F,
) => ({ tag: 'operator' as const, params: AdminFactoryParams, body, response, failures });

/** A signed-in read of the caller's own, with no query or path: what it answers; only a missing session refuses it. */
export const ownRead = <T extends string, R extends z.ZodType>(tag: T, response: R) => ({
  tag,
  response,
  failures: read,
});

/** An action on the caller's factory, with a body and no path: it answers the factory and a message, or a change's refusals. */
export const ownAction = <T extends string, B extends z.ZodType>(tag: T, body: B) => ({
  tag,
  body,
  response: ActionResponse,
  failures: change,
});
