/**
 * A soak player's seat: the simulator's Game, set up from what the HTTP API shows the player,
 * that also writes down each move the strategy made so the player can send it to the server.
 * The strategy decides on this local copy exactly as it does in the simulator; the server then
 * judges every move again with the real rules.
 */
import type { Factory, MarketPrice, Worker } from '@forgeworks/contract';
import type { FactoryState, MachineType, MarketState, StoredResource, WorkerType } from '@forgeworks/engine';
import { MARKET, newFactory, newMarket, STORED_RESOURCES, TIME, usd } from '@forgeworks/engine';
import { Game } from '@forgeworks/simulator';

/** One move to send: the route, its body, and the local id of a machine it builds. */
export interface Move {
  path: string;
  body: Record<string, unknown>;
  builds?: string;
}

/** The engine's view of a factory from the API's: what a strategy reads, nothing it cannot see. */
export function stateFromApi(factory: Factory, workers: Worker[]): FactoryState {
  const state = newFactory(0);
  const inventory = { ...state.inventory };
  for (const item of factory.inventory) {
    if (item.type !== 'POWER') inventory[item.type] = item.quantity;
  }
  return {
    ...state,
    tick: factory.tick,
    cash: usd(factory.cash),
    debt: usd(factory.debt),
    inventory,
    machines: factory.machines.map((m) => ({
      id: m.id,
      type: m.type,
      level: m.level as 1 | 2 | 3,
      capacity: m.capacity,
      condition: m.condition,
      invested: 0,
      builtAtTick: 0,
      operatingTicks: Math.round(m.totalOperatingHours * TIME.TICKS_PER_HOUR),
      lastMaintenanceTick: null,
      maintenance: m.maintenance as FactoryState['machines'][number]['maintenance'],
    })),
    workers: workers.map((w) => ({ ...w, salary: usd(w.salary), hiredAtTick: 0 })),
  };
}

/** A market whose posted prices are the API's; demand is set so an unpressured quote meets them. */
export function marketFromApi(prices: MarketPrice[]): MarketState {
  const market = newMarket(0);
  for (const p of prices) {
    if (p.resourceType === 'POWER') continue;
    const resource: StoredResource = p.resourceType;
    const sellPrice = usd(p.sellPrice);
    market.resources[resource] = { pressure: 0, demand: sellPrice / MARKET.BASE_PRICES[resource], sellPrice };
  }
  market.activeFactories = STORED_RESOURCES.length; // any depth will do: quotes only guide the local copy
  return market;
}

/** The simulator's seat, recording each move the local rules accepted. */
export class RecordingGame extends Game {
  readonly moves: Move[] = [];

  override build(type: MachineType): boolean {
    const before = new Set(this.state.machines.map((m) => m.id));
    if (!super.build(type)) return false;
    const built = this.state.machines.find((m) => !before.has(m.id))?.id;
    this.moves.push({ path: '/api/factory/build-machine', body: { type }, builds: built });
    return true;
  }

  override upgrade(machineId: string): boolean {
    return this.record(super.upgrade(machineId), '/api/factory/upgrade-machine', { machineId });
  }

  override hire(type: WorkerType, skillLevel: number, assignedMachineId?: string): boolean {
    return this.record(super.hire(type, skillLevel, assignedMachineId), '/api/workers/hire', {
      type,
      skillLevel,
      assignedMachineId,
    });
  }

  override sell(resource: StoredResource, quantity: number): boolean {
    return this.record(super.sell(resource, quantity), '/api/market/sell', {
      resourceType: resource,
      quantity: Math.floor(quantity),
    });
  }

  override buy(resource: StoredResource, quantity: number): boolean {
    return this.record(super.buy(resource, quantity), '/api/market/buy', {
      resourceType: resource,
      quantity: Math.ceil(quantity),
    });
  }

  override maintain(machineId: string, maintenanceType: 'ROUTINE' | 'PREVENTIVE' | 'OVERHAUL'): boolean {
    return this.record(super.maintain(machineId, maintenanceType), '/api/factory/schedule-maintenance', {
      machineId,
      maintenanceType,
    });
  }

  override setCapacities(machineCapacities: Record<string, number>): boolean {
    return this.record(super.setCapacities(machineCapacities), '/api/factory/update-machine-capacities', {
      machineCapacities,
    });
  }

  override emergencyRepair(machineId: string): boolean {
    return this.record(super.emergencyRepair(machineId), '/api/factory/emergency-repair', { machineId });
  }

  private record(ok: boolean, path: string, body: Record<string, unknown>): boolean {
    if (ok) this.moves.push({ path, body });
    return ok;
  }
}
