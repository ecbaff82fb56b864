import type { MaintenanceRecordType } from '@forgeworks/engine';
import { z } from 'zod';
import { engineUnion } from './engine-union.js';
import { success } from './envelope.js';
import { Money, StoredResourceType } from './factory.js';

export const Timeframe = z.enum(['CURRENT_TICK', 'LAST_10_TICKS', 'LAST_HOUR']);
export type Timeframe = z.infer<typeof Timeframe>;
export const StatementQuery = z.object({ timeframe: Timeframe.default('CURRENT_TICK') });

/** Sales keyed by resource id (1 iron ore, 2 steel bar, 3 coal, 5 advanced steel). */
const SalesById = z.record(z.string(), Money);

export const FinancialStatement = z.object({
  timeframe: Timeframe,
  /** Completed ticks the statement covers (fewer than asked while the factory is young). */
  ticks: z.number().int(),
  income: z.object({ sales: SalesById, total: Money }),
  expenses: z.object({
    power: Money,
    maintenance: Money,
    labor: Money,
    debtRepayment: Money,
    materials: Money,
    total: Money,
  }),
  /**
   * Contracts' penalties received less paid (counted in the net profit), and the cash moved into
   * their escrow (negative) or back out of it (positive): not a cost, as each delivery's units are;
   * and the cash moved into the player's exchange bids (negative) or back out of them (positive),
   * as each fill's units are bought from it or the rest is returned.
   */
  contracts: z.object({ penalties: Money, escrow: Money, bidEscrow: Money }),
  netProfit: Money,
  /** Net profit ÷ income; 0 without income. */
  profitMargin: z.number(),
  /** Units sold in the period, by resource type. */
  unitsSold: z.record(StoredResourceType, z.number()),
});
export type FinancialStatement = z.infer<typeof FinancialStatement>;
export const FinancialStatementResponse = success(FinancialStatement);

export const MaintenanceHistoryType = engineUnion<MaintenanceRecordType>()([
  'BREAKDOWN',
  'ROUTINE',
  'PREVENTIVE',
  'OVERHAUL',
  'REPAIR',
  'EMERGENCY_REPAIR',
]);
export const MaintenanceHistoryEntry = z.object({
  id: z.string(),
  type: MaintenanceHistoryType,
  cost: Money,
  description: z.string(),
  tick: z.number().int(),
  timestamp: z.string(),
});
export type MaintenanceHistoryEntry = z.infer<typeof MaintenanceHistoryEntry>;
export const MaintenanceHistoryQuery = z.object({ limit: z.coerce.number().int().min(1).max(20).default(20) });
export const MaintenanceHistoryResponse = success(z.array(MaintenanceHistoryEntry));

/** Produced and consumed units of one resource over a period. */
const Flow = z.object({ produced: z.number(), consumed: z.number() });
/** Keyed by resource name ('Iron Ore', 'Steel Bar', 'Coal', 'Advanced Steel'). */
const FlowByName = z.record(z.string(), Flow);

export const HourlyPoint = z.object({
  /** Game hour number: ticks 12(h−1)+1 … 12h. */
  hour: z.number().int(),
  /** When the hour ended (its last tick), ISO time. */
  endsAt: z.string(),
  produced: z.record(z.string(), z.number()),
  consumed: z.record(z.string(), z.number()),
  income: Money,
  expenses: Money,
});
export type HourlyPoint = z.infer<typeof HourlyPoint>;

export const ProductionHistory = z.object({
  last24Hours: FlowByName,
  last7Days: FlowByName,
  /** Oldest first: the last 24 game hours with any record, for charts. */
  hourly: z.array(HourlyPoint),
});
export type ProductionHistory = z.infer<typeof ProductionHistory>;
export const ProductionHistoryResponse = success(ProductionHistory);

/** One end of an away window: the factory's tick and the time of that visit. */
const AwayMoment = z.object({ tick: z.number().int(), at: z.string() });
const MoneyChange = z.object({ then: Money, now: Money });

/** "While you were away": what the factory did between the last visit and the return after it. */
export const AwaySummary = z.object({
  from: AwayMoment,
  to: AwayMoment,
  /** The ticks the figures cover. */
  ticks: z.number().int(),
  /** False when the window began before the hourly history kept (7 days): the figures cover `ticks` only. */
  complete: z.boolean(),
  produced: z.partialRecord(StoredResourceType, z.number()),
  /** Sales by the player and by standing orders. */
  sold: z.partialRecord(StoredResourceType, z.object({ units: z.number(), income: Money })),
  income: Money,
  /** Labor includes salaries and hiring; maintenance includes repairs and scheduled maintenance. */
  expenses: z.object({
    power: Money,
    labor: Money,
    materials: Money,
    maintenance: Money,
    debtRepayment: Money,
    total: Money,
  }),
  /**
   * Cash moved outside running the factory: spent building and upgrading, received and borrowed; and
   * contracts' escrow (set aside, negative; paid out for deliveries or given back, positive) and
   * penalties (received, positive; paid, negative).
   */
  capital: z.object({
    built: Money,
    scrapped: Money,
    borrowed: Money,
    overdraft: Money,
    rewards: Money,
    contractEscrow: Money,
    contractPenalties: Money,
    /** Cash set aside for exchange bids (negative), paid out for units or given back (positive). */
    bidEscrow: Money,
  }),
  cash: MoneyChange,
  debt: MoneyChange,
  netWorth: MoneyChange,
  /** Machines that broke down, were repaired or maintained meanwhile. */
  machines: z.array(
    z.object({
      machineId: z.string(),
      name: z.string(),
      breakdowns: z.number().int(),
      repairs: z.number().int(),
      maintenance: z.number().int(),
      cost: Money,
    }),
  ),
  /** Contracts that delivered or closed meanwhile, each in a line from the player's side. */
  contracts: z.array(
    z.object({
      contractId: z.string(),
      counterparty: z.string(),
      /** How it closed meanwhile; null while still active. */
      outcome: z.enum(['completed', 'defaulted', 'ended']).nullable(),
      line: z.string(),
    }),
  ),
});
export type AwaySummary = z.infer<typeof AwaySummary>;
/** The last away window's summary, kept until the next one; null before the first. */
export const AwaySummaryResponse = success(z.object({ summary: AwaySummary.nullable() }));
