import { endpoints } from '@forgeworks/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, signedIn } from './common.js';

/** The factories a player has blocked (chat/block-list.ts, through `app.chat`). */
export default async function blockRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const mine = async (request: FastifyRequest) => (await app.factories.find(request.user!)).id;

  api.route({
    ...signedIn(app, endpoints.blocks),
    handler: async (request) => ok({ blocks: await app.chat.blocks(await mine(request)) }),
  });

  api.route({
    ...signedIn(app, endpoints.block),
    handler: async (request) => {
      const blocked = await app.chat.block(await mine(request), request.params.factoryId);
      return ok({ block: blocked }, `${blocked.name} is blocked`);
    },
  });

  api.route({
    ...signedIn(app, endpoints.unblock),
    handler: async (request) => {
      const removed = await app.chat.unblock(await mine(request), request.params.factoryId);
      return ok({ removed }, removed ? 'Unblocked' : undefined);
    },
  });
}
