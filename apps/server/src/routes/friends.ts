import { endpoints } from '@forgeworks/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { talkerOf } from './chat.js';
import { ok, signedIn } from './common.js';

/** A player's friends (chat/friends.ts, through `app.chat`): mutual friends see when the other was last online. */
export default async function friendRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...signedIn(app, endpoints.friends),
    handler: async (request) => ok({ friends: await app.chat.friends((await talkerOf(app, request)).factoryId) }),
  });

  api.route({
    ...signedIn(app, endpoints.addFriend),
    handler: async (request) => {
      const friend = await app.chat.addFriend((await talkerOf(app, request)).factoryId, request.params.factoryId);
      return ok({ friend }, `${friend.name} is a friend`);
    },
  });

  api.route({
    ...signedIn(app, endpoints.removeFriend),
    handler: async (request) => {
      const removed = await app.chat.removeFriend((await talkerOf(app, request)).factoryId, request.params.factoryId);
      return ok({ removed }, removed ? 'Removed from your friends' : undefined);
    },
  });
}
