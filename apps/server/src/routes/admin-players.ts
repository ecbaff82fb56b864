import { endpoints } from '@forgeworks/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recentActions } from '../moderation/audit.js';
import { dismissNameReports, renamePlayer, suspendPlayer, unsuspendPlayer } from '../moderation/actions.js';
import { openNameReports } from '../moderation/name-reports.js';
import { findPlayers, playerFactory } from '../moderation/players.js';
import { dismissPasswordHelp, openPasswordHelp } from '../moderation/password-help.js';
import { handOverResetLink } from '../moderation/reset-links.js';
import { ok, operatorOnly } from './common.js';

/**
 * The operator's moderation (moderation/): find players, rename, suspend and lift, the audit and
 * the names players reported, and the players who asked for a link to set a new password. Behind the operator's guard (plugins/app/operators.ts): a 404 to
 * anyone else.
 */
export default async function adminPlayerRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  api.route({
    ...operatorOnly(app, endpoints.adminPlayers),
    handler: async (request) => ok({ players: await findPlayers(db, request.query.search) }),
  });

  api.route({
    ...operatorOnly(app, endpoints.renamePlayer),
    handler: async (request) =>
      ok({ player: await renamePlayer(app, request.operator!, request.params.factoryId, request.body) }, 'Renamed'),
  });

  api.route({
    ...operatorOnly(app, endpoints.suspendPlayer),
    handler: async (request) => {
      const player = await suspendPlayer(app, request.operator!, request.params.factoryId, request.body.reason);
      return ok({ player }, `${player.factoryName} is suspended`);
    },
  });

  api.route({
    ...operatorOnly(app, endpoints.unsuspendPlayer),
    handler: async (request) => {
      const player = await unsuspendPlayer(app, request.operator!, request.params.factoryId, request.body?.reason);
      return ok({ player }, `${player.factoryName}'s suspension is lifted`);
    },
  });

  api.route({
    ...operatorOnly(app, endpoints.dismissNameReports),
    handler: async (request) => {
      const player = await dismissNameReports(app, request.operator!, request.params.factoryId, request.body?.reason);
      return ok({ player }, 'Reports dismissed');
    },
  });

  api.route({
    ...operatorOnly(app, endpoints.operatorAudit),
    handler: async () => ok({ actions: await recentActions(db) }),
  });

  api.route({
    ...operatorOnly(app, endpoints.nameReports),
    handler: async () => ok({ reports: await openNameReports(db) }),
  });

  api.route({
    ...operatorOnly(app, endpoints.passwordHelp),
    handler: async () => ok({ requests: await openPasswordHelp(db) }),
  });

  api.route({
    ...operatorOnly(app, endpoints.dismissPasswordHelp),
    handler: async (request) => {
      const player = await dismissPasswordHelp(app, request.operator!, request.params.factoryId, request.body?.reason);
      return ok({ player }, 'Request dismissed');
    },
  });

  // A link the player sets a new password with (account/recovery.ts), for the operator to hand over.
  api.route({
    ...operatorOnly(app, endpoints.resetLink),
    handler: async (request) => {
      const target = await playerFactory(db, request.params.factoryId);
      const link = await handOverResetLink(
        { db, auth: app.auth, publicUrl: app.recovery.publicUrl },
        {
          operator: request.operator!,
          player: { userId: target.userId, factory: target },
          reason: request.body?.reason,
        },
      );
      return ok({ link }, `A link for ${target.playerName}: hand it over yourself, it is shown only now`);
    },
  });
}
