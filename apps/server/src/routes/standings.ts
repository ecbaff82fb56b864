import { endpoints, NAME_MAX_LENGTH } from '@forgeworks/contract';
import type { FactoryProfile } from '@forgeworks/contract';
import type { Level, MachineType } from '@forgeworks/engine';
import { achievementById, ACHIEVEMENTS, MACHINE_TYPES, machineConfig, toDollars } from '@forgeworks/engine';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { hourOf } from '../codecs/recent-ledger.js';
import { factories, user } from '../db/schema.js';
import { HttpError } from '../errors.js';
import { toRecord, recordColumns } from '../factories/repository.js';
import { standingPoints } from '../history/player-stats.js';
import { WEEK_HOURS } from '../history/production.js';
import type { Achiever } from '../leaderboard/achievers.js';
import { achieverOf, unlocksOf } from '../leaderboard/achievers.js';
import { factoryCount, standingHistory, standingOf } from '../leaderboard/standings.js';
import { listed } from '../moderation/listed.js';
import { reportName } from '../moderation/name-reports.js';
import { formerNames } from '../names/names.js';
import { ok, signedIn } from './common.js';

const nameOf = (id: string) => achievementById(id)?.name ?? id;

function presentAchiever(a: Achiever) {
  return {
    rank: a.rank,
    factoryId: a.factoryId,
    factoryName: a.factoryName,
    ownerName: a.ownerName,
    achievements: a.achievements,
    reachedAt: a.reachedAt?.toISOString() ?? null,
  };
}

/** What every player may see of the others: Top Achievers, achievement rarity, factory profiles (and report a name from one). */
export default async function standingsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  api.route({
    ...signedIn(app, endpoints.topAchievers),
    handler: async (req) => {
      const player = req.user!;
      const record = await app.factories.find(player);
      const mine = () => app.factoryCache.beside(record, 'achiever', () => achieverOf(db, player.id));
      const [{ top, me }, total] = await Promise.all([
        app.standings.topAchievers(player.id, mine),
        app.standings.players(),
      ]);
      return ok({
        players: top.map(presentAchiever),
        me: me ? presentAchiever(me) : null,
        totalPlayers: total,
        achievementCount: ACHIEVEMENTS.length,
      });
    },
  });

  api.route({
    ...signedIn(app, endpoints.achievementStats),
    handler: async () => {
      const [holders, recent, total] = await Promise.all([
        app.standings.holders(),
        app.standings.recentUnlocks(),
        app.standings.players(),
      ]);
      return ok({
        totalPlayers: total,
        achievements: holders.map(({ id, holders: n }) => {
          const a = achievementById(id)!;
          return { id, name: a.name, description: a.description, holders: n, share: total === 0 ? 0 : n / total };
        }),
        recent: recent.map((u) => ({
          factoryId: u.factoryId,
          factoryName: u.factoryName,
          achievementId: u.achievement,
          achievementName: nameOf(u.achievement),
          reachedAt: u.reachedAt.toISOString(),
        })),
      });
    },
  });

  api.route({
    ...signedIn(app, endpoints.factoryProfile),
    handler: async (req) => {
      const [row] = await db
        .select({ ...recordColumns, ownerName: user.name })
        .from(factories)
        .innerJoin(user, eq(user.id, factories.userId))
        .where(and(eq(factories.id, req.params.id), listed(factories.id)));
      if (!row) throw new HttpError(404, 'factory not found');
      const { state } = toRecord(row);
      const prices = await app.market.prices();
      const [place, history, unlocks, total, board] = await Promise.all([
        standingOf(db, { factoryId: row.id }, prices),
        standingHistory(db, row.id, hourOf(state.tick) - WEEK_HOURS),
        unlocksOf(db, row.id),
        factoryCount(db),
        app.seasons.board(),
      ]);
      const [contracts, former] = await Promise.all([app.contracts.record(row.id), formerNames(db, [row.id])]);
      // Suspended (or deleted) since it was read.
      if (!place) throw new HttpError(404, 'factory not found');
      const seasonPlace = board.byFactory.get(row.id);
      const counts = new Map<string, { type: MachineType; level: Level; count: number }>();
      for (const m of state.machines) {
        const key = `${m.type}:${m.level}`;
        const c = counts.get(key) ?? { type: m.type, level: m.level, count: 0 };
        counts.set(key, { ...c, count: c.count + 1 });
      }
      const machines = [...counts.values()]
        .sort((a, b) => MACHINE_TYPES.indexOf(a.type) - MACHINE_TYPES.indexOf(b.type) || a.level - b.level)
        .map((c) => ({ ...c, name: machineConfig(c.type, c.level).name }));
      // Listed field by field: nothing of the factory's private state (cash, debt, workers, loans,
      // maintenance plans) can slip into the answer with a spread.
      const profile: FactoryProfile = {
        factoryId: row.id,
        name: place.name,
        formerNames: former.get(row.id) ?? [],
        ownerName: [...row.ownerName].slice(0, NAME_MAX_LENGTH).join(''),
        rank: place.rank,
        totalPlayers: total,
        netWorth: toDollars(place.netWorth),
        netWorthHistory: standingPoints(history, state.tick, Date.now(), app.tickIntervalMs),
        machines,
        achievements: unlocks.map((u) => ({
          id: u.achievement,
          name: nameOf(u.achievement),
          reachedAt: u.reachedAt.toISOString(),
        })),
        season: seasonPlace
          ? {
              season: board.season,
              league: seasonPlace.league,
              rank: seasonPlace.rank,
              leaguePlayers: board.leagues[seasonPlace.league].length,
              gain: toDollars(seasonPlace.gain),
            }
          : null,
        contracts,
      };
      return ok(profile);
    },
  });

  api.route({
    ...signedIn(app, endpoints.reportName),
    handler: async (req) => {
      await reportName(db, req.user!.id, req.params.id, req.body);
      return ok({ reported: true as const }, 'Thank you: the operator will look at this name');
    },
  });
}
