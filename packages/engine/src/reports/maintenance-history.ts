import type { MachineType } from '../catalog/machines.js';
import { machineLabels } from '../catalog/labels.js';
import { machineConfig } from '../catalog/machines.js';
import type { MaintenanceType } from '../catalog/maintenance.js';
import { MAINTENANCE_RULES } from '../catalog/maintenance.js';
import type { Cents } from '../money.js';
import type { FactoryState, GameEvent } from '../state.js';

export type MaintenanceRecordType = 'BREAKDOWN' | MaintenanceType | 'REPAIR' | 'EMERGENCY_REPAIR';

/** One line of a machine's maintenance history. */
export interface MaintenanceRecord {
  machineId: string;
  type: MaintenanceRecordType;
  cost: Cents;
  description: string;
}

const percent = (condition: number) => `${Math.round(condition * 100)}%`;
const title = (type: MaintenanceType) => type.charAt(0) + type.slice(1).toLowerCase();

/**
 * The history lines a batch of events adds: breakdowns, repairs, and maintenance started and
 * finished. `state` is the factory after the events, for the machines' names.
 */
export function maintenanceRecords(events: readonly GameEvent[], state: FactoryState): MaintenanceRecord[] {
  const records: MaintenanceRecord[] = [];
  // Named only when needed: this runs for every factory every tick, and most ticks have no such event.
  let labels: Map<string, string> | undefined;
  const nameOf = (machineId: string, type?: MachineType) =>
    (labels ??= machineLabels(state.machines)).get(machineId) ?? (type ? machineConfig(type, 1).name : 'Machine');
  for (const e of events) {
    if (e.kind === 'breakdown')
      records.push({
        machineId: e.machineId,
        type: 'BREAKDOWN',
        cost: 0,
        description: `${nameOf(e.machineId, e.machineType)} broke down and stopped: it needs an emergency repair`,
      });
    else if (e.kind === 'maintenanceStarted')
      records.push({
        machineId: e.machineId,
        type: e.maintenanceType,
        cost: e.cost,
        description: `${title(e.maintenanceType)} maintenance started: ${MAINTENANCE_RULES[e.maintenanceType].description}`,
      });
    else if (e.kind === 'maintenanceFinished')
      records.push({
        machineId: e.machineId,
        type: e.maintenanceType,
        cost: 0,
        description: `${title(e.maintenanceType)} maintenance finished: condition now ${percent(e.condition)}`,
      });
    else if (e.kind === 'repaired')
      records.push({
        machineId: e.machineId,
        type: e.emergency ? 'EMERGENCY_REPAIR' : 'REPAIR',
        cost: e.cost,
        description: e.emergency
          ? `Emergency repair: back in service at ${percent(e.condition)} condition`
          : `Repaired to ${percent(e.condition)} condition`,
      });
  }
  return records;
}
