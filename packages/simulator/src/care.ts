import { CAPACITY, missingCrew, planProduction } from '@forgeworks/engine';
import type { Game } from './game.js';

/** What every sensible player does: fix broken machines, service worn ones, staff every post. */
export function lookAfterFactory(game: Game, serviceBelow = 0.5): void {
  for (const machine of game.state.machines) {
    if (machine.condition <= 0) game.emergencyRepair(machine.id);
    else if (machine.condition < serviceBelow && !machine.maintenance) game.maintain(machine.id, 'PREVENTIVE');
  }
  staffEveryMachine(game);
}

/** Fills the empty posts one hire at a time, as far as cash goes (the all-or-nothing button would hire nobody). */
export function staffEveryMachine(game: Game): void {
  for (const post of missingCrew(game.state)) {
    if (!game.hire(post.type, post.skillLevel, post.machineId)) return;
  }
}

const CAPACITY_STEP = 0.1;

/**
 * Capacity control: when the grid is short, every consumer but the coal mines (which fuel
 * the plants) is throttled a step; when there is power to spare, throttled machines come back.
 */
export function balanceGrid(game: Game): void {
  const plan = planProduction(game.state);
  const short = plan.powerFactor < 1;
  const roomy = plan.actualGeneration > plan.actualConsumption * 1.1;
  const changes: Record<string, number> = {};
  for (const machine of game.state.machines) {
    if (machine.type === 'POWER_PLANT' || machine.type === 'COAL_MINE') continue;
    if (short && machine.capacity > CAPACITY.MIN) {
      changes[machine.id] = Math.max(CAPACITY.MIN, Math.round((machine.capacity - CAPACITY_STEP) * 100) / 100);
    } else if (roomy && machine.capacity < CAPACITY.MAX) {
      changes[machine.id] = Math.min(CAPACITY.MAX, Math.round((machine.capacity + CAPACITY_STEP) * 100) / 100);
      break; // one at a time, so a recovering grid is not tipped straight back over
    }
  }
  game.setCapacities(changes);
}
