import {
  ActionResponse,
  AssignBody,
  AutoMaintenanceBody,
  BuildMachineBody,
  CapacitiesBody,
  HireBody,
  HireMissingBody,
  IdParams,
  LoanBody,
  MachineIdBody,
  MaintenanceBody,
  RepairBody,
  StandingOrdersBody,
} from './actions.js';
import {
  LaborCostsResponse,
  MachineEfficiencyResponse,
  OperatingCostsResponse,
  WorkforceAnalysisResponse,
} from './costs.js';
import { FactoryResponse } from './factory.js';
import { FactoryStateResponse } from './factory-state.js';
import {
  AwaySummaryResponse,
  FinancialStatementResponse,
  MaintenanceHistoryQuery,
  MaintenanceHistoryResponse,
  ProductionHistoryResponse,
  StatementQuery,
} from './history.js';
import {
  ClaimChallengeBody,
  DailyChallengeResponse,
  HiringCostsResponse,
  LoanTermsResponse,
  MachineParams,
  MaintenanceAnalysisResponse,
  PowerGridResponse,
  ScrapValueResponse,
  WorkersResponse,
} from './reports.js';
import { FactoryStatsResponse } from './stats.js';
import { TickInfoResponse } from './tick.js';
import { change, read, readMachine, readQuery, type Schemas } from './endpoint-schemas.js';
import type { EndpointName } from './paths.js';

/**
 * The caller's own factory: its state, its machines' and workers' actions, its reports and history, and the daily
 * challenge: their part of the endpoint table (endpoints.ts).
 */
export const factoryEndpoints = {
  myFactory: { tag: 'factory', response: FactoryResponse, failures: read },
  factoryState: {
    tag: 'factory',
    description:
      "The caller's factory in the engine's shape (money in cents, no random state) and the sell prices in cents, " +
      'for the browser to preview an action with the engine before taking it.',
    response: FactoryStateResponse,
    failures: read,
  },
  tickInfo: { tag: 'factory', response: TickInfoResponse, failures: read },

  buildMachine: { tag: 'factory', body: BuildMachineBody, response: ActionResponse, failures: change },
  upgradeMachine: { tag: 'factory', body: MachineIdBody, response: ActionResponse, failures: change },
  updateMachineCapacities: { tag: 'factory', body: CapacitiesBody, response: ActionResponse, failures: change },
  repairMachine: { tag: 'factory', body: RepairBody, response: ActionResponse, failures: change },
  scheduleMaintenance: { tag: 'factory', body: MaintenanceBody, response: ActionResponse, failures: change },
  emergencyRepair: { tag: 'factory', body: MachineIdBody, response: ActionResponse, failures: change },
  scrapMachine: { tag: 'factory', body: MachineIdBody, response: ActionResponse, failures: change },
  emergencyLoan: { tag: 'factory', body: LoanBody, response: ActionResponse, failures: change },
  standingOrders: { tag: 'factory', body: StandingOrdersBody, response: ActionResponse, failures: change },
  autoMaintenance: { tag: 'factory', body: AutoMaintenanceBody, response: ActionResponse, failures: change },

  powerGrid: { tag: 'factory', response: PowerGridResponse, failures: read },
  operatingCosts: { tag: 'factory', response: OperatingCostsResponse, failures: read },
  laborCosts: { tag: 'factory', response: LaborCostsResponse, failures: read },
  machineEfficiency: { tag: 'factory', response: MachineEfficiencyResponse, failures: read },
  loanTerms: { tag: 'factory', response: LoanTermsResponse, failures: read },
  scrapValue: { tag: 'factory', params: MachineParams, response: ScrapValueResponse, failures: readMachine },
  maintenanceAnalysis: {
    tag: 'factory',
    params: MachineParams,
    response: MaintenanceAnalysisResponse,
    failures: readMachine,
  },

  financialStatement: {
    tag: 'factory',
    query: StatementQuery,
    response: FinancialStatementResponse,
    failures: readQuery,
  },
  maintenanceHistory: {
    tag: 'factory',
    params: MachineParams,
    query: MaintenanceHistoryQuery,
    response: MaintenanceHistoryResponse,
    failures: [400, 401, 404],
  },
  visit: { tag: 'factory', response: AwaySummaryResponse, failures: read },
  awaySummary: { tag: 'factory', response: AwaySummaryResponse, failures: read },

  productionHistory: { tag: 'analytics', response: ProductionHistoryResponse, failures: read },
  factoryStats: { tag: 'analytics', response: FactoryStatsResponse, failures: read },

  workers: { tag: 'workers', response: WorkersResponse, failures: read },
  workforceAnalysis: { tag: 'workers', response: WorkforceAnalysisResponse, failures: read },
  hiringCosts: { tag: 'workers', response: HiringCostsResponse, failures: read },
  hire: { tag: 'workers', body: HireBody, response: ActionResponse, failures: change },
  hireMissing: { tag: 'workers', body: HireMissingBody, response: ActionResponse, failures: change },
  dismiss: { tag: 'workers', params: IdParams, response: ActionResponse, failures: change },
  assign: { tag: 'workers', params: IdParams, body: AssignBody, response: ActionResponse, failures: change },

  dailyChallenge: { tag: 'challenges', response: DailyChallengeResponse, failures: read },
  claimChallenge: { tag: 'challenges', body: ClaimChallengeBody, response: ActionResponse, failures: change },
} as const satisfies Partial<Record<EndpointName, Schemas>>;
