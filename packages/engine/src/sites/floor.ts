import type { Level, MachineType } from '../catalog/machines.js';
import { machineFloor, siteFloor } from '../catalog/sites.js';
import type { SiteId } from '../catalog/sites.js';
import type { ActionResult, FactoryState, Machine } from '../state.js';
import { refuse } from '../state.js';

export interface FloorSpace {
  used: number;
  total: number;
  free: number;
}

/** Floor the machines take, broken and in the shop too: they stand where they stand. */
export function floorUsed(machines: readonly Pick<Machine, 'type' | 'level'>[]): number {
  return machines.reduce((sum, m) => sum + machineFloor(m.type, m.level), 0);
}

/** The factory's floor space; `free` is never below 0 (a factory over its floor keeps its machines). */
export function floorSpace(
  state: Pick<FactoryState, 'machines' | 'site' | 'extraFloor'>,
  site: SiteId | null = state.site,
): FloorSpace {
  const used = floorUsed(state.machines);
  const total = siteFloor(site) + state.extraFloor;
  return { used, total, free: Math.max(0, total - used) };
}

/** Extra floor a build (from level 0) or an upgrade to `level` takes. */
export function floorNeeded(type: MachineType, level: Level): number {
  return level === 1 ? machineFloor(type, 1) : machineFloor(type, level) - machineFloor(type, (level - 1) as Level);
}

/** Whether `extra` more floor fits the factory's site. */
export function fitsFloor(state: Pick<FactoryState, 'machines' | 'site' | 'extraFloor'>, extra: number): boolean {
  const { used, total } = floorSpace(state);
  return used + extra <= total;
}

/** The build rule's refusal when `type` at `level` does not fit the floor; null when it does. */
export function lacksFloor(state: FactoryState, type: MachineType, level: Level, what: string): ActionResult | null {
  const extra = floorNeeded(type, level);
  if (fitsFloor(state, extra)) return null;
  const { used, total } = floorSpace(state);
  return refuse(
    'NO_FLOOR_SPACE',
    `Not enough floor space: ${what} needs ${extra} floor and your factory uses ${used} of ${total}. Scrap a machine, extend your floor or buy what you need from other players.`,
  );
}
