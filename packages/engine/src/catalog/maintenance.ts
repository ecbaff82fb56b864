import type { Cents } from '../money.js';
import { roundCents } from '../money.js';
import type { MachineLevelConfig } from './machines.js';

export const MAINTENANCE_TYPES = ['ROUTINE', 'PREVENTIVE', 'OVERHAUL'] as const;
export type MaintenanceType = (typeof MAINTENANCE_TYPES)[number];

export interface MaintenanceTypeRule {
  type: MaintenanceType;
  /** Ticks the machine is offline. */
  duration: number;
  /** Cost = (baseMaintenanceCost + baseLaborCost) × costMultiplier. */
  costMultiplier: number;
  /** Condition added when the work finishes (capped at 1). */
  conditionRestoration: number;
  description: string;
}

export const MAINTENANCE_RULES: Record<MaintenanceType, MaintenanceTypeRule> = {
  ROUTINE: {
    type: 'ROUTINE',
    duration: 1,
    costMultiplier: 1,
    conditionRestoration: 0.15,
    description: 'Lubrication and inspection: one tick offline, restores 15% condition.',
  },
  PREVENTIVE: {
    type: 'PREVENTIVE',
    duration: 3,
    costMultiplier: 2.5,
    conditionRestoration: 0.4,
    description: 'Replace worn parts before they fail: three ticks offline, restores 40% condition.',
  },
  OVERHAUL: {
    type: 'OVERHAUL',
    duration: 12,
    costMultiplier: 5,
    conditionRestoration: 1,
    description: 'Strip down and rebuild: an hour offline, restores the machine to full condition.',
  },
};

export function isMaintenanceType(value: string): value is MaintenanceType {
  return (MAINTENANCE_TYPES as readonly string[]).includes(value);
}

export function maintenanceCost(config: MachineLevelConfig, type: MaintenanceType): Cents {
  return roundCents((config.baseMaintenanceCost + config.baseLaborCost) * MAINTENANCE_RULES[type].costMultiplier);
}
