/** The seasons' entries and the hall of fame (leaderboard/seasons.ts). */
import { bigint, boolean, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { factoryRef } from './factory-ref.js';
import { factories } from './game.js';

/**
 * Each factory's season (docs/adr/0008, leaderboard/seasons.ts): the league and net worth (cents, with
 * escrow, as the leaderboard values it) it started the season with, written when the season opened or,
 * for a factory founded during it, at the first tick it had. The current and the last season are kept.
 */
export const seasonEntries = pgTable(
  'season_entries',
  {
    season: integer('season').notNull(),
    factoryId: factoryRef('factory_id'),
    league: text('league').notNull(),
    startNetWorth: bigint('start_net_worth', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.season, t.factoryId] })],
);

/**
 * The hall of fame: each closed season's first places of each league, kept for ever. The name is the
 * factory's when the season closed; a deleted factory's line stays, without its id.
 */
export const seasonHallOfFame = pgTable(
  'season_hall_of_fame',
  {
    season: integer('season').notNull(),
    league: text('league').notNull(),
    place: integer('place').notNull(),
    factoryId: uuid('factory_id').references(() => factories.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** Net worth gained over the season, cents. */
    gain: bigint('gain', { mode: 'number' }).notNull(),
    rival: boolean('rival').notNull(),
  },
  (t) => [primaryKey({ columns: [t.season, t.league, t.place] })],
);
