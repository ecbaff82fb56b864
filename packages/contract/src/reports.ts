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

export const DailyChallenge = z.object({
  challenge: z.object({
    id: z.string(),
    type: z.enum([
      'PRODUCE_IRON_ORE',
      'PRODUCE_STEEL_BAR',
      'REACH_CASH',
      'BUILD_MACHINES',
      'SELL_RESOURCES',
      'UPGRADE_MACHINES',
    ]),
    description: z.string(),
    /** Dollars for REACH_CASH, units or a count otherwise. */
    target: z.number(),
    reward: Money,
    tip: z.string(),
  }),
  progress: z.object({
    current: z.number(),
    completed: z.boolean(),
    completedAt: z.string().nullable(),
    claimed: z.boolean(),
  }),
});
export const DailyChallengeResponse = success(DailyChallenge);
export const ClaimChallengeBody = z.object({ challengeId: z.string().min(1).max(64) });

export const MaintenanceAnalysisResponse = success(
  z.object({
    analysis: z.object({
      machineId: z.string(),
      currentCondition: z.number(),
      breakdownRisk: z.number(),
      breakdownRiskLabel: z.enum(['HIGH', 'MEDIUM', 'LOW']),
      efficiencyImpact: z.number(),
      totalOperatingHours: z.number(),
      daysSinceLastMaintenance: z.number().nullable(),
      recommendedMaintenance: z.string(),
      costToRepair: Money,
      status: z.string(),
    }),
    schedules: z.array(
      z.object({
        type: z.enum(['ROUTINE', 'PREVENTIVE', 'OVERHAUL']),
        duration: z.number().int(),
        cost: Money,
        conditionRestoration: z.number(),
        description: z.string(),
      }),
    ),
  }),
);
