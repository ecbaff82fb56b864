/**
 * The load tests' and benchmarks' factory: 10 machines (2 power plants, 2 coal mines, 3 iron mines, 2 smelters,
 * 1 steel furnace) and 10 workers, well stocked, so every tick does the full work of a busy factory.
 */
import type { FactoryState, Machine, MachineType, WorkerType } from '@forgeworks/engine';
import { machineConfig, newFactory, salaryFor, siteMatching, usd } from '@forgeworks/engine';

const LAYOUT: MachineType[] = [
  'POWER_PLANT',
  'POWER_PLANT',
  'COAL_MINE',
  'COAL_MINE',
  'IRON_MINE',
  'IRON_MINE',
  'IRON_MINE',
  'SMELTER',
  'SMELTER',
  'STEEL_FURNACE',
];
const CREW: [WorkerType, number, number][] = [
  ['OPERATOR', 1, 0],
  ['TECHNICIAN', 2, 0],
  ['OPERATOR', 1, 2],
  ['OPERATOR', 1, 3],
  ['OPERATOR', 1, 4],
  ['TECHNICIAN', 2, 4],
  ['OPERATOR', 1, 7],
  ['TECHNICIAN', 2, 7],
  ['OPERATOR', 2, 9],
  ['TECHNICIAN', 2, 9],
];

/** `id` names the machines and workers, so many factories can carry ids of realistic length. */
export function tenMachineFactory(
  seed = 42,
  id: (kind: 'm' | 'w', i: number) => string = (k, i) => `${k}${i}`,
): FactoryState {
  const machines: Machine[] = LAYOUT.map((type, i) => ({
    id: id('m', i),
    type,
    level: 1,
    capacity: 1,
    condition: 1,
    invested: machineConfig(type, 1).cost,
    builtAtTick: 0,
    operatingTicks: 0,
    lastMaintenanceTick: null,
    maintenance: null,
  }));
  const workers = CREW.map(([type, skillLevel, at], i) => ({
    id: id('w', i),
    type,
    skillLevel,
    salary: salaryFor(type, skillLevel),
    satisfaction: 85,
    assignedMachineId: machines[at]!.id,
    hiredAtTick: 0,
  }));
  const start = newFactory(seed);
  return {
    ...start,
    cash: usd(10_000_000),
    inventory: { ...start.inventory, IRON_ORE: 1e6, COAL: 1e6 },
    machines,
    workers,
    // The site the upgrade would give it (engine sites/matching.ts), so no upgrade step has it to assign.
    site: siteMatching(machines),
  };
}
