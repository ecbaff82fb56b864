/**
 * "While you were away": what a factory did between the player's last visit and their return,
 * from the ledger rows of the ticks between and the maintenance lines written meanwhile.
 */
import type { AwayContract } from '../contracts/words.js';
import type { MachineType } from '../catalog/machines.js';
import { machineLabels } from '../catalog/labels.js';
import type { Cents } from '../money.js';
import { TIME } from '../rules.js';
import type { MaintenanceRecordType } from './maintenance-history.js';
import type { TickLedger } from './ledger.js';

/** A return a game hour or more (in ticks) after the last visit opens an away window. */
export const AWAY_AFTER_TICKS = TIME.TICKS_PER_HOUR;

export function returnsFromAway(lastVisitTick: number, tick: number): boolean {
  return tick - lastVisitTick >= AWAY_AFTER_TICKS;
}

/** The factory's money at one end of the window. */
export interface AwayMoney {
  cash: Cents;
  debt: Cents;
  netWorth: Cents;
}

/** One end of the window: the factory's tick, when the player was there, and its money. */
export interface AwayMoment extends AwayMoney {
  tick: number;
  /** ISO time. */
  at: string;
}

/** What happened to one machine while the player was away. */
export interface AwayMachine {
  machineId: string;
  name: string;
  breakdowns: number;
  /** Repairs and emergency repairs, by the player or the factory's own policy. */
  repairs: number;
  /** Maintenance started. */
  maintenance: number;
  /** What the repairs and maintenance cost. */
  cost: Cents;
}

export interface AwaySummary {
  from: AwayMoment;
  to: AwayMoment;
  /** The ticks between the two visits, in one ledger row (sales by standing orders included). */
  ledger: TickLedger;
  machines: AwayMachine[];
  /** False when the window began before the oldest history kept: the ledger then covers less. */
  complete: boolean;
  /** Contracts that delivered or closed in the window (absent from summaries kept before issue 45). */
  contracts?: AwayContract[];
}

/** A maintenance history line as the server keeps it. */
export interface MaintenanceLine {
  machineId: string;
  type: MaintenanceRecordType;
  cost: Cents;
}

/**
 * The machines with any breakdown, repair or maintenance among `lines`, named as the factory names
 * them now (a machine no longer there keeps its type's plain name when known).
 */
export function awayMachines(
  lines: readonly MaintenanceLine[],
  machines: readonly { id: string; type: MachineType }[],
): AwayMachine[] {
  const labels = machineLabels(machines);
  const byMachine = new Map<string, AwayMachine>();
  for (const line of lines) {
    let machine = byMachine.get(line.machineId);
    if (!machine) {
      const name = labels.get(line.machineId) ?? 'Scrapped machine';
      machine = { machineId: line.machineId, name, breakdowns: 0, repairs: 0, maintenance: 0, cost: 0 };
      byMachine.set(line.machineId, machine);
    }
    if (line.type === 'BREAKDOWN') machine.breakdowns++;
    else if (line.type === 'REPAIR' || line.type === 'EMERGENCY_REPAIR') machine.repairs++;
    // A maintenance's finishing line costs nothing; its starting line carries the cost.
    else if (line.cost > 0) machine.maintenance++;
    machine.cost += line.cost;
  }
  const order = new Map(machines.map((m, i) => [m.id, i]));
  return [...byMachine.values()].sort(
    (a, b) => (order.get(a.machineId) ?? Infinity) - (order.get(b.machineId) ?? Infinity),
  );
}
