import { Credentials, Failure, Registration, SessionResponse } from '@forgeworks/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authHeaders, refuseGuessablePassword } from '../account/passwords.js';
import { HttpError } from '../errors.js';

interface AuthResult {
  token: string | null;
  user: { id: string; email: string; name: string };
}

/** The spec's register and login: `{ token, user }` for the bearer header. */
export default async function authRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/auth/register',
    {
      preHandler: app.limits.signUps,
      schema: {
        tags: ['auth'],
        body: Registration,
        response: { 200: SessionResponse, 400: Failure, 409: Failure, 429: Failure },
      },
    },
    async (request) => {
      refuseGuessablePassword(request.body.password, request.body);
      const result = (await app.auth.api
        .signUpEmail({ body: request.body, headers: authHeaders(request) })
        .catch((error: { status?: string; message?: string }) => {
          if (error.status === 'UNPROCESSABLE_ENTITY')
            throw new HttpError(409, 'An account with this email already exists');
          throw new HttpError(400, error.message ?? 'Registration failed');
        })) as unknown as AuthResult;
      if (!result.token) throw new HttpError(500, 'No session was created');
      const { id, email, name } = result.user;
      return {
        success: true as const,
        data: { token: result.token, user: { id, email, name } },
        message: 'Welcome to Forgeworks!',
      };
    },
  );

  api.post(
    '/api/auth/login',
    {
      preHandler: app.limits.passwordGuesses,
      schema: { tags: ['auth'], body: Credentials, response: { 200: SessionResponse, 401: Failure, 429: Failure } },
    },
    async (request) => {
      const result = (await app.auth.api
        .signInEmail({ body: request.body, headers: authHeaders(request) })
        .catch(() => {
          throw new HttpError(401, 'Invalid email or password');
        })) as unknown as AuthResult;
      if (!result.token) throw new HttpError(401, 'Invalid email or password');
      const { id, email, name } = result.user;
      return { success: true as const, data: { token: result.token, user: { id, email, name } } };
    },
  );
}
