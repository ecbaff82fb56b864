import type { MachineType, ResourceType } from '@forgeworks/contract';
import { Anvil, Cog, Flame, Gem, Hexagon, Mountain, Pickaxe, Shovel, Zap, Cuboid, type LucideIcon } from 'lucide-react';
import { cn } from '../lib/cn';

/** One icon per machine type and per resource, used the same way on every page. */
export const MACHINE_ICONS: Record<MachineType, LucideIcon> = {
  POWER_PLANT: Zap,
  COAL_MINE: Shovel,
  IRON_MINE: Pickaxe,
  SMELTER: Flame,
  STEEL_FURNACE: Anvil,
  STEEL_MILL: Cog,
};

export const RESOURCE_ICONS: Record<ResourceType, LucideIcon> = {
  IRON_ORE: Mountain,
  COAL: Hexagon,
  STEEL_BAR: Cuboid,
  ADVANCED_STEEL: Gem,
  POWER: Zap,
};

interface IconProps {
  className?: string;
}

export function MachineIcon({ type, className }: IconProps & { type: MachineType }) {
  const Icon = MACHINE_ICONS[type];
  return <Icon aria-hidden className={cn('size-4 shrink-0', className)} />;
}

export function ResourceIcon({ type, className }: IconProps & { type: ResourceType }) {
  const Icon = RESOURCE_ICONS[type];
  return <Icon aria-hidden className={cn('size-4 shrink-0', className)} />;
}
