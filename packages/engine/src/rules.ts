/**
 * Every number of the game's rules that is not a per-machine catalog value: the one place they are
 * imported from, written by topic in rules/.
 * docs/game-rules.md is checked against these files and the catalog (npm run rules:check).
 */
export * from './rules/factory.js';
export * from './rules/machines.js';
export * from './rules/trade.js';
export * from './rules/shown.js';
