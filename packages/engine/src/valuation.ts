/** What machines are worth and what fixing them costs: shared by actions, reports and net worth. */
import { machineConfig } from './catalog/machines.js';
import { hiringCostFor } from './catalog/workers.js';
import type { Cents } from './money.js';
import { roundCents, usd } from './money.js';
import { NET_WORTH, REPAIR, SCRAP } from './rules.js';
import type { Machine, Worker } from './state.js';

function wornShare(condition: number): number {
  return 0.5 + 0.5 * condition;
}

export function scrapValue(machine: Machine): Cents {
  const value = machine.invested * SCRAP.SHARE * wornShare(machine.condition);
  return roundCents(machine.condition <= 0 ? value * SCRAP.BROKEN_FACTOR : value);
}

export function bookValue(machine: Machine): Cents {
  return roundCents(machine.invested * NET_WORTH.BOOK_SHARE * wornShare(machine.condition));
}

/** What a worker counts for in net worth: the cost of hiring one like them again. */
export function crewValue(worker: Pick<Worker, 'type' | 'skillLevel'>): Cents {
  return roundCents(hiringCostFor(worker.type, worker.skillLevel) * NET_WORTH.CREW_SHARE);
}

/** 10% of the machine's cost at its level, rounded to the dollar (the spec's "rounded"). */
export function emergencyRepairCost(machine: Pick<Machine, 'type' | 'level'>): Cents {
  return usd(Math.round((machineConfig(machine.type, machine.level).cost * REPAIR.EMERGENCY_COST_SHARE) / 100));
}

/** Instant repair of `amount` condition (0–1). */
export function repairCost(machine: Pick<Machine, 'type' | 'level'>, amount: number): Cents {
  return roundCents(machineConfig(machine.type, machine.level).cost * REPAIR.COST_SHARE * amount);
}
