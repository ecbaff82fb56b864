import type { MachineType } from '../catalog/machines.js';
import { machineLabels } from '../catalog/labels.js';
import { CONDITION, TIME } from '../rules.js';
import type { FactoryState, Machine } from '../state.js';
import { ticksSinceMaintenance } from './maintenance.js';

export type AlertKind = 'BROKEN' | 'CRITICAL' | 'MAINTENANCE_DUE';

export interface MaintenanceAlert {
  machineId: string;
  machineType: MachineType;
  severity: 'HIGH' | 'MEDIUM';
  kind: AlertKind;
  message: string;
}

/** Most urgent first: the panel lists HIGH alerts, then the first few MEDIUM ones. */
const ORDER: readonly AlertKind[] = ['BROKEN', 'CRITICAL', 'MAINTENANCE_DUE'];

function alertKind(state: FactoryState, machine: Machine): AlertKind | null {
  if (machine.condition <= 0) return 'BROKEN';
  // Work already under way is the answer to both of the other alerts.
  if (machine.maintenance) return null;
  if (machine.condition <= CONDITION.CRITICAL_MAX) return 'CRITICAL';
  if (machine.condition > CONDITION.MAINTENANCE_DUE_MAX) return null;
  const since = ticksSinceMaintenance(state, machine);
  const lookback = CONDITION.MAINTENANCE_LOOKBACK_DAYS * TIME.TICKS_PER_DAY;
  return since === null || since > lookback ? 'MAINTENANCE_DUE' : null;
}

function message(kind: AlertKind, name: string): string {
  if (kind === 'BROKEN') return `${name} is broken and needs an emergency repair`;
  if (kind === 'CRITICAL') return `${name} is in critical condition and may break down: schedule an overhaul`;
  return `${name} is due for maintenance: none in the last ${CONDITION.MAINTENANCE_LOOKBACK_DAYS} days`;
}

/** Broken, then critical (both HIGH), then maintenance due (MEDIUM); build order within each. */
export function maintenanceAlerts(state: FactoryState): MaintenanceAlert[] {
  const alerts: MaintenanceAlert[] = [];
  const labels = machineLabels(state.machines);
  for (const m of state.machines) {
    const kind = alertKind(state, m);
    if (!kind) continue;
    alerts.push({
      machineId: m.id,
      machineType: m.type,
      severity: kind === 'MAINTENANCE_DUE' ? 'MEDIUM' : 'HIGH',
      kind,
      message: message(kind, labels.get(m.id) ?? m.type),
    });
  }
  // Array.prototype.sort is stable, so build order survives within a kind.
  return alerts.sort((a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind));
}
