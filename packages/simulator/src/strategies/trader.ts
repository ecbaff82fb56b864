import type { StoredResource } from '@forgeworks/engine';
import { machineConfig } from '@forgeworks/engine';
import { lookAfterFactory } from '../care.js';
import type { Game } from '../game.js';
import type { Strategy } from '../strategy.js';

/** The plant that powers the smelter and the smelter: no mines, every input bought. */
const FIRST_STEPS = ['POWER_PLANT', 'SMELTER'] as const;
const BOUGHT: readonly StoredResource[] = ['IRON_ORE', 'COAL'];

/** Tops stock up to what the machines use in a tick, as far as cash goes. */
function buyInputs(game: Game): void {
  const needed: Partial<Record<StoredResource, number>> = {};
  for (const machine of game.state.machines) {
    for (const input of machineConfig(machine.type, machine.level).inputs) {
      if (input.resource === 'POWER') continue;
      needed[input.resource] = (needed[input.resource] ?? 0) + input.quantity * machine.capacity;
    }
  }
  for (const resource of BOUGHT) {
    const short = Math.ceil((needed[resource] ?? 0) - game.state.inventory[resource]);
    if (short > 0) game.buy(resource, short);
  }
}

/**
 * Make-or-buy's "buy": the recommended start without its mines. It buys the iron ore and coal the
 * plant and smelter burn every tick from the market at the ask, smelts, and sells its steel bars.
 * The balance check holds it below players who dig their own inputs.
 */
export const trader: Strategy = {
  name: 'trader',
  act(game, tick) {
    if (tick === 1) for (const type of FIRST_STEPS) game.build(type);
    lookAfterFactory(game);
    buyInputs(game);
    game.sell('STEEL_BAR', game.state.inventory.STEEL_BAR);
  },
};
