import { z } from 'zod';
import { success } from './envelope.js';
import { MachineType, Money, WorkerType } from './factory.js';

const GridEntry = z.object({ machineId: z.string(), type: MachineType, level: z.number().int(), capacity: z.number() });

export const PowerGridStatus = z.object({
  status: z.enum(['SURPLUS', 'BALANCED', 'SHORTAGE', 'CRITICAL']),
  totalGeneration: z.number(),
  totalConsumption: z.number(),
  theoreticalGeneration: z.number(),
  theoreticalConsumption: z.number(),
  efficiency: z.number(),
  overallEfficiency: z.number(),
  fundingFactor: z.number(),
  netPower: z.number(),
  powerCapacity: z.number(),
  powerUsed: z.number(),
  cumulativePowerSpent: z.number(),
  powerPlants: z.array(GridEntry.extend({ generation: z.number() })),
  consumers: z.array(GridEntry.extend({ consumption: z.number() })),
});
export const PowerGridResponse = success(PowerGridStatus);

export const LoanTermsResponse = success(z.object({ maxLoanAmount: Money, interestRate: z.number() }));
export const ScrapValueResponse = success(z.object({ scrapValue: Money }));

export const Worker = z.object({
  id: z.string(),
  type: WorkerType,
  skillLevel: z.number().int(),
  salary: Money,
  satisfaction: z.number(),
  assignedMachineId: z.string().nullable(),
});
export const WorkersResponse = success(z.array(Worker));

const HiringOption = z.object({ skillLevel: z.number().int(), hiringCost: Money, salary: Money });
export const HiringCostsResponse = success(z.record(WorkerType, z.array(HiringOption)));

export const LeaderboardEntry = z.object({
  userId: z.string(),
  rank: z.number().int(),
  factoryName: z.string(),
  totalValue: Money,
  netWorth: Money,
});
export const LeaderboardResponse = success(
  z.object({
    topFactories: z.array(LeaderboardEntry),
    me: LeaderboardEntry.nullable(),
    totalPlayers: z.number().int(),
  }),
);
