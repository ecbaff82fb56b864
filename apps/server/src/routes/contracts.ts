import { endpoints } from '@forgeworks/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, signedIn } from './common.js';

/** Contracts between two players (issue 36): the player's, an offer, and its answers. */
export default async function contractRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...signedIn(app, endpoints.contracts),
    handler: async (request) => ok(await app.contracts.list(request.user!.id)),
  });

  api.route({
    ...signedIn(app, endpoints.offerContract),
    handler: async (request) => {
      const done = await app.contracts.offer(request.user!.id, request.body);
      return ok(done.contract, done.message);
    },
  });

  api.route({
    ...signedIn(app, endpoints.counterContract),
    handler: async (request) => {
      const done = await app.contracts.counter(request.user!.id, request.params.id, request.body);
      return ok(done.contract, done.message);
    },
  });

  for (const [endpoint, act] of [
    [endpoints.acceptContract, app.contracts.accept],
    [endpoints.declineContract, app.contracts.decline],
    [endpoints.withdrawContract, app.contracts.withdraw],
    [endpoints.endContract, app.contracts.end],
  ] as const)
    api.route({
      ...signedIn(app, endpoint),
      handler: async (request) => {
        const done = await act(request.user!.id, request.params.id);
        return ok(done.contract, done.message);
      },
    });
}
