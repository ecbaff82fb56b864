import { describe, expect, it } from 'vitest';
import { tenMachineFactory } from '../src/dev/ten-machine-factory.js';
import { newPartId } from '../src/factories/part-ids.js';

describe('the benchmarks’ ten-machine factory', () => {
  it('staffs its own machines, whatever ids it is given', () => {
    const factory = tenMachineFactory(7, newPartId);
    const machineIds = new Set(factory.machines.map((m) => m.id));
    expect(machineIds.size).toBe(10);
    for (const worker of factory.workers) expect(machineIds.has(worker.assignedMachineId!)).toBe(true);
  });
});
