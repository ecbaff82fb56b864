import type { MachineType } from '@forgeworks/contract';
import { machineInfo } from './catalog';

/**
 * Names machines the way a player tells them apart: 'Iron Mine #2' is the second Iron Mine in
 * build order. Reports list machines in build order, so numbering within a report that holds
 * every machine of a type gives each machine the same number on every page.
 */
export function machineLabels(entries: readonly { machineId: string; type: MachineType }[]): Map<string, string> {
  const counts = new Map<MachineType, number>();
  const seen = new Set<string>();
  const totals = new Map<MachineType, number>();
  for (const e of entries) {
    if (seen.has(e.machineId)) continue;
    seen.add(e.machineId);
    totals.set(e.type, (totals.get(e.type) ?? 0) + 1);
  }
  const labels = new Map<string, string>();
  for (const e of entries) {
    if (labels.has(e.machineId)) continue;
    const n = (counts.get(e.type) ?? 0) + 1;
    counts.set(e.type, n);
    const name = machineInfo(e.type).name;
    // A lone machine of its type needs no number.
    labels.set(e.machineId, (totals.get(e.type) ?? 0) > 1 ? `${name} #${n}` : name);
  }
  return labels;
}
