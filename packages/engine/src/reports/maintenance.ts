import type { MachineType } from '../catalog/machines.js';
import { machineConfig } from '../catalog/machines.js';
import type { MaintenanceType } from '../catalog/maintenance.js';
import { MAINTENANCE_RULES, MAINTENANCE_TYPES, maintenanceCost } from '../catalog/maintenance.js';
import type { Cents } from '../money.js';
import { CONDITION, POWER, TIME } from '../rules.js';
import type { FactoryState, Machine } from '../state.js';
import { breakdownRisk } from '../tick/wear.js';
import { emergencyRepairCost, repairCost } from '../valuation.js';
import type { RiskLabel } from './condition.js';
import { breakdownRiskLabel } from './condition.js';

export interface MaintenanceStatus {
  machineId: string;
  currentCondition: number;
  breakdownRisk: number;
  breakdownRiskLabel: RiskLabel;
  /** Share of the machine's value lost to wear: its extra power draw (as a share of its draw). */
  efficiencyImpact: number;
  totalOperatingHours: number;
  daysSinceLastMaintenance: number | null;
  recommendedMaintenance: MaintenanceType | 'NONE';
  /** Instant repair to full for a running machine; the emergency repair for a broken one. */
  costToRepair: Cents;
  status: 'OPERATIONAL' | 'UNDER_MAINTENANCE' | 'BROKEN';
}

export interface MaintenanceOption {
  type: MaintenanceType;
  duration: number;
  cost: Cents;
  conditionRestoration: number;
  description: string;
}

function recommended(condition: number): MaintenanceType | 'NONE' {
  if (condition <= 0 || condition > CONDITION.FAIR_MAX) return 'NONE';
  if (condition > CONDITION.POOR_MAX) return 'ROUTINE';
  if (condition > CONDITION.CRITICAL_MAX) return 'PREVENTIVE';
  return 'OVERHAUL';
}

function ticksSinceMaintenance(state: FactoryState, machine: Machine): number | null {
  return machine.lastMaintenanceTick === null ? null : state.tick - machine.lastMaintenanceTick;
}

export function maintenanceStatus(state: FactoryState, machine: Machine): MaintenanceStatus {
  const since = ticksSinceMaintenance(state, machine);
  const broken = machine.condition <= 0;
  const risk = breakdownRisk(machine.condition);
  const extraDraw = (1 - machine.condition) * POWER.CONDITION_DRAW;
  return {
    machineId: machine.id,
    currentCondition: machine.condition,
    breakdownRisk: risk,
    breakdownRiskLabel: breakdownRiskLabel(risk),
    efficiencyImpact: broken ? 1 : extraDraw / (1 + extraDraw),
    totalOperatingHours: machine.operatingTicks / TIME.TICKS_PER_HOUR,
    daysSinceLastMaintenance: since === null ? null : since / TIME.TICKS_PER_DAY,
    recommendedMaintenance: recommended(machine.condition),
    costToRepair: broken ? emergencyRepairCost(machine) : repairCost(machine, 1 - machine.condition),
    status: broken ? 'BROKEN' : machine.maintenance ? 'UNDER_MAINTENANCE' : 'OPERATIONAL',
  };
}

export function maintenanceOptions(machine: Machine): MaintenanceOption[] {
  const config = machineConfig(machine.type, machine.level);
  return MAINTENANCE_TYPES.map((type) => {
    const rule = MAINTENANCE_RULES[type];
    return {
      type,
      duration: rule.duration,
      cost: maintenanceCost(config, type),
      conditionRestoration: rule.conditionRestoration,
      description: rule.description,
    };
  });
}

export function maintenanceAnalysis(
  state: FactoryState,
  machineId: string,
): { analysis: MaintenanceStatus; schedules: MaintenanceOption[] } | null {
  const machine = state.machines.find((m) => m.id === machineId);
  if (!machine) return null;
  return { analysis: maintenanceStatus(state, machine), schedules: maintenanceOptions(machine) };
}

export interface MaintenanceAlert {
  machineId: string;
  machineType: MachineType;
  severity: 'HIGH' | 'MEDIUM';
  kind: 'BROKEN' | 'CRITICAL' | 'MAINTENANCE_DUE';
  message: string;
}

/** Broken and critical machines first (HIGH), then those due for maintenance (MEDIUM), in build order. */
export function maintenanceAlerts(state: FactoryState): MaintenanceAlert[] {
  const lookback = CONDITION.MAINTENANCE_LOOKBACK_DAYS * TIME.TICKS_PER_DAY;
  const high: MaintenanceAlert[] = [];
  const medium: MaintenanceAlert[] = [];
  for (const m of state.machines) {
    const name = machineConfig(m.type, m.level).name;
    const since = ticksSinceMaintenance(state, m);
    if (m.condition <= 0) {
      high.push({
        machineId: m.id,
        machineType: m.type,
        severity: 'HIGH',
        kind: 'BROKEN',
        message: `${name} is broken and needs an emergency repair`,
      });
    } else if (m.condition <= CONDITION.CRITICAL_MAX) {
      high.push({
        machineId: m.id,
        machineType: m.type,
        severity: 'HIGH',
        kind: 'CRITICAL',
        message: `${name} is in critical condition`,
      });
    } else if (m.condition <= CONDITION.MAINTENANCE_DUE_MAX && (since === null || since > lookback) && !m.maintenance) {
      medium.push({
        machineId: m.id,
        machineType: m.type,
        severity: 'MEDIUM',
        kind: 'MAINTENANCE_DUE',
        message: `${name} is due for maintenance`,
      });
    }
  }
  return [...high, ...medium];
}
