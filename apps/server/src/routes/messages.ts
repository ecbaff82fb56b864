import { endpoints } from '@forgeworks/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { withRetryAfter } from '../chat/limits.js';
import { talkerOf } from './chat.js';
import { ok, signedIn } from './common.js';

/** Direct messages between two factories (chat/service.ts). */
export default async function messageRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...signedIn(app, endpoints.conversations),
    handler: async (request) => ok(await app.chat.conversations(await talkerOf(app, request))),
  });

  api.route({
    ...signedIn(app, endpoints.conversation),
    handler: async (request) =>
      ok(await app.chat.conversationPage(await talkerOf(app, request), request.params.factoryId, request.query)),
  });

  api.route({
    ...signedIn(app, endpoints.sendDirectMessage),
    handler: async (request, reply) => {
      const me = await talkerOf(app, request);
      const message = await withRetryAfter(reply, () =>
        app.chat.sendDirect(me, request.params.factoryId, request.body),
      );
      return ok({ message });
    },
  });
}
