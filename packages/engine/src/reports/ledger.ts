/**
 * The ledger: one row of money and material per factory per tick, built from events. The server
 * stores ledgers (and roll-ups of them); statements are computed from any run of them.
 */
import type { Cents } from '../money.js';
import { roundQty } from '../money.js';
import type { Inventory, StoredResource } from '../resources.js';
import { emptyInventory, STORED_RESOURCES } from '../resources.js';
import type { CashReason, GameEvent } from '../state.js';

/** Money spent running the factory, as positive cents. */
export interface Expenses {
  power: Cents;
  maintenance: Cents;
  labor: Cents;
  materials: Cents;
  debtRepayment: Cents;
}

/** Signed cash movements outside trading: negative for buildings, positive for money in. */
export interface Capital {
  build: Cents;
  upgrade: Cents;
  scrap: Cents;
  loan: Cents;
  challengeReward: Cents;
  /** Bills cash could not cover, borrowed automatically; without it the row would not reconcile with cash. */
  overdraft: Cents;
}

/**
 * Contracts' cash that is neither a sale nor a purchase, signed as cash moves: the escrow (out at
 * acceptance, back as each delivery pays for its units and at the closing's refund, so a contract's
 * escrow sums to nothing over its life) and penalties (in for the buyer, out for the seller).
 */
export interface ContractMoney {
  escrow: Cents;
  penalties: Cents;
  /**
   * The exchange's bids' escrow, kept beside contracts' as it moves the same way: out when a bid is
   * placed, back as each fill pays for its units (a purchase) and when it is cancelled or lapses.
   */
  bidEscrow: Cents;
}

export interface TickLedger {
  /** The tick the row belongs to (for a roll-up, its last tick). */
  tick: number;
  /** How many ticks the row covers: 1, or more for a roll-up. */
  ticks: number;
  income: Record<StoredResource, Cents>;
  expenses: Expenses;
  capital: Capital;
  produced: Inventory;
  consumed: Inventory;
  unitsSold: Inventory;
  /** Money spent buying from the market, as positive cents. */
  purchases: Record<StoredResource, Cents>;
  unitsBought: Inventory;
  contracts: ContractMoney;
}

const EXPENSE_OF: Partial<Record<CashReason, keyof Expenses>> = {
  power: 'power',
  maintenance: 'maintenance',
  scheduledMaintenance: 'maintenance',
  repair: 'maintenance',
  emergencyRepair: 'maintenance',
  labor: 'labor',
  salaries: 'labor',
  hiring: 'labor',
  materials: 'materials',
  debtRepayment: 'debtRepayment',
};

const CAPITAL_OF: Partial<Record<CashReason, keyof Capital>> = {
  build: 'build',
  siteMove: 'build',
  floorExtension: 'build',
  upgrade: 'upgrade',
  scrap: 'scrap',
  loan: 'loan',
  challengeReward: 'challengeReward',
  overdraft: 'overdraft',
};

export function emptyLedger(tick: number): TickLedger {
  return {
    tick,
    ticks: 1,
    income: emptyInventory(),
    expenses: { power: 0, maintenance: 0, labor: 0, materials: 0, debtRepayment: 0 },
    capital: { build: 0, upgrade: 0, scrap: 0, loan: 0, challengeReward: 0, overdraft: 0 },
    produced: emptyInventory(),
    consumed: emptyInventory(),
    unitsSold: emptyInventory(),
    purchases: emptyInventory(),
    unitsBought: emptyInventory(),
    contracts: { escrow: 0, penalties: 0, bidEscrow: 0 },
  };
}

/**
 * Folds a tick's events into its ledger row. Actions taken between ticks belong to the next
 * tick's row: pass their events together with that tick's.
 */
export function ledgerFromEvents(tick: number, events: readonly GameEvent[]): TickLedger {
  const ledger = emptyLedger(tick);
  for (const e of events) {
    if (e.kind === 'produced') ledger.produced[e.resource] = roundQty(ledger.produced[e.resource] + e.quantity);
    else if (e.kind === 'consumed') ledger.consumed[e.resource] = roundQty(ledger.consumed[e.resource] + e.quantity);
    else if (e.kind === 'cash') {
      if (e.reason === 'sale') {
        if (!e.resource) continue;
        ledger.income[e.resource] += e.amount;
        ledger.unitsSold[e.resource] = roundQty(ledger.unitsSold[e.resource] + (e.quantity ?? 0));
        continue;
      }
      if (e.reason === 'purchase') {
        if (!e.resource) continue;
        ledger.purchases[e.resource] -= e.amount;
        ledger.unitsBought[e.resource] = roundQty(ledger.unitsBought[e.resource] + (e.quantity ?? 0));
        continue;
      }
      if (e.reason === 'escrow') {
        ledger.contracts.escrow += e.amount;
        continue;
      }
      if (e.reason === 'bidEscrow') {
        ledger.contracts.bidEscrow += e.amount;
        continue;
      }
      if (e.reason === 'contractPenalty') {
        ledger.contracts.penalties += e.amount;
        continue;
      }
      const expense = EXPENSE_OF[e.reason];
      if (expense) ledger.expenses[expense] -= e.amount;
      const capital = CAPITAL_OF[e.reason];
      if (capital) ledger.capital[capital] += e.amount;
    }
  }
  return ledger;
}

function sumInventory(a: Inventory, b: Inventory): Inventory {
  const out = emptyInventory();
  for (const r of STORED_RESOURCES) out[r] = roundQty(a[r] + b[r]);
  return out;
}

function sumRecord<T extends object>(a: T, b: T): T {
  const out = { ...a } as Record<string, number>;
  for (const [k, v] of Object.entries(b as Record<string, number>)) out[k] = (out[k] ?? 0) + v;
  return out as T;
}

/** Adds ledger rows into one (hourly or daily roll-ups); an empty list gives an empty row covering 0 ticks. */
export function mergeLedgers(ledgers: readonly TickLedger[]): TickLedger {
  if (ledgers.length === 0) return { ...emptyLedger(0), ticks: 0 };
  return ledgers.reduce((acc, l) => ({
    tick: Math.max(acc.tick, l.tick),
    ticks: acc.ticks + l.ticks,
    income: sumRecord(acc.income, l.income),
    expenses: sumRecord(acc.expenses, l.expenses),
    capital: sumRecord(acc.capital, l.capital),
    produced: sumInventory(acc.produced, l.produced),
    consumed: sumInventory(acc.consumed, l.consumed),
    unitsSold: sumInventory(acc.unitsSold, l.unitsSold),
    purchases: sumRecord(acc.purchases, l.purchases),
    unitsBought: sumInventory(acc.unitsBought, l.unitsBought),
    contracts: sumRecord(acc.contracts, l.contracts),
  }));
}

/**
 * The change of cash the row accounts for: sales less purchases, less expenses, plus capital
 * movements, contracts' escrow and penalties, and bids' escrow.
 */
export function cashChange(ledger: TickLedger): Cents {
  let change = 0;
  for (const r of STORED_RESOURCES) change += ledger.income[r] - ledger.purchases[r];
  for (const v of Object.values(ledger.expenses)) change -= v;
  for (const v of Object.values(ledger.capital)) change += v;
  return change + ledger.contracts.escrow + ledger.contracts.penalties + ledger.contracts.bidEscrow;
}
