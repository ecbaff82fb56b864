import { Failure } from '@forgeworks/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodType } from 'zod';

export const security = [{ bearer: [] }];

/** Failures a signed-in route can answer, for its OpenAPI description. */
export const failures = { 400: Failure, 401: Failure, 404: Failure, 409: Failure };

/** Options of a route that needs a signed-in player, described under `tag` in the OpenAPI document. */
export function signedIn<
  S extends { body?: ZodType; params?: ZodType; querystring?: ZodType; response: Record<number, ZodType> },
>(app: FastifyInstance, tag: string, schema: S) {
  return { onRequest: app.authenticate, schema: { tags: [tag], security, ...schema } };
}

export function ok<T>(data: T, message?: string) {
  return message === undefined ? { success: true as const, data } : { success: true as const, data, message };
}
