import { describe, expect, it } from 'vitest';
import { AWAY_AFTER_TICKS, awayMachines, returnsFromAway } from './away.js';

describe('away windows', () => {
  it('open on a return a game hour or more after the last visit', () => {
    expect(AWAY_AFTER_TICKS).toBe(12);
    expect(returnsFromAway(100, 111)).toBe(false);
    expect(returnsFromAway(100, 112)).toBe(true);
  });

  it('tally breakdowns, repairs and maintenance per machine, in build order, named as the factory names them', () => {
    const machines = [
      { id: 'a', type: 'IRON_MINE' as const },
      { id: 'b', type: 'IRON_MINE' as const },
      { id: 'c', type: 'SMELTER' as const },
    ];
    const tally = awayMachines(
      [
        { machineId: 'c', type: 'BREAKDOWN', cost: 0 },
        { machineId: 'c', type: 'EMERGENCY_REPAIR', cost: 900 },
        { machineId: 'b', type: 'ROUTINE', cost: 300 },
        { machineId: 'b', type: 'ROUTINE', cost: 0 },
        { machineId: 'b', type: 'REPAIR', cost: 150 },
        { machineId: 'gone', type: 'BREAKDOWN', cost: 0 },
      ],
      machines,
    );
    expect(tally).toEqual([
      { machineId: 'b', name: 'Iron Mine #2', breakdowns: 0, repairs: 1, maintenance: 1, cost: 450 },
      { machineId: 'c', name: 'Smelter', breakdowns: 1, repairs: 1, maintenance: 0, cost: 900 },
      { machineId: 'gone', name: 'Scrapped machine', breakdowns: 1, repairs: 0, maintenance: 0, cost: 0 },
    ]);
  });
});
