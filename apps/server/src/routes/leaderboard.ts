import { Failure, LeaderboardResponse } from '@forgeworks/contract';
import { THRESHOLDS, toDollars } from '@forgeworks/engine';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

interface RankedRow {
  user_id: string;
  name: string;
  net_worth: string | number;
  rank: string | number;
}

/** Net worth as of each factory's last tick or action; ties go to the older factory. */
export default async function leaderboardRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/leaderboard/top-factories',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['leaderboard'],
        security: [{ bearer: [] }],
        response: { 200: LeaderboardResponse, 401: Failure },
      },
    },
    async (request) => {
      const ranked = sql`SELECT user_id, name, net_worth, row_number() OVER (ORDER BY net_worth DESC, created_at) AS rank FROM factories`;
      const top = await app.database.db.execute(
        sql`${ranked} ORDER BY net_worth DESC, created_at LIMIT ${THRESHOLDS.LEADERBOARD_SIZE}`,
      );
      const me = await app.database.db.execute(sql`SELECT * FROM (${ranked}) r WHERE user_id = ${request.user!.id}`);
      const total = await app.database.db.execute(sql`SELECT count(*)::int AS n FROM factories`);
      const entry = (r: RankedRow) => ({
        userId: r.user_id,
        rank: Number(r.rank),
        factoryName: r.name,
        totalValue: toDollars(Number(r.net_worth)),
        netWorth: toDollars(Number(r.net_worth)),
      });
      const rows = (result: unknown) => (result as { rows: RankedRow[] }).rows;
      const [mine] = rows(me);
      return {
        success: true as const,
        data: {
          topFactories: rows(top).map(entry),
          me: mine ? entry(mine) : null,
          totalPlayers: Number((total as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0),
        },
      };
    },
  );
}
