import { endpoints } from '@forgeworks/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { voidResetLinks } from '../account/recovery.js';
import { endSession, endSessions } from '../account/sessions.js';
import type { AccountNeeds } from '../account/settings.js';
import { accountOf, changePassword, deleteAccount, renameFactory } from '../account/settings.js';
import { HttpError } from '../errors.js';
import { ok, signedIn } from './common.js';

/** The account settings page: the factory's name, the password, the player's sessions, deletion. */
export default async function accountRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const needs: AccountNeeds = {
    db,
    auth: app.auth,
    factoryOf: (player) => app.factories.find(player),
    isOperator: (userId) => app.isOperator(userId),
    factoryRenamed: (renamed) => app.factoryRenamed(renamed),
    endContractsOf: (factoryId) => app.contracts.endAllOf(factoryId),
    listingChanged: (userId) => app.listingChanged(userId),
  };

  api.route({
    ...signedIn(app, endpoints.account),
    handler: (request) => accountOf(needs, request.user!).then((account) => ok(account)),
  });

  api.route({
    ...signedIn(app, endpoints.factoryName),
    handler: async (request) => ok(await renameFactory(needs, request.user!, request.body.name)),
  });

  api.route({
    ...signedIn(app, endpoints.changePassword),
    preHandler: app.limits.passwordGuesses,
    handler: async (request) => ok({ token: await changePassword(needs, request, request.user!, request.body) }),
  });

  api.route({
    ...signedIn(app, endpoints.signOutEverywhere),
    handler: async (request) => {
      // Whoever held a session may have asked for a reset link: it goes with the sessions.
      await voidResetLinks(db, request.user!.id);
      return ok({ ended: await endSessions(db, request.user!.id) });
    },
  });

  api.route({
    ...signedIn(app, endpoints.endSession),
    handler: async (request) => {
      const ended = await endSession(db, request.user!.id, request.params.id);
      if (ended === 0) throw new HttpError(404, 'No such session');
      return ok({ ended });
    },
  });

  api.route({
    ...signedIn(app, endpoints.deleteAccount),
    preHandler: app.limits.passwordGuesses,
    handler: async (request) => {
      await deleteAccount(needs, request, request.user!, request.body);
      return ok({ deleted: true as const });
    },
  });
}
