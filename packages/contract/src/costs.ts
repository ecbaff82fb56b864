import { z } from 'zod';
import { success } from './envelope.js';
import { MachineType, Money, WorkerType } from './factory.js';

export const CostBreakdown = z.object({
  powerCost: Money,
  maintenanceCost: Money,
  laborCost: Money,
  materialCost: Money,
  total: Money,
});

export const ProfitProjection = z.object({
  /** Value at current sell prices of the stock the next tick adds. */
  productionValue: Money,
  runningCosts: Money,
  salaries: Money,
  debtRepayment: Money,
  totalCosts: Money,
  netProfit: Money,
  /** Ticks the cash lasts at this loss; null when not losing money. */
  ticksOfCash: z.number().int().nullable(),
});
export type ProfitProjection = z.infer<typeof ProfitProjection>;

/** What the next tick will charge; wages are the factory's, not a machine's. */
export const OperatingCosts = z.object({
  totalCosts: CostBreakdown,
  machineCosts: z.array(
    CostBreakdown.extend({
      machineId: z.string(),
      machineType: MachineType,
      level: z.number().int(),
      capacity: z.number(),
    }),
  ),
  salaries: Money,
  projection: ProfitProjection,
});
export type OperatingCosts = z.infer<typeof OperatingCosts>;
export const OperatingCostsResponse = success(OperatingCosts);

export const LaborCosts = z.object({
  salaries: Money,
  salariesByType: z.record(WorkerType, Money),
  /** The labor share of machines' operating costs next tick. */
  machineLabor: Money,
  total: Money,
});
export type LaborCosts = z.infer<typeof LaborCosts>;
export const LaborCostsResponse = success(LaborCosts);

const Amount = z.object({ resourceId: z.number().int(), quantity: z.number() });
export const MachineEfficiency = z.object({
  machineId: z.string(),
  machineType: MachineType,
  level: z.number().int(),
  capacity: z.number(),
  workerEfficiency: z.number(),
  requiredWorkers: z.array(
    z.object({ type: WorkerType, skillLevel: z.number().int(), needed: z.number().int(), assigned: z.number().int() }),
  ),
  actualOutput: z.array(Amount),
  maxOutput: z.array(Amount),
});
export type MachineEfficiency = z.infer<typeof MachineEfficiency>;
export const MachineEfficiencyResponse = success(z.array(MachineEfficiency));

const ByWorkerType = z.record(WorkerType, z.number().int());
export const WorkforceAnalysis = z.object({
  efficiency: z.number(),
  totalSalaryCost: Money,
  requiredWorkers: ByWorkerType,
  assignedWorkers: ByWorkerType,
  understaffedMachines: z.array(
    z.object({
      machineId: z.string(),
      machineType: MachineType,
      level: z.number().int(),
      missingWorkers: z.array(z.object({ type: WorkerType, needed: z.number().int(), assigned: z.number().int() })),
    }),
  ),
  /** Posts of the machines' requirements no one fills: 0 is fully staffed. */
  missingPosts: z.number().int(),
});
export type WorkforceAnalysis = z.infer<typeof WorkforceAnalysis>;
export const WorkforceAnalysisResponse = success(WorkforceAnalysis);
