import { machineConfig, powerOutput } from '../catalog/machines.js';
import { siteYield } from '../catalog/sites.js';
import { roundQty } from '../money.js';
import type { FactoryState } from '../state.js';
import { powerDraw } from './grid.js';

/**
 * The power that decides what can be built, and the one "spare power" every page shows: what the
 * working plants generate at their level's output, against what every consumer will draw. A
 * consumer counts at its level's consumption, or at the tick's own draw (`powerDraw`: capacity and
 * wear) when that is more, so a worn factory's budget is as tight as its grid will be; one broken,
 * in the shop or turned down keeps its level's share, for it will draw it again.
 */
export interface PowerBudget {
  powerCapacity: number;
  powerUsed: number;
  spare: number;
}

/** A plant counts at its site's yield (catalog/sites.ts); a state without a site stands on open ground. */
export function powerBudget(state: Pick<FactoryState, 'machines'> & Partial<Pick<FactoryState, 'site'>>): PowerBudget {
  let powerCapacity = 0;
  let powerUsed = 0;
  for (const machine of state.machines) {
    const config = machineConfig(machine.type, machine.level);
    if (machine.condition > 0) powerCapacity += powerOutput(config) * siteYield(state.site ?? null, machine.type);
    if (config.powerConsumption <= 0) continue;
    // A broken machine or one in the shop comes back repaired: its level's share is what it will draw.
    const running = machine.condition > 0 && machine.maintenance === null;
    const draw = running
      ? powerDraw(config.powerConsumption, machine.capacity, machine.condition, config.powerEfficiencyFactor)
      : 0;
    powerUsed += Math.max(config.powerConsumption, draw);
  }
  powerCapacity = roundQty(powerCapacity);
  powerUsed = roundQty(powerUsed);
  return { powerCapacity, powerUsed, spare: roundQty(powerCapacity - powerUsed) };
}
