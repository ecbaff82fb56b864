import { ActionResponse, ClaimChallengeBody, DailyChallengeResponse, Failure } from '@forgeworks/contract';
import { challengeView, claimChallenge, toDollars } from '@forgeworks/engine';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { runAction } from '../factories/actions.js';
import { findOrCreateFactory } from '../factories/repository.js';
import { lastTick } from '../tick/run-tick.js';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export default async function challengeRoutes(app: FastifyInstance, opts: { tickIntervalMs: number }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['challenges'];
  const security = [{ bearer: [] }];

  api.get(
    '/api/challenges/daily',
    {
      onRequest: app.authenticate,
      schema: { tags, security, response: { 200: DailyChallengeResponse, 401: Failure } },
    },
    async (request) => {
      const record = await findOrCreateFactory(app.database.db, request.user!, (await lastTick(app.database.db)).tick);
      const { challenge, progress } = challengeView(record.state, Date.now());
      const cash = challenge.type === 'REACH_CASH';
      return {
        success: true as const,
        data: {
          challenge: {
            id: challenge.id,
            type: challenge.type,
            description: challenge.description,
            target: cash ? toDollars(challenge.target) : challenge.target,
            reward: toDollars(challenge.reward),
            tip: challenge.tip,
          },
          progress: {
            current: cash ? toDollars(progress.current) : progress.current,
            completed: progress.completed,
            completedAt: iso(progress.completedAt),
            claimed: progress.claimed,
          },
        },
      };
    },
  );

  api.post(
    '/api/challenges/complete',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        body: ClaimChallengeBody,
        response: { 200: ActionResponse, 400: Failure, 401: Failure, 404: Failure, 409: Failure },
      },
    },
    (request) =>
      runAction(app, request.user!, (state, ctx) => claimChallenge(state, request.body, ctx), opts.tickIntervalMs),
  );
}
