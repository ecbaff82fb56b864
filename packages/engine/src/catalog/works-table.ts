/**
 * The works (docs/adr/0016): three machine types beyond the spec's six, each turning goods another
 * site is best at into a good of its own. Coke comes from coal (the Coal Basin's), tools from steel
 * bars and coke with much power (River Works' cheap power), machine parts from advanced steel, tools
 * and coke (the port's refiners): a factory that makes one of them buys part of its inputs. Values are
 * ours, tuned with the balance simulator (docs/balance-notes.md); docs/game-rules.md lists them all.
 */
import { usd } from '../money.js';
import type { Catalog } from './machine-levels.js';
import { amount, eng, op, tech } from './machine-levels.js';
import type { WorksMachineType } from './machines.js';

export const WORKS_CATALOG: Catalog<WorksMachineType> = {
  COKE_OVEN: {
    name: 'Coke Oven',
    description: 'Bakes coal into coke, the clean fuel tool works and machine shops burn.',
    levels: [
      {
        cost: usd(12_000),
        inputs: [amount('COAL', 6)],
        outputs: [amount('COKE', 4)],
        powerConsumption: 3,
        powerEfficiencyFactor: 1,
        efficiency: 1,
        operatingCost: usd(15),
        baseMaintenanceCost: usd(100),
        baseLaborCost: usd(40),
        workerRequirements: [op(2, 1), tech(1, 1)],
        maxWorkersPerShift: 4,
      },
      {
        cost: usd(20_000),
        inputs: [amount('COAL', 6)],
        outputs: [amount('COKE', 6)],
        powerConsumption: 4,
        powerEfficiencyFactor: 1.1,
        efficiency: 1.05,
        operatingCost: usd(25),
        baseMaintenanceCost: usd(160),
        baseLaborCost: usd(55),
        workerRequirements: [op(2, 2), tech(1, 2)],
        maxWorkersPerShift: 5,
      },
      {
        cost: usd(32_000),
        inputs: [amount('COAL', 6)],
        outputs: [amount('COKE', 8)],
        powerConsumption: 5,
        powerEfficiencyFactor: 1.2,
        efficiency: 1.1,
        operatingCost: usd(30),
        baseMaintenanceCost: usd(250),
        baseLaborCost: usd(75),
        workerRequirements: [op(3, 2), tech(1, 3)],
        maxWorkersPerShift: 6,
      },
    ],
  },
  TOOL_WORKS: {
    name: 'Tool Works',
    description: 'Forges steel bars into tools in electric forges fired with coke. Draws much power.',
    levels: [
      {
        cost: usd(30_000),
        inputs: [amount('STEEL_BAR', 2), amount('COKE', 1)],
        outputs: [amount('TOOLS', 2)],
        powerConsumption: 10,
        powerEfficiencyFactor: 1,
        efficiency: 1,
        operatingCost: usd(40),
        baseMaintenanceCost: usd(300),
        baseLaborCost: usd(100),
        workerRequirements: [op(2, 2), tech(1, 2)],
        maxWorkersPerShift: 5,
      },
      {
        cost: usd(50_000),
        inputs: [amount('STEEL_BAR', 2), amount('COKE', 1)],
        outputs: [amount('TOOLS', 3)],
        powerConsumption: 12,
        powerEfficiencyFactor: 1.1,
        efficiency: 1.05,
        operatingCost: usd(50),
        baseMaintenanceCost: usd(500),
        baseLaborCost: usd(140),
        workerRequirements: [op(2, 3), tech(1, 3), eng(1, 2)],
        maxWorkersPerShift: 6,
      },
      {
        cost: usd(90_000),
        inputs: [amount('STEEL_BAR', 2), amount('COKE', 1)],
        outputs: [amount('TOOLS', 4)],
        powerConsumption: 15,
        powerEfficiencyFactor: 1.2,
        efficiency: 1.1,
        operatingCost: usd(65),
        baseMaintenanceCost: usd(900),
        baseLaborCost: usd(200),
        workerRequirements: [op(3, 3), tech(1, 3), eng(1, 3)],
        maxWorkersPerShift: 7,
      },
    ],
  },
  MACHINE_SHOP: {
    name: 'Machine Shop',
    description: 'Machines advanced steel into parts with tools, heat-treated over coke. The dearest good.',
    levels: [
      {
        cost: usd(60_000),
        inputs: [amount('ADVANCED_STEEL', 2), amount('TOOLS', 2), amount('COKE', 1)],
        outputs: [amount('MACHINE_PARTS', 2)],
        powerConsumption: 8,
        powerEfficiencyFactor: 1,
        efficiency: 1,
        operatingCost: usd(70),
        baseMaintenanceCost: usd(600),
        baseLaborCost: usd(180),
        workerRequirements: [op(2, 2), tech(1, 3), eng(1, 2)],
        maxWorkersPerShift: 5,
      },
      {
        cost: usd(100_000),
        inputs: [amount('ADVANCED_STEEL', 3), amount('TOOLS', 2), amount('COKE', 1)],
        outputs: [amount('MACHINE_PARTS', 3)],
        powerConsumption: 10,
        powerEfficiencyFactor: 1.1,
        efficiency: 1.05,
        operatingCost: usd(85),
        baseMaintenanceCost: usd(1_000),
        baseLaborCost: usd(240),
        workerRequirements: [op(2, 3), tech(1, 3), eng(1, 3)],
        maxWorkersPerShift: 6,
      },
      {
        cost: usd(180_000),
        inputs: [amount('ADVANCED_STEEL', 6), amount('TOOLS', 3), amount('COKE', 2)],
        outputs: [amount('MACHINE_PARTS', 5)],
        powerConsumption: 12,
        powerEfficiencyFactor: 1.2,
        efficiency: 1.1,
        operatingCost: usd(105),
        baseMaintenanceCost: usd(1_800),
        baseLaborCost: usd(330),
        workerRequirements: [op(3, 3), tech(2, 3), eng(1, 4)],
        maxWorkersPerShift: 8,
      },
    ],
  },
};
