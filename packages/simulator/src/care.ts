import type { WorkerType } from '@forgeworks/engine';
import { CAPACITY, crewOf, machineConfig, planProduction, staffingFor } from '@forgeworks/engine';
import type { Game } from './game.js';

/** What every sensible player does: fix broken machines, service worn ones, staff every post. */
export function lookAfterFactory(game: Game, serviceBelow = 0.5): void {
  for (const machine of game.state.machines) {
    if (machine.condition <= 0) game.emergencyRepair(machine.id);
    else if (machine.condition < serviceBelow && !machine.maintenance) game.maintain(machine.id, 'PREVENTIVE');
  }
  staffEveryMachine(game);
}

export function staffEveryMachine(game: Game): void {
  for (const machine of game.state.machines) {
    const staffing = staffingFor(machineConfig(machine.type, machine.level), crewOf(game.state.workers, machine.id));
    for (const req of staffing.requirements) {
      for (let i = req.assigned; i < req.needed; i++) {
        if (!game.hire(req.type as WorkerType, req.skillLevel, machine.id)) return;
      }
    }
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
