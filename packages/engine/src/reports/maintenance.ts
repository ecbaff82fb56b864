import { machineConfig } from '../catalog/machines.js';
import type { MaintenanceType } from '../catalog/maintenance.js';
import { MAINTENANCE_RULES, MAINTENANCE_TYPES, maintenanceCost } from '../catalog/maintenance.js';
import type { Cents } from '../money.js';
import { CONDITION, TIME } from '../rules.js';
import type { FactoryState, Machine } from '../state.js';
import { powerDraw } from '../tick/grid.js';
import { breakdownRisk } from '../tick/wear.js';
import { emergencyRepairCost, repairCost } from '../valuation.js';
import type { RiskLabel } from './condition.js';
import { breakdownRiskLabel } from './condition.js';

export type MaintenanceRecommendation = MaintenanceType | 'NONE';
export type MachineServiceStatus = 'OPERATIONAL' | 'UNDER_MAINTENANCE' | 'BROKEN';

export interface MaintenanceStatus {
  machineId: string;
  currentCondition: number;
  breakdownRisk: number;
  breakdownRiskLabel: RiskLabel;
  /** 0–1, see `efficiencyImpact`. */
  efficiencyImpact: number;
  totalOperatingHours: number;
  /** Null when never maintained. */
  daysSinceLastMaintenance: number | null;
  recommendedMaintenance: MaintenanceRecommendation;
  /** Instant repair to full for a machine that still runs; the emergency repair for a broken one. */
  costToRepair: Cents;
  status: MachineServiceStatus;
}

export interface MaintenanceOption {
  type: MaintenanceType;
  /** Ticks offline. */
  duration: number;
  cost: Cents;
  conditionRestoration: number;
  description: string;
}

/**
 * Share of a machine's output that wear costs, 0 when new and 1 when broken. Wear raises the
 * power a unit of output needs (the grid's condition surcharge, taken from `powerDraw` itself)
 * and puts output at risk of a breakdown; the two losses compound:
 * 1 − (1 / surcharge) × (1 − breakdownRisk).
 */
export function efficiencyImpact(condition: number): number {
  if (condition <= 0) return 1;
  const surcharge = powerDraw(1, 1, condition, 1);
  return 1 - (1 - breakdownRisk(condition)) / surcharge;
}

/**
 * The lightest work that brings the machine back above the band it is in. A broken machine
 * needs an emergency repair, not maintenance, and one already in the shop needs nothing more.
 */
export function recommendedMaintenance(machine: Machine): MaintenanceRecommendation {
  const c = machine.condition;
  if (c <= 0 || machine.maintenance || c > CONDITION.FAIR_MAX) return 'NONE';
  if (c > CONDITION.POOR_MAX) return 'ROUTINE';
  if (c > CONDITION.CRITICAL_MAX) return 'PREVENTIVE';
  return 'OVERHAUL';
}

export function ticksSinceMaintenance(state: FactoryState, machine: Machine): number | null {
  return machine.lastMaintenanceTick === null ? null : state.tick - machine.lastMaintenanceTick;
}

export function serviceStatus(machine: Machine): MachineServiceStatus {
  if (machine.condition <= 0) return 'BROKEN';
  return machine.maintenance ? 'UNDER_MAINTENANCE' : 'OPERATIONAL';
}

export function maintenanceStatus(state: FactoryState, machine: Machine): MaintenanceStatus {
  const since = ticksSinceMaintenance(state, machine);
  const risk = breakdownRisk(machine.condition);
  return {
    machineId: machine.id,
    currentCondition: machine.condition,
    breakdownRisk: risk,
    breakdownRiskLabel: breakdownRiskLabel(risk),
    efficiencyImpact: efficiencyImpact(machine.condition),
    totalOperatingHours: machine.operatingTicks / TIME.TICKS_PER_HOUR,
    daysSinceLastMaintenance: since === null ? null : since / TIME.TICKS_PER_DAY,
    recommendedMaintenance: recommendedMaintenance(machine),
    costToRepair: machine.condition <= 0 ? emergencyRepairCost(machine) : repairCost(machine, 1 - machine.condition),
    status: serviceStatus(machine),
  };
}

/** Every maintenance type, priced for this machine's level. */
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

export interface MaintenanceAnalysis {
  analysis: MaintenanceStatus;
  schedules: MaintenanceOption[];
}

/** Null when the factory has no machine of that id. */
export function maintenanceAnalysis(state: FactoryState, machineId: string): MaintenanceAnalysis | null {
  const machine = state.machines.find((m) => m.id === machineId);
  if (!machine) return null;
  return { analysis: maintenanceStatus(state, machine), schedules: maintenanceOptions(machine) };
}
