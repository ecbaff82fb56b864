import { CHALLENGE_TYPE_IDS, MAINTENANCE_TYPES, type GridStatus, type RiskLabel } from '@forgeworks/engine';
import { z } from 'zod';
import { engineUnion } from './engine-union.js';
import { success } from './envelope.js';
import { MachineType, Money, WorkerType } from './factory.js';

/** What a piece of advice asks the player to do (the engine's `AdviceAction`), for a button beside it. */
export const AdviceAction = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('build'), machine: MachineType }),
  z.object({ kind: z.literal('upgrade'), machineId: z.string() }),
  z.object({ kind: z.literal('hire') }),
  z.object({ kind: z.literal('sell') }),
  z.object({ kind: z.literal('buy') }),
  z.object({ kind: z.literal('emergencyRepair') }),
  z.object({ kind: z.literal('overhaul') }),
  z.object({ kind: z.literal('scrap'), machineId: z.string() }),
  z.object({ kind: z.literal('extendFloor') }),
]);
export type AdviceAction = z.infer<typeof AdviceAction>;

const GridEntry = z.object({ machineId: z.string(), type: MachineType, level: z.number().int(), capacity: z.number() });

export const PowerGridStatus = z.object({
  status: engineUnion<GridStatus>()(['SURPLUS', 'BALANCED', 'SHORTAGE', 'CRITICAL']),
  totalGeneration: z.number(),
  totalConsumption: z.number(),
  theoreticalGeneration: z.number(),
  theoreticalConsumption: z.number(),
  efficiency: z.number(),
  overallEfficiency: z.number(),
  fundingFactor: z.number(),
  /** The machines' mean staffing, each capped at 1. */
  crewEfficiency: z.number(),
  /** Power × funding × crew: the factory's one efficiency figure, as every page shows it. */
  productionEfficiency: z.number(),
  /** The status in words, what holds the factory back and its fix (the first urgent recommendation). */
  headline: z.object({
    status: engineUnion<GridStatus>()(['SURPLUS', 'BALANCED', 'SHORTAGE', 'CRITICAL']),
    text: z.string(),
    cause: z.string().nullable(),
    action: AdviceAction.nullable(),
  }),
  netPower: z.number(),
  powerCapacity: z.number(),
  powerUsed: z.number(),
  cumulativePowerSpent: z.number(),
  powerPlants: z.array(GridEntry.extend({ generation: z.number() })),
  consumers: z.array(GridEntry.extend({ consumption: z.number() })),
});
export type PowerGridStatus = z.infer<typeof PowerGridStatus>;
export const PowerGridResponse = success(PowerGridStatus);

export const LoanTerms = z.object({ maxLoanAmount: Money, interestRate: z.number() });
export type LoanTerms = z.infer<typeof LoanTerms>;
export const LoanTermsResponse = success(LoanTerms);
/** A machine of the caller's factory named in the path (scrap value, maintenance analysis and history). */
export const MachineParams = z.object({ machineId: z.string().min(1).max(64) });
export const ScrapValueResponse = success(z.object({ scrapValue: Money }));

export const Worker = z.object({
  id: z.string(),
  type: WorkerType,
  skillLevel: z.number().int(),
  salary: Money,
  satisfaction: z.number(),
  assignedMachineId: z.string().nullable(),
});
export type Worker = z.infer<typeof Worker>;
export const WorkersResponse = success(z.array(Worker));

const HiringOption = z.object({ skillLevel: z.number().int(), hiringCost: Money, salary: Money });
export const HiringCosts = z.record(WorkerType, z.array(HiringOption));
export type HiringCosts = z.infer<typeof HiringCosts>;
export const HiringCostsResponse = success(HiringCosts);

export const LeaderboardEntry = z.object({
  userId: z.string(),
  /** Its profile: GET /api/factories/:id/profile. */
  factoryId: z.string(),
  rank: z.number().int(),
  factoryName: z.string(),
  totalValue: Money,
  netWorth: Money,
  /** A computer-run rival factory (RIVALS), not a player's. */
  rival: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof LeaderboardEntry>;
export const Leaderboard = z.object({
  topFactories: z.array(LeaderboardEntry),
  /** The caller's own entry, wherever it ranks. */
  me: LeaderboardEntry.nullable(),
  totalPlayers: z.number().int(),
  /**
   * The caller's net worth now, the figure their factory page shows (the same function, at this
   * moment's prices and with their actions since the tick); the board ranks the last tick's.
   */
  myNetWorthNow: Money,
});
export type Leaderboard = z.infer<typeof Leaderboard>;
export const LeaderboardShow = z.enum(['all', 'players', 'rivals']);
export type LeaderboardShow = z.infer<typeof LeaderboardShow>;
/** Which factories the top list holds; ranks stay their places among all factories. */
export const LeaderboardQuery = z.object({
  show: z.enum(LeaderboardShow.options, { error: 'show must be all, players or rivals' }).default('all'),
});
export type LeaderboardQuery = z.infer<typeof LeaderboardQuery>;
export const LeaderboardResponse = success(Leaderboard);

export const DailyChallenge = z.object({
  challenge: z.object({
    id: z.string(),
    type: z.enum(CHALLENGE_TYPE_IDS),
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
export type DailyChallenge = z.infer<typeof DailyChallenge>;
export const DailyChallengeResponse = success(DailyChallenge);
export const ClaimChallengeBody = z.object({ challengeId: z.string().min(1).max(64) });

export const MaintenanceAnalysis = z.object({
  analysis: z.object({
    machineId: z.string(),
    currentCondition: z.number(),
    breakdownRisk: z.number(),
    breakdownRiskLabel: engineUnion<RiskLabel>()(['HIGH', 'MEDIUM', 'LOW']),
    efficiencyImpact: z.number(),
    totalOperatingHours: z.number(),
    daysSinceLastMaintenance: z.number().nullable(),
    recommendedMaintenance: z.string(),
    costToRepair: Money,
    status: z.string(),
  }),
  schedules: z.array(
    z.object({
      type: z.enum(MAINTENANCE_TYPES),
      duration: z.number().int(),
      cost: Money,
      conditionRestoration: z.number(),
      description: z.string(),
    }),
  ),
});
export type MaintenanceAnalysis = z.infer<typeof MaintenanceAnalysis>;
export const MaintenanceAnalysisResponse = success(MaintenanceAnalysis);
export type ClaimChallengeBody = z.infer<typeof ClaimChallengeBody>;
