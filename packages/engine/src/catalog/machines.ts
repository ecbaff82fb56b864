/**
 * The machine catalog: every type at levels 1–3, with the spec's costs and recipes.
 * Values the spec does not give (power of most levels, staff, operating costs) are ours,
 * tuned with the balance simulator; docs/game-rules.md lists them all.
 */
import type { Cents } from '../money.js';
import { usd } from '../money.js';
import type { StoredResource } from '../resources.js';

export const MACHINE_TYPES = [
  'IRON_MINE',
  'SMELTER',
  'COAL_MINE',
  'STEEL_MILL',
  'STEEL_FURNACE',
  'POWER_PLANT',
] as const;
export type MachineType = (typeof MACHINE_TYPES)[number];

export const WORKER_TYPES = ['OPERATOR', 'TECHNICIAN', 'ENGINEER'] as const;
export type WorkerType = (typeof WORKER_TYPES)[number];

export type Level = 1 | 2 | 3;
export const MAX_LEVEL: Level = 3;

export interface ResourceAmount {
  resource: StoredResource | 'POWER';
  quantity: number;
}

export interface WorkerRequirement {
  type: WorkerType;
  baseCount: number;
  skillLevel: number;
}

export interface MachineLevelConfig {
  type: MachineType;
  level: Level;
  name: string;
  description: string;
  cost: Cents;
  inputs: ResourceAmount[];
  outputs: ResourceAmount[];
  powerConsumption: number;
  powerEfficiencyFactor: number;
  efficiency: number;
  operatingCost: Cents;
  baseMaintenanceCost: Cents;
  baseLaborCost: Cents;
  baseMaterialCost?: Cents;
  workerRequirements: WorkerRequirement[];
  maxWorkersPerShift: number;
}

type LevelValues = Omit<MachineLevelConfig, 'type' | 'level' | 'name' | 'description'>;

const op = (count: number, skillLevel: number): WorkerRequirement => ({
  type: 'OPERATOR',
  baseCount: count,
  skillLevel,
});
const tech = (count: number, skillLevel: number): WorkerRequirement => ({
  type: 'TECHNICIAN',
  baseCount: count,
  skillLevel,
});
const eng = (count: number, skillLevel: number): WorkerRequirement => ({
  type: 'ENGINEER',
  baseCount: count,
  skillLevel,
});
const amount = (resource: StoredResource | 'POWER', quantity: number): ResourceAmount => ({ resource, quantity });

interface TypeEntry {
  name: string;
  description: string;
  levels: [LevelValues, LevelValues, LevelValues];
}

const CATALOG: Record<MachineType, TypeEntry> = {
  IRON_MINE: {
    name: 'Iron Mine',
    description: 'Extracts iron ore from the ground. Needs no inputs.',
    levels: [
      {
        cost: usd(5_000),
        inputs: [],
        outputs: [amount('IRON_ORE', 5)],
        powerConsumption: 2,
        powerEfficiencyFactor: 1,
        efficiency: 1,
        operatingCost: usd(20),
        baseMaintenanceCost: usd(50),
        baseLaborCost: usd(30),
        workerRequirements: [op(2, 1), tech(1, 2)],
        maxWorkersPerShift: 4,
      },
      {
        cost: usd(8_000),
        inputs: [],
        outputs: [amount('IRON_ORE', 7)],
        powerConsumption: 3,
        powerEfficiencyFactor: 1.1,
        efficiency: 1.05,
        operatingCost: usd(24),
        baseMaintenanceCost: usd(80),
        baseLaborCost: usd(40),
        baseMaterialCost: usd(2),
        workerRequirements: [op(2, 2), tech(1, 2)],
        maxWorkersPerShift: 5,
      },
      {
        cost: usd(12_000),
        inputs: [],
        outputs: [amount('IRON_ORE', 10)],
        powerConsumption: 4,
        powerEfficiencyFactor: 1.2,
        efficiency: 1.1,
        operatingCost: usd(30),
        baseMaintenanceCost: usd(120),
        baseLaborCost: usd(55),
        baseMaterialCost: usd(3),
        workerRequirements: [op(3, 2), tech(1, 3)],
        maxWorkersPerShift: 6,
      },
    ],
  },
  SMELTER: {
    name: 'Smelter',
    description: 'Smelts iron ore into steel bars; the first level also burns coal.',
    levels: [
      {
        cost: usd(15_000),
        inputs: [amount('IRON_ORE', 10), amount('COAL', 2)],
        outputs: [amount('STEEL_BAR', 2)],
        powerConsumption: 5,
        powerEfficiencyFactor: 1,
        efficiency: 1,
        operatingCost: usd(30),
        baseMaintenanceCost: usd(150),
        baseLaborCost: usd(60),
        workerRequirements: [op(2, 1), tech(1, 2)],
        maxWorkersPerShift: 4,
      },
      {
        cost: usd(25_000),
        inputs: [amount('IRON_ORE', 10)],
        outputs: [amount('STEEL_BAR', 3)],
        powerConsumption: 7,
        powerEfficiencyFactor: 1.1,
        efficiency: 1.05,
        operatingCost: usd(40),
        baseMaintenanceCost: usd(250),
        baseLaborCost: usd(80),
        workerRequirements: [op(2, 2), tech(1, 2), eng(1, 1)],
        maxWorkersPerShift: 5,
      },
      {
        cost: usd(40_000),
        inputs: [amount('IRON_ORE', 10)],
        outputs: [amount('STEEL_BAR', 5)],
        powerConsumption: 9,
        powerEfficiencyFactor: 1.2,
        efficiency: 1.1,
        operatingCost: usd(55),
        baseMaintenanceCost: usd(400),
        baseLaborCost: usd(110),
        workerRequirements: [op(3, 2), tech(1, 3), eng(1, 2)],
        maxWorkersPerShift: 6,
      },
    ],
  },
  COAL_MINE: {
    name: 'Coal Mine',
    description: 'Digs coal to fuel power plants, smelters and furnaces. Needs no inputs.',
    levels: [
      {
        cost: usd(3_000),
        inputs: [],
        outputs: [amount('COAL', 8)],
        powerConsumption: 3,
        powerEfficiencyFactor: 1,
        efficiency: 1,
        operatingCost: usd(15),
        baseMaintenanceCost: usd(30),
        baseLaborCost: usd(25),
        workerRequirements: [op(2, 1)],
        maxWorkersPerShift: 3,
      },
      {
        cost: usd(5_000),
        inputs: [],
        outputs: [amount('COAL', 12)],
        powerConsumption: 4,
        powerEfficiencyFactor: 1.1,
        efficiency: 1.05,
        operatingCost: usd(19),
        baseMaintenanceCost: usd(50),
        baseLaborCost: usd(35),
        workerRequirements: [op(2, 1), tech(1, 1)],
        maxWorkersPerShift: 4,
      },
      {
        cost: usd(8_000),
        inputs: [],
        outputs: [amount('COAL', 18)],
        powerConsumption: 5,
        powerEfficiencyFactor: 1.2,
        efficiency: 1.1,
        operatingCost: usd(25),
        baseMaintenanceCost: usd(80),
        baseLaborCost: usd(45),
        workerRequirements: [op(3, 2), tech(1, 2)],
        maxWorkersPerShift: 5,
      },
    ],
  },
  STEEL_MILL: {
    name: 'Steel Mill',
    description: 'Rolls steel bars into advanced steel, the most valuable product.',
    levels: [
      {
        cost: usd(50_000),
        inputs: [amount('STEEL_BAR', 5), amount('COAL', 3)],
        outputs: [amount('ADVANCED_STEEL', 2)],
        powerConsumption: 8,
        powerEfficiencyFactor: 1,
        efficiency: 1,
        operatingCost: usd(60),
        baseMaintenanceCost: usd(500),
        baseLaborCost: usd(150),
        workerRequirements: [op(2, 2), tech(1, 2), eng(1, 2)],
        maxWorkersPerShift: 5,
      },
      {
        cost: usd(80_000),
        inputs: [amount('STEEL_BAR', 5)],
        outputs: [amount('ADVANCED_STEEL', 3)],
        powerConsumption: 10,
        powerEfficiencyFactor: 1.1,
        efficiency: 1.05,
        operatingCost: usd(75),
        baseMaintenanceCost: usd(800),
        baseLaborCost: usd(200),
        workerRequirements: [op(2, 3), tech(1, 3), eng(1, 3)],
        maxWorkersPerShift: 6,
      },
      {
        cost: usd(150_000),
        inputs: [amount('STEEL_BAR', 5)],
        outputs: [amount('ADVANCED_STEEL', 5)],
        powerConsumption: 12,
        powerEfficiencyFactor: 1.2,
        efficiency: 1.1,
        operatingCost: usd(95),
        baseMaintenanceCost: usd(1_500),
        baseLaborCost: usd(300),
        workerRequirements: [op(3, 3), tech(2, 3), eng(1, 4)],
        maxWorkersPerShift: 8,
      },
    ],
  },
  STEEL_FURNACE: {
    name: 'Steel Furnace',
    description: 'A coal-fired furnace that turns iron ore into steel bars more efficiently than a smelter.',
    levels: [
      {
        cost: usd(20_000),
        inputs: [amount('IRON_ORE', 8), amount('COAL', 4)],
        outputs: [amount('STEEL_BAR', 3)],
        powerConsumption: 6,
        powerEfficiencyFactor: 1,
        efficiency: 1,
        operatingCost: usd(35),
        baseMaintenanceCost: usd(200),
        baseLaborCost: usd(70),
        workerRequirements: [op(2, 2), tech(1, 2)],
        maxWorkersPerShift: 4,
      },
      {
        cost: usd(35_000),
        inputs: [amount('IRON_ORE', 8), amount('COAL', 3)],
        outputs: [amount('STEEL_BAR', 4)],
        powerConsumption: 8,
        powerEfficiencyFactor: 1.1,
        efficiency: 1.05,
        operatingCost: usd(45),
        baseMaintenanceCost: usd(350),
        baseLaborCost: usd(90),
        workerRequirements: [op(2, 2), tech(1, 3), eng(1, 2)],
        maxWorkersPerShift: 5,
      },
      {
        cost: usd(60_000),
        inputs: [amount('IRON_ORE', 8), amount('COAL', 2)],
        outputs: [amount('STEEL_BAR', 6)],
        powerConsumption: 10,
        powerEfficiencyFactor: 1.2,
        efficiency: 1.1,
        operatingCost: usd(60),
        baseMaintenanceCost: usd(600),
        baseLaborCost: usd(120),
        workerRequirements: [op(3, 3), tech(1, 3), eng(1, 3)],
        maxWorkersPerShift: 6,
      },
    ],
  },
  POWER_PLANT: {
    name: 'Power Plant',
    description: 'Burns coal to generate power for the rest of the factory.',
    levels: [
      {
        cost: usd(15_000),
        inputs: [amount('COAL', 5)],
        outputs: [amount('POWER', 15)],
        powerConsumption: 0,
        powerEfficiencyFactor: 1,
        efficiency: 1,
        operatingCost: usd(15),
        baseMaintenanceCost: usd(150),
        baseLaborCost: usd(40),
        workerRequirements: [op(1, 1), tech(1, 2)],
        maxWorkersPerShift: 3,
      },
      {
        cost: usd(35_000),
        inputs: [amount('COAL', 7)],
        outputs: [amount('POWER', 25)],
        powerConsumption: 0,
        powerEfficiencyFactor: 1.1,
        efficiency: 1,
        operatingCost: usd(25),
        baseMaintenanceCost: usd(350),
        baseLaborCost: usd(60),
        workerRequirements: [op(1, 2), tech(1, 2), eng(1, 1)],
        maxWorkersPerShift: 4,
      },
      {
        cost: usd(100_000),
        inputs: [amount('COAL', 12)],
        outputs: [amount('POWER', 50)],
        powerConsumption: 0,
        powerEfficiencyFactor: 1.2,
        efficiency: 1,
        operatingCost: usd(45),
        baseMaintenanceCost: usd(1_000),
        baseLaborCost: usd(100),
        workerRequirements: [op(2, 2), tech(1, 3), eng(1, 3)],
        maxWorkersPerShift: 5,
      },
    ],
  },
};

/** Built once: the tick reads configs several times per machine, so they must not be rebuilt per call. */
const CONFIGS = {} as Record<MachineType, readonly MachineLevelConfig[]>;
for (const type of MACHINE_TYPES) {
  const entry = CATALOG[type];
  CONFIGS[type] = entry.levels.map((values, i) =>
    Object.freeze({ type, level: (i + 1) as Level, name: entry.name, description: entry.description, ...values }),
  );
}

export function machineConfig(type: MachineType, level: Level): MachineLevelConfig {
  const config = CONFIGS[type]?.[level - 1];
  if (!config) throw new RangeError(`No level ${level} for ${type}`);
  return config;
}

export function allMachineConfigs(): MachineLevelConfig[] {
  return MACHINE_TYPES.flatMap((type) => [...CONFIGS[type]]);
}

export function isMachineType(value: string): value is MachineType {
  return (MACHINE_TYPES as readonly string[]).includes(value);
}

/** Power a plant generates at capacity 1, or 0 for machines that are not plants. */
export function powerOutput(config: MachineLevelConfig): number {
  return config.outputs.find((o) => o.resource === 'POWER')?.quantity ?? 0;
}
