import { endpoints } from '@forgeworks/contract';
import { challengeView, claimChallenge, toDollars } from '@forgeworks/engine';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { iso } from '../presenters/reports.js';
import { ok, signedIn } from './common.js';

export default async function challengeRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...signedIn(app, endpoints.dailyChallenge),
    handler: async (request) => {
      const { challenge, progress } = challengeView((await app.factories.find(request.user!)).state, Date.now());
      const cash = challenge.type === 'REACH_CASH';
      return ok({
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
      });
    },
  });

  api.route({
    ...signedIn(app, endpoints.claimChallenge),
    handler: (request) => app.factories.run(request.user!, (state, ctx) => claimChallenge(state, request.body, ctx)),
  });
}
