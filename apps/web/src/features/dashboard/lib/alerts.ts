import type { MaintenanceAlert } from '@forgeworks/contract';

/** Spec section 4: every HIGH alert, then the first 3 MEDIUM ones, then a count of the rest. */
export const MEDIUM_ALERTS_SHOWN = 3;

export interface AlertSummary {
  /** Broken and critical machines, all of them, in the server's order (broken first). */
  high: MaintenanceAlert[];
  /** The first few machines due for maintenance. */
  medium: MaintenanceAlert[];
  /** How many more are due and not listed. */
  moreMedium: number;
}

export function summarizeAlerts(alerts: readonly MaintenanceAlert[], mediumShown = MEDIUM_ALERTS_SHOWN): AlertSummary {
  const high = alerts.filter((a) => a.severity === 'HIGH');
  const allMedium = alerts.filter((a) => a.severity === 'MEDIUM');
  return {
    high,
    medium: allMedium.slice(0, mediumShown),
    moreMedium: Math.max(0, allMedium.length - mediumShown),
  };
}

/** 'and 4 more machines due for maintenance'; null when none are left out. */
export function moreAlertsText(count: number): string | null {
  if (count <= 0) return null;
  return `and ${count} more ${count === 1 ? 'machine' : 'machines'} due for maintenance`;
}

export const ALERT_KIND_LABELS: Record<MaintenanceAlert['kind'], string> = {
  BROKEN: 'Broken',
  CRITICAL: 'Critical',
  MAINTENANCE_DUE: 'Maintenance due',
};
