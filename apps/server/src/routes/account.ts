import {
  AccountResponse,
  ChangePasswordBody,
  ChangePasswordResponse,
  DeleteAccountBody,
  DeleteAccountResponse,
  Failure,
  FactoryNameBody,
  FactoryNameResponse,
  SessionIdParams,
  SessionsEndedResponse,
} from '@forgeworks/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endSession, endSessions } from '../account/sessions.js';
import { accountOf, changePassword, deleteAccount, renameFactory } from '../account/settings.js';
import { HttpError } from '../errors.js';
import { failures, ok, signedIn } from './common.js';

const refusals = { ...failures, 403: Failure, 429: Failure };

/** The account settings page: the factory's name, the password, the player's sessions, deletion. */
export default async function accountRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  api.get('/api/account', signedIn(app, 'account', { response: { 200: AccountResponse, ...failures } }), (request) =>
    accountOf(app, request.user!).then((account) => ok(account)),
  );

  api.post(
    '/api/account/factory-name',
    signedIn(app, 'account', { body: FactoryNameBody, response: { 200: FactoryNameResponse, ...failures } }),
    async (request) => ok({ factoryName: await renameFactory(app, request.user!, request.body.name) }),
  );

  api.post(
    '/api/account/change-password',
    {
      ...signedIn(app, 'account', { body: ChangePasswordBody, response: { 200: ChangePasswordResponse, ...refusals } }),
      preHandler: app.limits.passwordGuesses,
    },
    async (request) => ok({ token: await changePassword(app, request, request.user!, request.body) }),
  );

  api.post(
    '/api/account/sign-out-everywhere',
    signedIn(app, 'account', { response: { 200: SessionsEndedResponse, ...failures } }),
    async (request) => ok({ ended: await endSessions(db, request.user!.id) }),
  );

  api.delete(
    '/api/account/sessions/:id',
    signedIn(app, 'account', { params: SessionIdParams, response: { 200: SessionsEndedResponse, ...failures } }),
    async (request) => {
      const ended = await endSession(db, request.user!.id, request.params.id);
      if (ended === 0) throw new HttpError(404, 'No such session');
      return ok({ ended });
    },
  );

  api.post(
    '/api/account/delete',
    {
      ...signedIn(app, 'account', { body: DeleteAccountBody, response: { 200: DeleteAccountResponse, ...refusals } }),
      preHandler: app.limits.passwordGuesses,
    },
    async (request) => {
      await deleteAccount(app, request, request.user!, request.body);
      return ok({ deleted: true as const });
    },
  );
}
