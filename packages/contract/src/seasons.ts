import type { League as EngineLeague } from '@forgeworks/engine';
import { LEAGUES } from '@forgeworks/engine';
import { z } from 'zod';
import { success } from './envelope.js';
import { Money } from './factory.js';

/**
 * Seasons (docs/adr/0008): the board that matters now. Each season every factory races the others of
 * its league for the net worth it gains; the lifetime board (top-factories) stays beside it.
 */
const LEAGUE_IDS = LEAGUES as [EngineLeague, ...EngineLeague[]];
export const League = z.enum(LEAGUE_IDS);
export type League = z.infer<typeof League>;

export const SeasonQuery = z.object({
  /** The league whose top is listed; by default the caller's own. */
  league: z.enum(LEAGUE_IDS, { error: `league must be one of ${LEAGUES.join(', ')}` }).optional(),
});
export type SeasonQuery = z.infer<typeof SeasonQuery>;

export const SeasonEntry = z.object({
  rank: z.number().int(),
  /** Its profile: GET /api/factories/:id/profile. */
  factoryId: z.string(),
  factoryName: z.string(),
  /** The league it plays in now: the one it started the season in, or a higher one its net worth has reached. */
  league: League,
  /** Net worth gained this season (negative when lost), the season's score. */
  gain: Money,
  netWorth: Money,
  /** Net worth when the season began, or when the factory joined it. */
  startNetWorth: Money,
  rival: z.boolean(),
});
export type SeasonEntry = z.infer<typeof SeasonEntry>;

export const SeasonStanding = SeasonEntry.extend({
  /** Players in the caller's league. */
  leaguePlayers: z.number().int(),
  /** Net worth to gain to pass the factory above (null at the top). */
  toPassNext: Money.nullable(),
  /** Net worth to gain to enter the league's top ten (null when in it). */
  toEnterTop: Money.nullable(),
  /** The league the next season starts in at today's net worth. */
  nextSeasonLeague: League,
  /** The next league up and the net worth that moves the factory into it now (null in the top league). */
  promotion: z.object({ league: League, netWorth: Money }).nullable(),
});
export type SeasonStanding = z.infer<typeof SeasonStanding>;

export const Season = z.object({
  season: z.number().int(),
  /** The season's first and last ticks, and how many ticks are left after the last one settled. */
  firstTick: z.number().int(),
  lastTick: z.number().int(),
  ticksLeft: z.number().int(),
  /** When the season ends, at the tick interval (an estimate: ticks run late on a busy server). */
  endsAt: z.string(),
  /** The league listed. */
  league: League,
  leagues: z.array(z.object({ league: League, floor: Money, players: z.number().int() })),
  top: z.array(SeasonEntry),
  /** The caller's own place, wherever it ranks; null before their factory's first tick. */
  me: SeasonStanding.nullable(),
});
export type Season = z.infer<typeof Season>;
export const SeasonResponse = success(Season);

export const HallOfFame = z.object({
  seasons: z.array(
    z.object({
      season: z.number().int(),
      leagues: z.array(
        z.object({
          league: League,
          places: z.array(
            z.object({
              place: z.number().int(),
              /** Null once the factory is deleted; its name stays. */
              factoryId: z.string().nullable(),
              factoryName: z.string(),
              gain: Money,
              rival: z.boolean(),
            }),
          ),
        }),
      ),
    }),
  ),
});
export type HallOfFame = z.infer<typeof HallOfFame>;
export const HallOfFameResponse = success(HallOfFame);
