import { lookAfterFactory } from '../care.js';
import type { Strategy } from '../strategy.js';

/**
 * The spec's recommended first steps: a power plant, the coal mine that fuels it, iron mines
 * (a smelter eats 10 ore a tick, a level-1 mine digs 5, so two), a smelter, their staff;
 * then it sells its steel bars every tick and keeps the machines in repair. It never builds again.
 */
const FIRST_STEPS = ['POWER_PLANT', 'COAL_MINE', 'IRON_MINE', 'IRON_MINE', 'SMELTER'] as const;

export const recommended: Strategy = {
  name: 'recommended',
  act(game, tick) {
    if (tick === 1) for (const type of FIRST_STEPS) game.build(type);
    lookAfterFactory(game);
    game.sell('STEEL_BAR', game.state.inventory.STEEL_BAR);
  },
};
