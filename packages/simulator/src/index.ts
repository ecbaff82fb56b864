export * from './rivals.js';
export * from './simulation.js';
export * from './strategies/index.js';
export type { Strategy } from './strategy.js';
export { Game } from './game.js';
export type { Bidding } from './game.js';
export * from './dealing.js';
