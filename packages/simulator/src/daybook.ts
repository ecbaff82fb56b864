import type {
  CashReason,
  FactoryState,
  GameEvent,
  Inventory,
  ProductionPlan,
  StoredResource,
} from '@forgeworks/engine';
import { emptyInventory, factorySize, STORED_RESOURCES } from '@forgeworks/engine';

/** One game day of a run, in dollars: where the money went, what was made, how the factory ended it. */
export interface DayReport {
  day: number;
  netWorth: number;
  cash: number;
  debt: number;
  /** Cash moved in the day by reason (costs negative). */
  money: Partial<Record<CashReason, number>>;
  /** Market value of what the machines made less what they used, at the day's sell prices. */
  valueAdded: number;
  /** Value added that the underfunded factor took away (what full funding would have made more). */
  lostToUnderfunding: number;
  underfundedTicks: number;
  powerShortTicks: number;
  breakdowns: number;
  stock: Inventory;
  /** The stock at the day's last sell prices: what could repay a debt. */
  stockValue: number;
  /** The factory's size at the day's end: the sum of its machines' levels (its upkeep grows with it). */
  size: number;
  /** Floor its extensions added by the day's end (sites/extend.ts). */
  extraFloor: number;
}

/** Adds up the ticks of one game day. */
export class DayBook {
  private report: DayReport;

  constructor(day: number) {
    this.report = {
      day,
      netWorth: 0,
      cash: 0,
      debt: 0,
      money: {},
      valueAdded: 0,
      lostToUnderfunding: 0,
      underfundedTicks: 0,
      powerShortTicks: 0,
      breakdowns: 0,
      stock: emptyInventory(),
      stockValue: 0,
      size: 0,
      extraFloor: 0,
    };
  }

  record(events: readonly GameEvent[], plan: ProductionPlan, prices: Record<string, number>): void {
    const r = this.report;
    let added = 0;
    for (const e of events) {
      if (e.kind === 'cash') r.money[e.reason] = (r.money[e.reason] ?? 0) + e.amount / 100;
      else if (e.kind === 'produced') added += (e.quantity * prices[e.resource]!) / 100;
      else if (e.kind === 'consumed') added -= (e.quantity * prices[e.resource]!) / 100;
      else if (e.kind === 'breakdown') r.breakdowns++;
    }
    r.valueAdded += added;
    if (plan.fundingFactor < 1) {
      r.underfundedTicks++;
      r.lostToUnderfunding += (added * (1 - plan.fundingFactor)) / plan.fundingFactor;
    }
    if (plan.powerFactor < 1) r.powerShortTicks++;
  }

  close(state: FactoryState, netWorth: number, prices: Record<StoredResource, number>): DayReport {
    const stock = emptyInventory();
    let stockValue = 0;
    for (const r of STORED_RESOURCES) {
      stock[r] = state.inventory[r];
      stockValue += (state.inventory[r] * prices[r]) / 100;
    }
    const size = factorySize(state.machines);
    const { extraFloor } = state;
    return {
      ...this.report,
      netWorth,
      cash: state.cash / 100,
      debt: state.debt / 100,
      stock,
      stockValue,
      size,
      extraFloor,
    };
  }
}
