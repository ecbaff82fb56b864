import type { Cents, GameEvent, StoredResource } from '@forgeworks/engine';
import { emptyInventory, STORED_RESOURCES } from '@forgeworks/engine';
import type { ContractTally } from './contracts.js';
import type { Exchange } from './exchange.js';

/** One game day of trade between the seats, in dollars (issue 47, "Measured"). */
export interface DayTrade {
  /** What seats paid other seats for goods: exchange buys from offers, fills of bids, contract deliveries. */
  betweenPlayers: number;
  /** Of which through bids, and how many units the bids bought (and of those, standing orders sold). */
  throughBids: number;
  bidUnits: number;
  bidUnitsByStandingOrders: number;
  /** The goods every seat's machines consumed, at the day's closing prices. */
  inputsConsumed: number;
}

/** Counts a world's trade day by day: units consumed as they go, money between seats from the tallies. */
export class TradeCount {
  private used = emptyInventory();
  private last = { offers: 0, bids: 0, bidUnits: 0, byOrders: 0, contracts: 0 };

  consumed(events: readonly GameEvent[]): void {
    for (const e of events) if (e.kind === 'consumed') this.used[e.resource] += e.quantity;
  }

  closeDay(
    prices: Record<StoredResource, Cents>,
    exchange: Exchange | null,
    contracts: ContractTally | null,
  ): DayTrade {
    const now = {
      offers: exchange?.tally.paid ?? 0,
      bids: exchange?.bids.tally.paid ?? 0,
      bidUnits: exchange?.bids.tally.units ?? 0,
      byOrders: exchange?.bids.tally.byStandingOrders ?? 0,
      contracts: contracts?.paid ?? 0,
    };
    const since = (k: keyof typeof now) => now[k] - this.last[k];
    let consumed = 0;
    for (const r of STORED_RESOURCES) consumed += this.used[r] * prices[r];
    const day: DayTrade = {
      betweenPlayers: (since('offers') + since('bids') + since('contracts')) / 100,
      throughBids: since('bids') / 100,
      bidUnits: since('bidUnits'),
      bidUnitsByStandingOrders: since('byOrders'),
      inputsConsumed: Math.round(consumed) / 100,
    };
    this.last = now;
    this.used = emptyInventory();
    return day;
  }
}
