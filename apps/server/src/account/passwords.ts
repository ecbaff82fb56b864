import { passwordProblem } from '@forgeworks/contract/password';
import type { FastifyRequest } from 'fastify';
import type { Auth } from './auth.js';
import { HttpError } from '../errors.js';

/** Every route that sets a password asks this first: a guessable one is a 400 saying why. */
export function refuseGuessablePassword(password: string, player: { email: string; name: string }): void {
  const problem = passwordProblem(password, [player.email, player.name]);
  if (problem) throw new HttpError(400, problem);
}

/**
 * What better-auth is told of a request: the bearer token, the browser, and the address Fastify
 * trusts (never a forwarded-for header the client wrote itself). No cookies: the game has none.
 */
export function authHeaders(request: FastifyRequest, token?: string): Headers {
  const headers = new Headers({ 'x-forwarded-for': request.ip });
  const authorization = token ? `Bearer ${token}` : request.headers.authorization;
  if (authorization) headers.set('authorization', authorization);
  const userAgent = request.headers['user-agent'];
  if (userAgent) headers.set('user-agent', userAgent.slice(0, 512));
  return headers;
}

/** Whether `password` is the signed-in player's (better-auth compares it with the stored hash). */
export async function isPlayersPassword(auth: Auth, request: FastifyRequest, password: string): Promise<boolean> {
  return auth.api.verifyPassword({ body: { password }, headers: authHeaders(request) }).then(
    () => true,
    () => false,
  );
}
