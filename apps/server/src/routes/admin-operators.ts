import { endpoints } from '@forgeworks/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../errors.js';
import { grantOperator, listOperators, revokeOperator } from '../moderation/operators.js';
import { TOKEN_OPERATOR } from '../plugins/app/operators.js';
import { ok, operatorOnly } from './common.js';

/** Only the server's holder makes or unmakes an operator: an operator's session sees the list, no more. */
function holderOnly(request: FastifyRequest): string {
  if (request.operator !== TOKEN_OPERATOR)
    throw new HttpError(403, 'Only the server’s holder grants operator rights (ADMIN_TOKEN or `npm run operator`)');
  return request.operator;
}

/** Operator rights (moderation/operators.ts), behind the operator's guard: a 404 to anyone else. */
export default async function adminOperatorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  api.route({
    ...operatorOnly(app, endpoints.listOperators),
    handler: async () => ok({ operators: await listOperators(db) }),
  });

  api.route({
    ...operatorOnly(app, endpoints.grantOperator),
    handler: async (request) => {
      const done = await grantOperator(db, holderOnly(request), request.body.email);
      return ok(done, `${done.operator.email} ${done.changed ? 'is now' : 'already was'} an operator`);
    },
  });

  api.route({
    ...operatorOnly(app, endpoints.revokeOperator),
    handler: async (request) => {
      const done = await revokeOperator(db, holderOnly(request), request.body.email);
      return ok(done, `${done.operator.email} ${done.changed ? 'is no longer' : 'was not'} an operator`);
    },
  });
}
