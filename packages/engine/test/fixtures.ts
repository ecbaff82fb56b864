import type { Level, MachineType, WorkerType } from '../src/catalog/machines.js';
import { machineConfig } from '../src/catalog/machines.js';
import { salaryFor } from '../src/catalog/workers.js';
import type { ChallengeType } from '../src/progress/challenge-types.js';
import { dailyChallenge } from '../src/progress/challenges.js';
import { TIME } from '../src/rules.js';
import { newFactory } from '../src/factory.js';
import type { FactoryState, Machine, Worker } from '../src/state.js';
import type { ExchangeBid } from '../src/exchange/bids.js';

export function machine(id: string, type: MachineType, overrides: Partial<Machine> = {}): Machine {
  const level: Level = overrides.level ?? 1;
  return {
    id,
    type,
    level,
    capacity: 1,
    condition: 1,
    invested: machineConfig(type, level).cost,
    builtAtTick: 0,
    operatingTicks: 0,
    lastMaintenanceTick: null,
    maintenance: null,
    ...overrides,
  };
}

export function worker(id: string, type: WorkerType, skillLevel: number, assignedMachineId: string | null): Worker {
  return {
    id,
    type,
    skillLevel,
    salary: salaryFor(type, skillLevel),
    satisfaction: 85,
    assignedMachineId,
    hiredAtTick: 0,
  };
}

/** A full crew for a machine, exactly as its level requires. */
export function crewFor(m: Machine, prefix = m.id): Worker[] {
  const config = machineConfig(m.type, m.level);
  return config.workerRequirements.flatMap((req) =>
    Array.from({ length: req.baseCount }, (_, i) =>
      worker(`${prefix}-${req.type}-${i}`, req.type, req.skillLevel, m.id),
    ),
  );
}

export function factoryWith(
  machines: Machine[],
  opts: { staffed?: boolean; seed?: number } & Partial<FactoryState> = {},
): FactoryState {
  const { staffed = true, seed = 1, ...rest } = opts;
  const base = newFactory(seed);
  return {
    ...base,
    machines,
    workers: staffed ? machines.flatMap((m) => crewFor(m)) : [],
    ...rest,
  };
}

/** The recommended starter factory: a power plant, a coal mine, an iron mine and a smelter, fully staffed. */
export function starterFactory(seed = 1): FactoryState {
  return factoryWith(
    [
      machine('plant', 'POWER_PLANT'),
      machine('coal', 'COAL_MINE'),
      machine('iron', 'IRON_MINE'),
      machine('smelter', 'SMELTER'),
    ],
    { seed },
  );
}

/** A healthy steel maker with nothing else to be told: two plants, two coal mines, two iron mines, a smelter. */
export const balancedMachines = (): Machine[] => [
  machine('p1', 'POWER_PLANT'),
  machine('p2', 'POWER_PLANT'),
  machine('c1', 'COAL_MINE'),
  machine('c2', 'COAL_MINE'),
  machine('i1', 'IRON_MINE'),
  machine('i2', 'IRON_MINE'),
  machine('s', 'SMELTER'),
];

/** A factory grown past the guide (more machines than the welcome setup): it draws the day's shared challenge. */
export const pastGuideFactory = (seed = 1): FactoryState => factoryWith(balancedMachines(), { seed });

/** A day of the daily challenges' calendar the tests start from. */
export const DAY = 20_414;
export const noonOf = (day: number) => day * TIME.DAY_MS + TIME.DAY_MS / 2;
/** The first day from DAY on whose challenge has the type (and, if given, the target). */
export function dayOf(type: ChallengeType, target?: number): number {
  for (let d = DAY; d < DAY + 400; d++) {
    const c = dailyChallenge(d);
    if (c.type === type && (target === undefined || c.target === target)) return d;
  }
  throw new Error(`no ${type} day`);
}

/** A bid for steel on the exchange, as the bid tests place it. */
export const bid = (
  id: string,
  bidderId: string,
  unitPrice: number,
  quantity: number,
  createdTick = 0,
): ExchangeBid => ({
  id,
  bidderId,
  resource: 'STEEL_BAR',
  unitPrice,
  quantity,
  createdTick,
  unitConcession: 0,
});
