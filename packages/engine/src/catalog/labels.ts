import type { MachineType } from './machines.js';
import { machineConfig } from './machines.js';

/**
 * How a player tells machines apart: 'Iron Mine #2' is the second Iron Mine in build order; a
 * machine alone of its type keeps its plain name. The server's messages and every page use this.
 */
export function machineLabels(machines: readonly { id: string; type: MachineType }[]): Map<string, string> {
  // A report may list one machine twice (a smelter both makes steel and uses coal): count it once.
  const totals = new Map<MachineType, number>();
  const counted = new Set<string>();
  for (const m of machines) {
    if (counted.has(m.id)) continue;
    counted.add(m.id);
    totals.set(m.type, (totals.get(m.type) ?? 0) + 1);
  }
  const seen = new Map<MachineType, number>();
  const labels = new Map<string, string>();
  for (const m of machines) {
    if (labels.has(m.id)) continue;
    const n = (seen.get(m.type) ?? 0) + 1;
    seen.set(m.type, n);
    const name = machineConfig(m.type, 1).name;
    labels.set(m.id, (totals.get(m.type) ?? 0) > 1 ? `${name} #${n}` : name);
  }
  return labels;
}

/** One machine's label among the factory's machines (build order). */
export function machineLabel(machines: readonly { id: string; type: MachineType }[], id: string): string {
  return machineLabels(machines).get(id) ?? 'Machine';
}
