import { HallOfFameResponse, SeasonQuery, SeasonResponse } from './seasons.js';
import { LeaderboardQuery, LeaderboardResponse } from './reports.js';
import { ReportNameBody, ReportNameResponse } from './admin.js';
import {
  AchievementStatsResponse,
  FactoryProfileParams,
  FactoryProfileResponse,
  PlayerStatsResponse,
  TopAchieversResponse,
} from './standings.js';
import { readQuery, type Schemas, ownRead } from './endpoint-schemas.js';
import type { EndpointName } from './paths.js';

/**
 * The boards, seasons and other factories' public profiles (and reporting their names): their part of the endpoint
 * table (endpoints.ts).
 */
export const standingsEndpoints = {
  leaderboard: { tag: 'leaderboard', query: LeaderboardQuery, response: LeaderboardResponse, failures: readQuery },
  topAchievers: ownRead('leaderboard', TopAchieversResponse),
  season: {
    tag: 'leaderboard',
    description: "This season's board: a league's top ten by net worth gained, and the caller's place.",
    query: SeasonQuery,
    response: SeasonResponse,
    failures: readQuery,
  },
  hallOfFame: ownRead('leaderboard', HallOfFameResponse),
  achievementStats: ownRead('leaderboard', AchievementStatsResponse),
  playerStats: ownRead('analytics', PlayerStatsResponse),
  factoryProfile: {
    tag: 'leaderboard',
    description: "Another player's factory as everyone may see it: no cash, debt, workers, loans or maintenance plans.",
    params: FactoryProfileParams,
    response: FactoryProfileResponse,
    failures: [400, 401, 404],
  },
  reportName: {
    tag: 'leaderboard',
    description:
      "Reports the factory's or its owner's name to the operator as abusive, with a reason (and the reporter's words for OTHER): one open report per player and factory, a new report replacing its reason.",
    params: FactoryProfileParams,
    body: ReportNameBody,
    response: ReportNameResponse,
    failures: [400, 401, 404],
  },
} as const satisfies Partial<Record<EndpointName, Schemas>>;
