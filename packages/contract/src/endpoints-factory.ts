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
import { ExtendFloorBody, SiteBody } from './sites.js';
import { TradePartnersQuery, TradePartnersResponse } from './trade-partners.js';
import { TickInfoResponse } from './tick.js';
import { change, read, readMachine, readQuery, type Schemas, ownRead, ownAction } from './endpoint-schemas.js';
import type { EndpointName } from './paths.js';

/**
 * The caller's own factory: its state, its machines' and workers' actions, its reports and history, and the daily
 * challenge: their part of the endpoint table (endpoints.ts).
 */
export const factoryEndpoints = {
  myFactory: ownRead('factory', FactoryResponse),
  factoryState: {
    tag: 'factory',
    description:
      "The caller's factory in the engine's shape (money in cents, no random state) and the sell prices in cents, " +
      'for the browser to preview an action with the engine before taking it.',
    response: FactoryStateResponse,
    failures: read,
  },
  tickInfo: ownRead('factory', TickInfoResponse),

  buildMachine: ownAction('factory', BuildMachineBody),
  upgradeMachine: ownAction('factory', MachineIdBody),
  updateMachineCapacities: ownAction('factory', CapacitiesBody),
  repairMachine: ownAction('factory', RepairBody),
  scheduleMaintenance: ownAction('factory', MaintenanceBody),
  emergencyRepair: ownAction('factory', MachineIdBody),
  scrapMachine: ownAction('factory', MachineIdBody),
  emergencyLoan: ownAction('factory', LoanBody),
  standingOrders: ownAction('factory', StandingOrdersBody),
  autoMaintenance: ownAction('factory', AutoMaintenanceBody),
  chooseSite: ownAction('factory', SiteBody),
  extendFloor: ownAction('factory', ExtendFloorBody),

  powerGrid: ownRead('factory', PowerGridResponse),
  operatingCosts: ownRead('factory', OperatingCostsResponse),
  laborCosts: ownRead('factory', LaborCostsResponse),
  machineEfficiency: ownRead('factory', MachineEfficiencyResponse),
  loanTerms: ownRead('factory', LoanTermsResponse),
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
  visit: ownRead('factory', AwaySummaryResponse),
  awaySummary: ownRead('factory', AwaySummaryResponse),
  awayToNow: ownRead('factory', AwaySummaryResponse),

  productionHistory: ownRead('analytics', ProductionHistoryResponse),
  factoryStats: ownRead('analytics', FactoryStatsResponse),
  tradePartners: {
    tag: 'analytics',
    query: TradePartnersQuery,
    response: TradePartnersResponse,
    failures: readQuery,
    description:
      'What the factory bought and sold over the last game hours, per good: with which players, and with the market.',
  },

  workers: ownRead('workers', WorkersResponse),
  workforceAnalysis: ownRead('workers', WorkforceAnalysisResponse),
  hiringCosts: ownRead('workers', HiringCostsResponse),
  hire: ownAction('workers', HireBody),
  hireMissing: ownAction('workers', HireMissingBody),
  dismiss: { tag: 'workers', params: IdParams, response: ActionResponse, failures: change },
  assign: { tag: 'workers', params: IdParams, body: AssignBody, response: ActionResponse, failures: change },

  dailyChallenge: ownRead('challenges', DailyChallengeResponse),
  claimChallenge: ownAction('challenges', ClaimChallengeBody),
} as const satisfies Partial<Record<EndpointName, Schemas>>;
