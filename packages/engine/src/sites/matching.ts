import type { MachineType } from '../catalog/machines.js';
import type { SiteId } from '../catalog/sites.js';
import { SITE_IDS } from '../catalog/sites.js';

/** The site each kind of machine points to: the mines and plants their seams and river, the refiners the port they buy at. */
const POINTS_TO: Record<MachineType, SiteId> = {
  IRON_MINE: 'IRON_RANGE',
  COAL_MINE: 'COAL_BASIN',
  POWER_PLANT: 'RIVER_WORKS',
  SMELTER: 'FREE_PORT',
  STEEL_FURNACE: 'FREE_PORT',
  STEEL_MILL: 'FREE_PORT',
  COKE_OVEN: 'COAL_BASIN',
  TOOL_WORKS: 'RIVER_WORKS',
  MACHINE_SHOP: 'FREE_PORT',
};

/**
 * The site that suits what a factory has built: the one its machines' levels point to most (ties go
 * to the first of SITE_IDS). Null for a factory with no machines, which chooses for itself. Factories
 * made before sites existed are given this one, and the choice card offers it first.
 */
export function siteMatching(machines: readonly { type: MachineType; level: number }[]): SiteId | null {
  if (machines.length === 0) return null;
  const levels = new Map<SiteId, number>();
  for (const m of machines) levels.set(POINTS_TO[m.type], (levels.get(POINTS_TO[m.type]) ?? 0) + m.level);
  let best: SiteId = SITE_IDS[0];
  for (const site of SITE_IDS) if ((levels.get(site) ?? 0) > (levels.get(best) ?? 0)) best = site;
  return best;
}
