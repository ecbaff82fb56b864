import { endpoints } from '@forgeworks/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Talker } from '../chat/factories.js';
import { withRetryAfter } from '../chat/limits.js';
import { ok, signedIn } from './common.js';

/** The signed-in player as chat knows them: their factory and its name now. */
export async function talkerOf(app: FastifyInstance, request: FastifyRequest): Promise<Talker> {
  const factory = await app.factories.find(request.user!);
  return { factoryId: factory.id, userId: request.user!.id, name: factory.name };
}

/** The channels: the player's league's and Trade (chat/service.ts); reports of any message. */
export default async function chatRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...signedIn(app, endpoints.chatChannels),
    handler: async (request) => ok(await app.chat.channels(await talkerOf(app, request))),
  });

  api.route({
    ...signedIn(app, endpoints.channelMessages),
    handler: async (request) =>
      ok(await app.chat.channelPage(await talkerOf(app, request), request.params.id, request.query)),
  });

  api.route({
    ...signedIn(app, endpoints.postChannelMessage),
    handler: async (request, reply) => {
      const me = await talkerOf(app, request);
      const message = await withRetryAfter(reply, () => app.chat.postToChannel(me, request.params.id, request.body));
      return ok({ message });
    },
  });

  api.route({
    ...signedIn(app, endpoints.reportMessage),
    handler: async (request) => {
      await app.chat.report(await talkerOf(app, request), request.params.id, request.body.reason);
      return ok({ reported: true as const }, 'Reported to the operator');
    },
  });
}
