import type { MachineType } from '@forgeworks/contract';
import { machineLabels as labelsOf } from '@forgeworks/engine';

/**
 * 'Iron Mine #2', the second Iron Mine in build order (a lone machine keeps its plain name): the
 * engine's rule, so pages and the server's messages name machines alike. Reports list machines in
 * build order, so a report holding every machine of a type gives each the same label everywhere.
 */
export function machineLabels(entries: readonly { machineId: string; type: MachineType }[]): Map<string, string> {
  return labelsOf(entries.map((e) => ({ id: e.machineId, type: e.type })));
}

/** The same labels for the factory's own machines (`{ id, type }`), in build order. */
export function factoryMachineLabels(machines: readonly { id: string; type: MachineType }[]): Map<string, string> {
  return labelsOf(machines);
}
