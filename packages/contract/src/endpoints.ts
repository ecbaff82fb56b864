import {
  ExchangeBookQuery,
  ExchangeBookResponse,
  ExchangeBuyBody,
  ExchangeBuyResponse,
  ListOfferBody,
  MyOffersResponse,
  MyTradesResponse,
  OfferIdParams,
  OfferResponse,
} from './exchange.js';
import type { z } from 'zod';
import { FairPlayReportResponse } from './fair-play.js';
import {
  AdminPlayersQuery,
  AdminPlayersResponse,
  NameReportsResponse,
  OperatorAuditResponse,
  OperatorGrantBody,
  OperatorGrantResponse,
  OperatorNoteBody,
  OperatorsResponse,
  PlayerResponse,
  RenamePlayerBody,
  ReportNameBody,
  ReportNameResponse,
  SuspendPlayerBody,
} from './admin.js';
import {
  AccountResponse,
  ChangePasswordBody,
  ChangePasswordResponse,
  DeleteAccountBody,
  DeleteAccountResponse,
  FactoryNameBody,
  FactoryNameResponse,
  SessionIdParams,
  SessionsEndedResponse,
} from './account.js';
import { RENAME_DAYS } from './field-limits.js';
import { SiteBody } from './sites.js';
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
import { Credentials, Registration, SessionResponse, SignOutBody } from './auth.js';
import {
  LaborCostsResponse,
  MachineEfficiencyResponse,
  OperatingCostsResponse,
  WorkforceAnalysisResponse,
} from './costs.js';
import { FactoryResponse } from './factory.js';
import { FactoryStateResponse } from './factory-state.js';
import { HealthResponse } from './health.js';
import {
  AwaySummaryResponse,
  FinancialStatementResponse,
  MaintenanceHistoryQuery,
  MaintenanceHistoryResponse,
  ProductionHistoryResponse,
  StatementQuery,
} from './history.js';
import { BuyBody, BuyResponse, MarketPricesResponse, SellBody, SellResponse } from './market.js';
import { MarketHistoryQuery, MarketHistoryResponse, MarketTrendsResponse } from './market-history.js';
import { paths } from './paths.js';
import { chatEndpoints } from './endpoints-chat.js';
import { contractEndpoints } from './endpoints-contracts.js';
import { bidEndpoints } from './endpoints-bids.js';
import {
  change,
  operator,
  onPlayer,
  operatorChange,
  passwordChecked,
  read,
  readMachine,
  readQuery,
  type Schemas,
} from './endpoint-schemas.js';
import { HallOfFameResponse, SeasonQuery, SeasonResponse } from './seasons.js';
import {
  AskOperatorBody,
  AskOperatorResponse,
  PasswordHelpResponse,
  RecoveryResponse,
  ResetLinkBody,
  ResetLinkHolderResponse,
  ResetLinkResponse,
  ResetPasswordBody,
  ResetRequestBody,
  ResetRequestResponse,
} from './recovery.js';
import {
  PushSettingsResponse,
  PushSubscribeBody,
  PushUnsubscribeBody,
  PushUnsubscribeResponse,
  QuietHoursBody,
} from './push.js';
import {
  ClaimChallengeBody,
  DailyChallengeResponse,
  HiringCostsResponse,
  LeaderboardQuery,
  LeaderboardResponse,
  LoanTermsResponse,
  MachineParams,
  MaintenanceAnalysisResponse,
  PowerGridResponse,
  ScrapValueResponse,
  WorkersResponse,
} from './reports.js';
import { FactoryStatsResponse } from './stats.js';
import {
  AchievementStatsResponse,
  FactoryProfileParams,
  FactoryProfileResponse,
  PlayerStatsResponse,
  TopAchieversResponse,
} from './standings.js';
import { AdminTickResponse, TickInfoResponse } from './tick.js';
import type { EndpointName, Path } from './paths.js';

export type { Schemas } from './endpoint-schemas.js';
export type Endpoint = Path & Schemas;

const schemas = {
  health: { tag: 'operations', response: HealthResponse, failures: [] },

  register: { tag: 'auth', body: Registration, response: SessionResponse, failures: [400, 409, 429] },
  login: { tag: 'auth', body: Credentials, response: SessionResponse, failures: [401, 403, 429] },
  signUpEmail: { body: Registration },
  signInEmail: { body: Credentials },
  signOut: { body: SignOutBody },
  getSession: {},
  recovery: {
    tag: 'auth',
    description:
      "Whether this server mails links to set a new password; without mail, a player asks the server's operator.",
    response: RecoveryResponse,
    failures: [],
  },
  askOperator: {
    tag: 'auth',
    description:
      "A player who cannot sign in asks the server's operator for a link to set a new password, with how to reach " +
      'them; the Moderation page lists who asked. The same answer whether or not an account has the address ' +
      '(counted against the reset limits).',
    body: AskOperatorBody,
    response: AskOperatorResponse,
    failures: [400, 429],
  },
  requestPasswordReset: {
    tag: 'auth',
    description:
      'Mails a link that sets a new password, working once for an hour, if an account has the address. The answer is ' +
      'the same whether or not one does; 409 when the server sends no mail.',
    body: ResetRequestBody,
    response: ResetRequestResponse,
    failures: [400, 409, 429],
  },
  checkResetLink: {
    tag: 'auth',
    description: 'Whom a link is for and until when it works; 400 once it is used or expired. It uses nothing up.',
    body: ResetLinkBody,
    response: ResetLinkHolderResponse,
    failures: [400, 429],
  },
  resetPassword: {
    tag: 'auth',
    description:
      "Sets the link's account's new password (the sign-up's rules), uses the link up, ends every session of the " +
      'account and answers a new one for this device.',
    body: ResetPasswordBody,
    response: SessionResponse,
    failures: [400, 403, 429],
  },

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
  events: {
    tag: 'events',
    description:
      'A server-sent event stream (text/event-stream) of `tick` and `market` events when a tick finishes, then ' +
      "`breakdown` for each of the player's machines that broke down in it; the player's own `repair`, " +
      '`achievement`, `challenge` (completed) and `loan` (taken, or the debt paid off), from the tick or at once ' +
      "from an action; `offer-filled` to a seller when another player's buy takes from their exchange offer; `replaced` before the server closes a player's oldest stream for a newer one (the data: " +
      "the contract's TickEvent, MarketEvent, BreakdownEvent, RepairEvent, AchievementEvent, ChallengeEvent, " +
      'LoanEvent, OfferFilledEvent, ReplacedEvent). Send `Last-Event-ID` on reconnect to have what was missed replayed. ' +
      'Bids: `bid-filled` to a bidder when a sale fills its bid, `bid-lapsed` when one lapses (BidFilledEvent, BidLapsedEvent). ' +
      'Contracts: `contract-offered`, `contract-answered`, `contract-delivered`, `contract-closed` and `contract-due` ' +
      '(ContractOfferedEvent, ContractAnsweredEvent, ContractDeliveredEvent, ContractClosedEvent, ContractDueEvent).',
    failures: read,
  },

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
  chooseSite: { tag: 'factory', body: SiteBody, response: ActionResponse, failures: change },

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

  marketPrices: { tag: 'market', response: MarketPricesResponse, failures: read },
  sell: { tag: 'market', body: SellBody, response: SellResponse, failures: change },
  buy: { tag: 'market', body: BuyBody, response: BuyResponse, failures: change },
  marketHistory: { tag: 'market', query: MarketHistoryQuery, response: MarketHistoryResponse, failures: readQuery },
  marketTrends: { tag: 'market', response: MarketTrendsResponse, failures: read },
  exchangeBook: { tag: 'exchange', query: ExchangeBookQuery, response: ExchangeBookResponse, failures: readQuery },
  listOffer: { tag: 'exchange', body: ListOfferBody, response: OfferResponse, failures: change },
  cancelOffer: { tag: 'exchange', params: OfferIdParams, response: OfferResponse, failures: change },
  exchangeBuy: { tag: 'exchange', body: ExchangeBuyBody, response: ExchangeBuyResponse, failures: change },
  myOffers: { tag: 'exchange', response: MyOffersResponse, failures: read },
  myTrades: { tag: 'exchange', response: MyTradesResponse, failures: read },

  leaderboard: { tag: 'leaderboard', query: LeaderboardQuery, response: LeaderboardResponse, failures: readQuery },
  topAchievers: { tag: 'leaderboard', response: TopAchieversResponse, failures: read },
  season: {
    tag: 'leaderboard',
    description: "This season's board: a league's top ten by net worth gained, and the caller's place.",
    query: SeasonQuery,
    response: SeasonResponse,
    failures: readQuery,
  },
  hallOfFame: { tag: 'leaderboard', response: HallOfFameResponse, failures: read },
  achievementStats: { tag: 'leaderboard', response: AchievementStatsResponse, failures: read },
  playerStats: { tag: 'analytics', response: PlayerStatsResponse, failures: read },
  factoryProfile: {
    tag: 'leaderboard',
    description: "Another player's factory as everyone may see it: no cash, debt, workers, loans or maintenance plans.",
    params: FactoryProfileParams,
    response: FactoryProfileResponse,
    failures: [400, 401, 404],
  },
  reportName: {
    tag: 'leaderboard',
    description:
      "Reports the factory's or its owner's name to the operator as abusive, with a reason (and the reporter's words for OTHER): one open report per player and factory, a new report replacing its reason.",
    params: FactoryProfileParams,
    body: ReportNameBody,
    response: ReportNameResponse,
    failures: [400, 401, 404],
  },

  dailyChallenge: { tag: 'challenges', response: DailyChallengeResponse, failures: read },
  claimChallenge: { tag: 'challenges', body: ClaimChallengeBody, response: ActionResponse, failures: change },

  account: { tag: 'account', response: AccountResponse, failures: change },
  factoryName: {
    tag: 'account',
    description: `A name whose skeleton (case, look-alike letters and invisible characters aside) is another factory's answers 409; a second rename within ${RENAME_DAYS} days answers 429, saying when the next is allowed.`,
    body: FactoryNameBody,
    response: FactoryNameResponse,
    failures: [...change, 429],
  },
  changePassword: {
    tag: 'account',
    body: ChangePasswordBody,
    response: ChangePasswordResponse,
    failures: passwordChecked,
  },
  signOutEverywhere: { tag: 'account', response: SessionsEndedResponse, failures: change },
  endSession: { tag: 'account', params: SessionIdParams, response: SessionsEndedResponse, failures: change },
  deleteAccount: {
    tag: 'account',
    body: DeleteAccountBody,
    response: DeleteAccountResponse,
    failures: passwordChecked,
  },

  pushSettings: { tag: 'push', response: PushSettingsResponse, failures: read },
  pushSubscribe: { tag: 'push', body: PushSubscribeBody, response: PushSettingsResponse, failures: change },
  pushUnsubscribe: { tag: 'push', body: PushUnsubscribeBody, response: PushUnsubscribeResponse, failures: change },
  quietHours: { tag: 'push', body: QuietHoursBody, response: PushSettingsResponse, failures: change },

  adminTick: { tag: 'operations', response: AdminTickResponse, failures: [404] },
  adminPlayers: { tag: 'operator', query: AdminPlayersQuery, response: AdminPlayersResponse, failures: operator },
  renamePlayer: onPlayer(RenamePlayerBody, PlayerResponse, operator),
  suspendPlayer: {
    ...onPlayer(SuspendPlayerBody, PlayerResponse, operatorChange),
    description:
      "Ends the player's sessions, refuses their sign-in with the reason, withdraws their exchange offers (the units " +
      'go back to stock) and leaves the factory off every public board and profile; it keeps ticking.',
  },
  unsuspendPlayer: onPlayer(OperatorNoteBody, PlayerResponse, operatorChange),
  dismissNameReports: onPlayer(OperatorNoteBody, PlayerResponse, operatorChange),
  operatorAudit: { tag: 'operator', response: OperatorAuditResponse, failures: [404] },
  nameReports: { tag: 'operator', response: NameReportsResponse, failures: [404] },
  passwordHelp: { tag: 'operator', response: PasswordHelpResponse, failures: [404] },
  dismissPasswordHelp: onPlayer(OperatorNoteBody, PlayerResponse, operatorChange),
  adminFairPlay: {
    tag: 'operator',
    description:
      "The operator's fair-play report (the operator alone; 404 to anyone else): pairs of factories where value went one " +
      "way through the exchange, and trades far from the market's price, newest first, naming both factories and " +
      'whether their players signed up from one address.',
    response: FairPlayReportResponse,
    failures: [404],
  },
  listOperators: { tag: 'operator', response: OperatorsResponse, failures: [404] },
  grantOperator: {
    tag: 'operator',
    description:
      'Makes the account that signs in with this email an operator, at once on every server process, with a line in ' +
      'the audit. ADMIN_TOKEN only: an operator cannot make another (403), anyone else gets a 404. The answer names ' +
      'the account (its player, factory and sign-up time) so the holder sees whose it is.',
    body: OperatorGrantBody,
    response: OperatorGrantResponse,
    failures: [400, 403, 404],
  },
  revokeOperator: {
    tag: 'operator',
    description:
      "Ends the account's operator rights at once on every server process, with a line in the audit. ADMIN_TOKEN only.",
    body: OperatorGrantBody,
    response: OperatorGrantResponse,
    failures: [400, 403, 404],
  },
  resetLink: {
    ...onPlayer(OperatorNoteBody, ResetLinkResponse, operatorChange),
    description:
      'A one-time link that sets a new password for the player, working for an hour, for the operator to hand over ' +
      'and shown only in this answer; the audit records that it was made, never the link.',
  },

  ...contractEndpoints,
  ...bidEndpoints,
  ...chatEndpoints,
} as const satisfies Record<EndpointName, Schemas>;

type Endpoints = { readonly [K in EndpointName]: (typeof paths)[K] & (typeof schemas)[K] };

/**
 * The API's table: each endpoint's method, path and schemas, by the names of paths.ts. The server
 * registers its routes from it (routes/common.ts); the web client takes only its types (below).
 */
export const endpoints = Object.fromEntries(
  (Object.keys(paths) as EndpointName[]).map((name) => [name, { ...paths[name], ...schemas[name] }]),
  // Through unknown: comparing fromEntries' record with 120-odd endpoints exceeds the checker's budget.
) as unknown as Endpoints;

type Field<K extends EndpointName, F extends keyof Schemas> = (typeof schemas)[K] extends {
  readonly [P in F]: infer S extends z.ZodType;
}
  ? S
  : undefined;

/** What a successful call answers: the envelope's `data` (unknown for better-auth's own). */
export type DataOf<K extends EndpointName> = z.output<Field<K, 'response'>> extends { data: infer D } ? D : unknown;
/** The JSON body a call sends; `undefined` when it sends none. */
export type BodyOf<K extends EndpointName> = Field<K, 'body'> extends z.ZodType ? z.input<Field<K, 'body'>> : undefined;
/** The query string's fields; `undefined` when it has none. */
export type QueryOf<K extends EndpointName> =
  Field<K, 'query'> extends z.ZodType ? z.input<Field<K, 'query'>> : undefined;
/** The path's parameters (`:name`); `undefined` when it has none. */
export type ParamsOf<K extends EndpointName> =
  Field<K, 'params'> extends z.ZodType ? z.input<Field<K, 'params'>> : undefined;
