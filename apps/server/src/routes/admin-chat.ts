import { endpoints } from '@forgeworks/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, operatorOnly } from './common.js';

/**
 * The operator's tools for talk (chat/moderation.ts, through `app.chat`): reported messages, deleting one, muting and
 * lifting, the channels' switch and slow mode (chat/settings.ts); each change in the audit. Behind
 * the operator's guard: a 404 to anyone else.
 */
export default async function adminChatRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...operatorOnly(app, endpoints.chatReports),
    handler: async () => ok({ reports: await app.chat.reports() }),
  });

  api.route({
    ...operatorOnly(app, endpoints.chatSettings),
    handler: async () => ok({ settings: await app.chat.settings() }),
  });

  api.route({
    ...operatorOnly(app, endpoints.setChatSettings),
    handler: async (request) => {
      const settings = await app.chat.changeSettings(request.operator!, request.body);
      const slow = settings.slowModeSeconds > 0 ? `one post every ${settings.slowModeSeconds} seconds` : 'no slow mode';
      return ok({ settings }, `Channels ${settings.channelsOpen ? 'open' : 'closed'}, ${slow}`);
    },
  });

  api.route({
    ...operatorOnly(app, endpoints.deleteMessage),
    handler: async (request) => {
      await app.chat.deleteMessage(request.operator!, request.params.id);
      return ok({ deleted: true as const }, 'Message deleted');
    },
  });

  api.route({
    ...operatorOnly(app, endpoints.mutePlayer),
    handler: async (request) => {
      const muted = await app.chat.mute(request.operator!, request.params.factoryId, request.body);
      return ok(muted, `${muted.name} is muted until ${muted.until}`);
    },
  });

  api.route({
    ...operatorOnly(app, endpoints.unmutePlayer),
    handler: async (request) => {
      const lifted = await app.chat.unmute(request.operator!, request.params.factoryId, request.body?.reason);
      return ok(lifted, `${lifted.name} may talk again`);
    },
  });
}
