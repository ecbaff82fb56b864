import { z } from 'zod';
import { ContractRecord } from './contracts.js';
import { success } from './envelope.js';
import { MachineType, Money } from './factory.js';
import { LeaderboardEntry } from './reports.js';
import { League } from './seasons.js';
import { Achievement } from './stats.js';

/**
 * What every player may see of the others: achievements, ranks and net worth over time, and a
 * factory's public profile. Never cash, debt, workers, loans or maintenance plans.
 */

/** A factory as the boards name it: its id (for its profile) and name. */
const BoardFactory = LeaderboardEntry.pick({ factoryId: true, factoryName: true });

export const TopAchiever = BoardFactory.extend({
  rank: z.number().int(),
  ownerName: z.string(),
  achievements: z.number().int(),
  /** When the player reached their count: of two with the same count, the earlier ranks higher. */
  reachedAt: z.string().nullable(),
});
export type TopAchiever = z.infer<typeof TopAchiever>;

export const TopAchievers = z.object({
  players: z.array(TopAchiever),
  /** The caller's own entry, wherever it ranks. */
  me: TopAchiever.nullable(),
  totalPlayers: z.number().int(),
  /** How many achievements the game has. */
  achievementCount: z.number().int(),
});
export type TopAchievers = z.infer<typeof TopAchievers>;
export const TopAchieversResponse = success(TopAchievers);

export const AchievementRarity = Achievement.pick({ id: true, name: true, description: true }).extend({
  /** Players who hold it. */
  holders: z.number().int(),
  /** holders / every player, 0–1 (0 with no players). */
  share: z.number(),
});
export type AchievementRarity = z.infer<typeof AchievementRarity>;

export const RecentUnlock = BoardFactory.extend({
  achievementId: z.string(),
  achievementName: z.string(),
  reachedAt: z.string(),
});
export type RecentUnlock = z.infer<typeof RecentUnlock>;

export const AchievementStats = z.object({
  totalPlayers: z.number().int(),
  /** Every achievement of the game, in the game's order. */
  achievements: z.array(AchievementRarity),
  /** The latest unlocks across the server, newest first. */
  recent: z.array(RecentUnlock),
});
export type AchievementStats = z.infer<typeof AchievementStats>;
export const AchievementStatsResponse = success(AchievementStats);

/** One closed game hour of a factory's standing. */
export const StandingPoint = z.object({
  hour: z.number().int(),
  endsAt: z.string(),
  netWorth: Money,
  rank: z.number().int(),
});
export type StandingPoint = z.infer<typeof StandingPoint>;

const Totals = z.object({
  /** Units made, every resource together. */
  produced: z.number(),
  /** Units sold to the market. */
  sold: z.number(),
  /** Money the sales brought in. */
  salesIncome: Money,
});

export const PlayerStats = z.object({
  netWorth: Money,
  rank: z.number().int(),
  totalPlayers: z.number().int(),
  /** The last 7 days, hour by hour, oldest first (hours closed before the factory existed are absent). */
  history: z.array(StandingPoint),
  /** Since the factory was founded (from its lifetime counts). */
  lifetime: z.object({ produced: z.number(), sold: z.number() }),
  /** The last 7 days, hours kept plus the hour in progress. */
  last7Days: Totals,
  /** The game day (24 game hours) of the last 7 with the highest profit (income less expenses); null without one. */
  bestDay: z
    .object({
      day: z.number().int(),
      /** When its last tick ran, or will run for the day in progress (at the server's tick length). */
      endsAt: z.string(),
      /** The day is still going: its profit so far. */
      inProgress: z.boolean(),
      profit: Money,
      salesIncome: Money,
    })
    .nullable(),
  median: z.object({
    /** The median player's net worth (the middle of every player's, valued as the leaderboard does). */
    netWorth: Money,
    achievements: z.number(),
  }),
  achievements: z.number().int(),
});
export type PlayerStats = z.infer<typeof PlayerStats>;
export const PlayerStatsResponse = success(PlayerStats);

export const FactoryProfileParams = z.object({ id: z.uuid() });

export const FactoryProfile = z.object({
  factoryId: z.string(),
  name: z.string(),
  /** Its last names, newest first ("formerly …"): a rename is never a disguise. */
  formerNames: z.array(z.string()),
  ownerName: z.string(),
  rank: z.number().int(),
  totalPlayers: z.number().int(),
  netWorth: Money,
  /** The last 7 days, hour by hour, oldest first. */
  netWorthHistory: z.array(StandingPoint),
  /** How many machines of each type at each level. */
  machines: z.array(
    z.object({ type: MachineType, name: z.string(), level: z.number().int(), count: z.number().int() }),
  ),
  achievements: z.array(z.object({ id: z.string(), name: z.string(), reachedAt: z.string() })),
  /** Its place this season (docs/adr/0008); null before its first tick. */
  season: z
    .object({
      season: z.number().int(),
      league: League,
      rank: z.number().int(),
      leaguePlayers: z.number().int(),
      gain: Money,
    })
    .nullable(),
  /** Its contracts kept and broken (issue 36). */
  contracts: ContractRecord,
});
export type FactoryProfile = z.infer<typeof FactoryProfile>;
export const FactoryProfileResponse = success(FactoryProfile);
