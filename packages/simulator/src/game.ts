import type {
  ActionResult,
  Cents,
  FactoryState,
  GameEvent,
  MachineType,
  MarketState,
  StandingOrderInput,
  StoredResource,
  WorkerType,
} from '@forgeworks/engine';
import {
  buildMachine,
  buyResource,
  emergencyRepair,
  extendFloor,
  hireMissingCrews,
  hireWorker,
  scheduleMaintenance,
  updateMachineCapacities,
  sellResource,
  setStandingOrders,
  upgradeMachine,
} from '@forgeworks/engine';
import type { Exchange } from './exchange.js';

/** A seat's bids on the exchange: taking back its bid for a resource, and placing one (its cash held). */
export interface Bidding {
  cancel(resource: StoredResource): void;
  place(game: Game, resource: StoredResource, quantity: number, unitPrice: Cents): boolean;
}

/**
 * One simulated player's seat: the factory, the market it sells into, and the actions a
 * strategy can take. Refused actions change nothing and return false, as for a real player.
 */
export class Game {
  private nextId = 1;
  readonly events: GameEvent[] = [];
  /** The world's player exchange and this seat's name on it, in a world that has one. */
  exchange: { book: Exchange; seat: string } | null = null;
  /** Where this seat's bids go (the world's bid book, or the server's rows for a rival), if anywhere. */
  bidding: Bidding | null = null;

  /**
   * `newId` names new machines and workers; by default a counter, which is unique within one run.
   * A seat kept across runs (the server's rivals) passes one unique across them.
   */
  constructor(
    public state: FactoryState,
    public market: MarketState,
    public now: number,
    private readonly newId?: (prefix: string) => string,
  ) {}

  private apply(result: ActionResult): boolean {
    if (!result.ok) return false;
    this.state = result.state;
    this.events.push(...result.events);
    return true;
  }

  private id(prefix: string): string {
    return this.newId ? this.newId(prefix) : `${prefix}${this.nextId++}`;
  }

  build(type: MachineType): boolean {
    return this.apply(buildMachine(this.state, { type, id: this.id('m') }, { now: this.now }));
  }

  upgrade(machineId: string): boolean {
    return this.apply(upgradeMachine(this.state, { machineId }, { now: this.now }));
  }

  /** Hires and lets the engine place the worker on the first machine missing that type. */
  hire(type: WorkerType, skillLevel: number, assignedMachineId?: string): boolean {
    return this.apply(
      hireWorker(this.state, { id: this.id('w'), type, skillLevel, assignedMachineId }, { now: this.now }),
    );
  }

  /** 'Hire all missing crew': every empty post at once, or nobody when cash does not cover them all. */
  hireMissingCrews(): boolean {
    return this.apply(hireMissingCrews(this.state, { newId: () => this.id('w') }, { now: this.now }));
  }

  sell(resource: StoredResource, quantity: number): boolean {
    const whole = Math.floor(quantity);
    if (whole <= 0) return false;
    // The state's salesThisTick carries the sale to the market at the tick, as on the server.
    return this.apply(sellResource(this.state, { resource, quantity: whole }, { now: this.now, market: this.market }));
  }

  /** Buys whole units at the market's quote; refused (false) when cash does not cover it. */
  buy(resource: StoredResource, quantity: number): boolean {
    const whole = Math.ceil(quantity);
    if (whole <= 0) return false;
    // The state's purchasesThisTick carries the purchase to the market at the tick, as on the server.
    return this.apply(buyResource(this.state, { resource, quantity: whole }, { now: this.now, market: this.market }));
  }

  maintain(machineId: string, maintenanceType: 'ROUTINE' | 'PREVENTIVE' | 'OVERHAUL'): boolean {
    return this.apply(scheduleMaintenance(this.state, { machineId, maintenanceType }, { now: this.now }));
  }

  setCapacities(machineCapacities: Record<string, number>): boolean {
    if (Object.keys(machineCapacities).length === 0) return false;
    return this.apply(updateMachineCapacities(this.state, { machineCapacities }, { now: this.now }));
  }

  /** Replaces the factory's standing sell orders, as the Market page's card does. */
  setStandingOrders(orders: readonly StandingOrderInput[]): boolean {
    return this.apply(setStandingOrders(this.state, { orders }, { now: this.now }));
  }

  emergencyRepair(machineId: string): boolean {
    return this.apply(emergencyRepair(this.state, { machineId }, { now: this.now }));
  }

  extendFloor(): boolean {
    return this.apply(extendFloor(this.state, {}, { now: this.now }));
  }
}
