import type { Machine, MachineType } from '@forgeworks/contract';
import { MACHINE_TYPE_LIST, machineInfo } from '@/shared/lib/catalog';

export interface MachineCount {
  type: MachineType;
  name: string;
  count: number;
  /** How many at each level, for the levels the player has; [level, count], lowest first. */
  levels: [number, number][];
}

/** Machines by type in catalog order, every type included (0 for ones not built yet). */
export function machineCountsByType(machines: readonly Pick<Machine, 'type' | 'level'>[]): MachineCount[] {
  return MACHINE_TYPE_LIST.map((type) => {
    const mine = machines.filter((m) => m.type === type);
    const byLevel = new Map<number, number>();
    for (const m of mine) byLevel.set(m.level, (byLevel.get(m.level) ?? 0) + 1);
    return {
      type,
      name: machineInfo(type).name,
      count: mine.length,
      levels: [...byLevel.entries()].sort(([a], [b]) => a - b),
    };
  });
}
