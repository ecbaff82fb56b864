import { MAINTENANCE_RULES } from '../catalog/maintenance.js';
import type { RandomState } from '../random.js';
import { nextRandom } from '../random.js';
import { CONDITION } from '../rules.js';
import type { GameEvent, Machine } from '../state.js';

/** 0–1: how likely a machine in this condition is to break, relative to a wreck. */
export function breakdownRisk(condition: number): number {
  if (condition <= 0) return 1;
  return (1 - condition) ** 2;
}

export function wearPerTick(machine: Machine): number {
  return CONDITION.BASE_WEAR_PER_TICK * machine.capacity * (2 - machine.condition);
}

/**
 * Ages one machine by a tick: running machines wear and may break (one draw each, so
 * the random sequence does not depend on outcomes); machines under maintenance progress.
 */
export function ageMachine(
  machine: Machine,
  active: boolean,
  tick: number,
  rng: RandomState,
): { machine: Machine; rng: RandomState; events: GameEvent[] } {
  if (machine.maintenance) {
    const ticksLeft = machine.maintenance.ticksLeft - 1;
    if (ticksLeft > 0)
      return { machine: { ...machine, maintenance: { ...machine.maintenance, ticksLeft } }, rng, events: [] };
    const rule = MAINTENANCE_RULES[machine.maintenance.type];
    const condition = Math.min(1, machine.condition + rule.conditionRestoration);
    return {
      machine: { ...machine, condition, maintenance: null, lastMaintenanceTick: tick },
      rng,
      events: [{ kind: 'maintenanceFinished', machineId: machine.id, maintenanceType: rule.type, condition }],
    };
  }
  if (!active) return { machine, rng, events: [] };

  const [roll, next] = nextRandom(rng);
  const worn = Math.max(0, machine.condition - wearPerTick(machine));
  const breaks = worn === 0 || roll < CONDITION.BREAKDOWN_CHANCE * breakdownRisk(worn) * machine.capacity;
  // Written out rather than spread: this runs for every machine of every factory each tick.
  const aged: Machine = {
    id: machine.id,
    type: machine.type,
    level: machine.level,
    capacity: machine.capacity,
    condition: breaks ? 0 : worn,
    invested: machine.invested,
    builtAtTick: machine.builtAtTick,
    operatingTicks: machine.operatingTicks + 1,
    lastMaintenanceTick: machine.lastMaintenanceTick,
    maintenance: machine.maintenance,
  };
  return {
    machine: aged,
    rng: next,
    events: breaks ? [{ kind: 'breakdown', machineId: machine.id, machineType: machine.type }] : [],
  };
}
