import type { Endpoint } from '@forgeworks/contract';
import { Failure } from '@forgeworks/contract';
import type { FastifyInstance } from 'fastify';

export const security = [{ bearer: [] }];

type Field<E, F extends string> = E extends { readonly [P in F]: infer S } ? S : undefined;
type Refusals<E> = E extends { readonly failures: readonly (infer S extends number)[] }
  ? { [Status in S]: typeof Failure }
  : unknown;

/** Fastify's route options of a table entry: method, URL, its tag and schemas; the handler is the route file's. */
export function described<const E extends Endpoint>(endpoint: E) {
  const { method, path, tag, description, body, query, params, response, failures = [] } = endpoint;
  // Any route answers 503 while the database cannot be reached (errors.ts).
  const refusals = Object.fromEntries([...failures, 503].map((status) => [status, Failure]));
  return {
    method,
    url: path,
    schema: {
      tags: tag === undefined ? [] : [tag],
      ...(description ? { description } : {}),
      ...(params ? { params } : {}),
      ...(query ? { querystring: query } : {}),
      ...(body ? { body } : {}),
      response: response ? { 200: response, ...refusals } : refusals,
    } as {
      tags: string[];
      params: Field<E, 'params'>;
      querystring: Field<E, 'query'>;
      body: Field<E, 'body'>;
      response: { 200: Field<E, 'response'> } & Refusals<E>;
    },
  };
}

/** Route options of an entry that needs a signed-in player (bearer token), under its tag in the OpenAPI document. */
export function signedIn<const E extends Endpoint>(app: FastifyInstance, endpoint: E) {
  const { schema, ...route } = described(endpoint);
  const { tags, ...rest } = schema;
  return { ...route, onRequest: app.authenticate, schema: { tags, security, ...rest } };
}

/** Route options of an entry for the operator alone (plugins/app/operators.ts): a 404 to anyone else. */
export function operatorOnly<const E extends Endpoint>(app: FastifyInstance, endpoint: E) {
  const { schema, ...route } = described(endpoint);
  return { ...route, onRequest: app.authenticateOperator, schema: { ...schema, security } };
}

export function ok<T>(data: T, message?: string) {
  return message === undefined ? { success: true as const, data } : { success: true as const, data, message };
}
