import type { MachineType, ResourceType } from '@forgeworks/contract';
import {
  Anvil,
  Bolt,
  Cog,
  Cuboid,
  Drill,
  Flame,
  Gem,
  Hammer,
  Heater,
  Hexagon,
  Mountain,
  Pickaxe,
  Shovel,
  Torus,
  Wrench,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '../lib/cn';

/** One icon per machine type and per resource, used the same way on every page. */
export const MACHINE_ICONS: Record<MachineType, LucideIcon> = {
  POWER_PLANT: Zap,
  COAL_MINE: Shovel,
  IRON_MINE: Pickaxe,
  SMELTER: Flame,
  STEEL_FURNACE: Anvil,
  STEEL_MILL: Cog,
  COKE_OVEN: Heater,
  TOOL_WORKS: Hammer,
  MACHINE_SHOP: Drill,
};

export const RESOURCE_ICONS: Record<ResourceType, LucideIcon> = {
  IRON_ORE: Mountain,
  COAL: Hexagon,
  STEEL_BAR: Cuboid,
  ADVANCED_STEEL: Gem,
  COKE: Torus,
  TOOLS: Wrench,
  MACHINE_PARTS: Bolt,
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
