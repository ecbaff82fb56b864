import type { Level, MachineType, WorkerType } from './catalog/machines.js';
import type { MaintenanceType } from './catalog/maintenance.js';
import type { SiteId } from './catalog/sites.js';
import type { Cents } from './money.js';
import type { RandomState } from './random.js';
import type { Inventory, StoredResource } from './resources.js';

export interface MaintenanceInProgress {
  type: MaintenanceType;
  ticksLeft: number;
}

export interface Machine {
  id: string;
  type: MachineType;
  level: Level;
  /** Share of full output the player runs it at, 0.25–1. */
  capacity: number;
  /** 1 is new, 0 is broken. */
  condition: number;
  /** Everything paid for it: build plus upgrades. Scrap and book value derive from it. */
  invested: Cents;
  builtAtTick: number;
  operatingTicks: number;
  lastMaintenanceTick: number | null;
  maintenance: MaintenanceInProgress | null;
}

export interface Worker {
  id: string;
  type: WorkerType;
  skillLevel: number;
  /** Cents per tick. */
  salary: Cents;
  /** 0–100. */
  satisfaction: number;
  assignedMachineId: string | null;
  hiredAtTick: number;
}

/** Lifetime counts that achievements and challenges read; scrapping does not undo them. */
export interface FactoryCounters {
  machinesBuilt: number;
  upgrades: number;
  builtByType: Partial<Record<MachineType, number>>;
  produced: Inventory;
  sold: Inventory;
  /** Units bought from the market. */
  bought: Inventory;
  /** Power units drawn by machines since the factory began. */
  powerSpent: number;
  /**
   * Cents handed to other players by trading away from the market's price (exchange/fair-play.ts),
   * counting open offers' part as if filled; capped by the fair-play allowance.
   */
  conceded: Cents;
}

export interface DailyChallengeProgress {
  /** UTC day number (ms since epoch / one day). */
  day: number;
  challengeId: string;
  current: number;
  completedAt: number | null;
  claimedAt: number | null;
}

export type AchievementId =
  | 'FIRST_MACHINE'
  | 'FIRST_IRON_MINE'
  | 'FIRST_SMELTER'
  | 'FIVE_MACHINES'
  | 'TEN_MACHINES'
  | 'NET_WORTH_MILLION'
  | 'CASH_100K'
  | 'IRON_ORE_1000'
  | 'STEEL_BARS_100';

/** A standing sell order: the factory sells this resource on its own before every tick (actions/standing-instructions.ts). */
export interface StandingOrder {
  resource: StoredResource;
  /** Units held back; null: STANDING_ORDERS.KEEP_TICKS of what the factory's own machines use. */
  keep: number | null;
  /** Lowest sell price, in cents a unit; null: STANDING_ORDERS.MIN_PRICE_SHARE of the base price. */
  minPrice: Cents | null;
}

export interface FactoryState {
  /** Number of the last tick applied to this factory (0 before the first). */
  tick: number;
  cash: Cents;
  debt: Cents;
  inventory: Inventory;
  machines: Machine[];
  workers: Worker[];
  rng: RandomState;
  counters: FactoryCounters;
  /** When each achievement was reached (ms since epoch). */
  achievements: Partial<Record<AchievementId, number>>;
  challenge: DailyChallengeProgress | null;
  /** Units sold since the last tick: a sale's price slips with the seller's own earlier sales. */
  salesThisTick: Inventory;
  /** Units bought since the last tick: a purchase's price climbs with the buyer's own earlier purchases. */
  purchasesThisTick: Inventory;
  /**
   * Units in stock that came from outside (bought, or received by contract) and are not yet used,
   * sold or delivered: the default standing orders keep them (bought-stock.ts).
   */
  boughtStock: Inventory;
  /** The player's standing sell orders, at most one a resource. */
  standingOrders: readonly StandingOrder[];
  /** Whether the factory repairs and services its own machines before every tick. */
  autoMaintenance: boolean;
  /** Where the factory stands (catalog/sites.ts); null until its player chooses. Stored beside the state, as cash is. */
  site: SiteId | null;
  /** Floor added to the site's by extensions (sites/extend.ts); it moves with the factory. */
  extraFloor: number;
}

export type CashReason =
  | 'sale'
  | 'purchase'
  | 'power'
  | 'labor'
  | 'materials'
  | 'maintenance'
  | 'salaries'
  | 'debtRepayment'
  | 'overdraft'
  | 'build'
  | 'upgrade'
  /** Moving the factory to another site (sites/choose.ts); the ledger counts it with builds. */
  | 'siteMove'
  /** Extending the factory's floor (sites/extend.ts); the ledger counts it with builds. */
  | 'floorExtension'
  | 'repair'
  | 'scheduledMaintenance'
  | 'emergencyRepair'
  | 'scrap'
  | 'loan'
  | 'hiring'
  | 'challengeReward'
  /** A contract's escrow: the buyer's cash held at acceptance (negative), paid out or given back (positive). */
  | 'escrow'
  /** A bid's escrow on the exchange: the bidder's cash held at bidding (negative), paid for units or given back (positive). */
  | 'bidEscrow'
  /** A defaulted contract's penalty: received by the buyer (positive), paid by the seller (negative). */
  | 'contractPenalty';

export type GameEvent =
  | { kind: 'produced'; machineId: string; resource: StoredResource; quantity: number }
  | { kind: 'consumed'; machineId: string; resource: StoredResource; quantity: number }
  /** Signed change of cash: negative for costs. The tick's cash change is the sum of these. */
  | {
      kind: 'cash';
      reason: CashReason;
      amount: Cents;
      machineId?: string;
      resource?: StoredResource;
      quantity?: number;
    }
  /** Signed change of debt. */
  | { kind: 'debt'; reason: 'loan' | 'overdraft' | 'repayment'; amount: Cents }
  | { kind: 'breakdown'; machineId: string; machineType: MachineType }
  | { kind: 'maintenanceStarted'; machineId: string; maintenanceType: MaintenanceType; cost: Cents }
  | { kind: 'maintenanceFinished'; machineId: string; maintenanceType: MaintenanceType; condition: number }
  | { kind: 'repaired'; machineId: string; emergency: boolean; cost: Cents; condition: number }
  | { kind: 'machineBuilt'; machineId: string; machineType: MachineType }
  | { kind: 'machineUpgraded'; machineId: string; machineType: MachineType; level: Level }
  | { kind: 'machineScrapped'; machineId: string; machineType: MachineType; scrapValue: Cents }
  | { kind: 'workerHired'; workerId: string; workerType: WorkerType; assignedMachineId: string | null }
  | { kind: 'workerDismissed'; workerId: string }
  | { kind: 'achievement'; achievement: AchievementId }
  | { kind: 'challengeProgress'; challengeId: string; current: number; completed: boolean }
  | { kind: 'challengeClaimed'; challengeId: string; reward: Cents };

/** What every action returns: a new state and its events, or a player-readable refusal. */
export type ActionResult =
  { ok: true; state: FactoryState; events: GameEvent[]; message: string } | { ok: false; error: ActionError };

export type ActionErrorCode =
  | 'INSUFFICIENT_FUNDS'
  | 'NOT_ENOUGH_POWER'
  | 'MAX_LEVEL'
  | 'NOT_FOUND'
  | 'MACHINE_BROKEN'
  | 'MACHINE_NOT_BROKEN'
  | 'MACHINE_BUSY'
  | 'INVALID_INPUT'
  | 'INSUFFICIENT_STOCK'
  | 'NOT_SELLABLE'
  | 'LOAN_REFUSED'
  | 'MACHINE_FULL'
  | 'FULLY_STAFFED'
  | 'CHALLENGE_NOT_COMPLETED'
  | 'CHALLENGE_ALREADY_CLAIMED'
  | 'FAIR_PLAY_LIMIT'
  | 'NO_FLOOR_SPACE';

export interface ActionError {
  code: ActionErrorCode;
  message: string;
}

export function refuse(code: ActionErrorCode, message: string): ActionResult {
  return { ok: false, error: { code, message } };
}
