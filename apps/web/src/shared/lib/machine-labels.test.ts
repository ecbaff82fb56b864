import { describe, expect, it } from 'vitest';
import { machineLabels } from './machine-labels';

describe('machineLabels', () => {
  it('numbers machines of one type in the order given, and leaves a lone machine unnumbered', () => {
    const labels = machineLabels([
      { machineId: 'a', type: 'POWER_PLANT' },
      { machineId: 'b', type: 'IRON_MINE' },
      { machineId: 'c', type: 'IRON_MINE' },
    ]);
    expect(labels.get('a')).toBe('Power Plant');
    expect(labels.get('b')).toBe('Iron Mine #1');
    expect(labels.get('c')).toBe('Iron Mine #2');
  });

  it('gives a machine listed twice one label', () => {
    const labels = machineLabels([
      { machineId: 's', type: 'SMELTER' },
      { machineId: 's', type: 'SMELTER' },
      { machineId: 't', type: 'SMELTER' },
    ]);
    expect(labels.get('s')).toBe('Smelter #1');
    expect(labels.get('t')).toBe('Smelter #2');
  });
});

describe('machineLabels with repeats', () => {
  it('does not number a lone machine that a report lists twice', () => {
    const labels = machineLabels([
      { machineId: 's', type: 'SMELTER' },
      { machineId: 's', type: 'SMELTER' },
    ]);
    expect(labels.get('s')).toBe('Smelter');
  });
});
