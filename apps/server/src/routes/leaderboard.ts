import { Failure, LeaderboardResponse, NAME_MAX_LENGTH } from '@forgeworks/contract';
import { THRESHOLDS, toDollars } from '@forgeworks/engine';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { rowsOf } from '../db/rows.js';
import { myFactory, ok, signedIn } from './common.js';

interface RankedRow {
  user_id: string;
  name: string;
  net_worth: string | number;
  rank: string | number;
}

function entry(r: RankedRow) {
  return {
    userId: r.user_id,
    rank: Number(r.rank),
    factoryName: r.name,
    totalValue: toDollars(Number(r.net_worth)),
    netWorth: toDollars(Number(r.net_worth)),
  };
}

/**
 * Net worth as of each factory's last tick or action; ties go to the older factory. Names are cut to
 * the names' bound here too, so the answer stays small whatever a row holds.
 */
export default async function leaderboardRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/leaderboard/top-factories',
      signedIn(app, 'leaderboard', { response: { 200: LeaderboardResponse, 401: Failure } }),
      async (request) => {
        const db = app.database.db;
        await myFactory(app, request.user);
        const top = rowsOf<Omit<RankedRow, 'rank'>>(
          await db.execute(
            sql`SELECT user_id, left(name, ${NAME_MAX_LENGTH}) AS name, net_worth FROM factories ORDER BY net_worth DESC, created_at, id LIMIT ${THRESHOLDS.LEADERBOARD_SIZE}`,
          ),
        ).map((r, i) => ({ ...r, rank: i + 1 }));
        const [mine] = rowsOf<RankedRow>(
          await db.execute(sql`
          SELECT f.user_id, left(f.name, ${NAME_MAX_LENGTH}) AS name, f.net_worth,
            1 + (SELECT count(*) FROM factories o
                 WHERE o.net_worth > f.net_worth
                    OR (o.net_worth = f.net_worth AND (o.created_at, o.id) < (f.created_at, f.id))) AS rank
          FROM factories f WHERE f.user_id = ${request.user!.id}`),
        );
        const [total] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM factories`));
        return ok({
          topFactories: top.map(entry),
          me: mine ? entry(mine) : null,
          totalPlayers: Number(total?.n ?? 0),
        });
      },
    );
}
