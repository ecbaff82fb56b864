import { describe, expect, it } from 'vitest';
import { machineLabel, machineLabels } from './labels.js';

describe('machine labels', () => {
  it('number machines of one type in build order and leave a lone one plain', () => {
    const machines = [
      { id: 'a', type: 'IRON_MINE' as const },
      { id: 'b', type: 'POWER_PLANT' as const },
      { id: 'c', type: 'IRON_MINE' as const },
    ];
    expect([...machineLabels(machines).values()]).toEqual(['Iron Mine #1', 'Power Plant', 'Iron Mine #2']);
    expect(machineLabel(machines, 'c')).toBe('Iron Mine #2');
    expect(machineLabel(machines, 'gone')).toBe('Machine');
  });

  it('count a machine listed twice once', () => {
    const listed = [
      { id: 's', type: 'SMELTER' as const },
      { id: 's', type: 'SMELTER' as const },
    ];
    expect([...machineLabels(listed).values()]).toEqual(['Smelter']);
  });
});
