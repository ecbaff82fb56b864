/**
 * The database schema, one for PGlite and PostgreSQL, a file per part of the game (schema/). The auth
 * tables are the ones better-auth's drizzle adapter expects; the game's tables follow docs/adr/0002.
 */
export * from './schema/auth.js';
export * from './schema/game.js';
export * from './schema/seasons.js';
export * from './schema/exchange.js';
export * from './schema/moderation.js';
export * from './schema/push.js';
export * from './schema/contracts.js';
export * from './schema/chat.js';
export * from './schema/names.js';
