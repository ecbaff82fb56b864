import { endpoints } from '@forgeworks/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authHeaders, refuseGuessablePassword } from '../account/passwords.js';
import { HttpError } from '../errors.js';
import { described } from './common.js';

interface AuthResult {
  token: string | null;
  user: { id: string; email: string; name: string };
}

/** The spec's register and login: `{ token, user }` for the bearer header. */
export default async function authRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...described(endpoints.register),
    preHandler: app.limits.signUps,
    handler: async (request) => {
      refuseGuessablePassword(request.body.password, request.body);
      const result = (await app.auth.api
        .signUpEmail({ body: request.body, headers: authHeaders(request) })
        .catch((error: { status?: string; message?: string }) => {
          if (error.status === 'UNPROCESSABLE_ENTITY')
            throw new HttpError(409, 'An account with this email already exists');
          throw new HttpError(400, error.message ?? 'Registration failed');
        })) satisfies AuthResult;
      if (!result.token) throw new HttpError(500, 'No session was created');
      const { id, email, name } = result.user;
      return {
        success: true as const,
        data: { token: result.token, user: { id, email, name } },
        message: 'Welcome to Forgeworks!',
      };
    },
  });

  api.route({
    ...described(endpoints.login),
    preHandler: app.limits.passwordGuesses,
    handler: async (request) => {
      const result = (await app.auth.api
        .signInEmail({ body: request.body, headers: authHeaders(request) })
        .catch((error: { status?: string; message?: string }) => {
          // A suspended account, told only once the password was right (account/auth.ts).
          if (error.status === 'FORBIDDEN') throw new HttpError(403, error.message ?? 'This account is suspended');
          throw new HttpError(401, 'Invalid email or password');
        })) satisfies AuthResult;
      if (!result.token) throw new HttpError(401, 'Invalid email or password');
      const { id, email, name } = result.user;
      return { success: true as const, data: { token: result.token, user: { id, email, name } } };
    },
  });
}
