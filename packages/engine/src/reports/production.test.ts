import { describe, expect, it } from 'vitest';
import { factoryWith, machine, starterFactory } from '../../test/fixtures.js';
import { machineEfficiency, productionChain } from './production.js';

describe('machine efficiency', () => {
  it('reports actual against maximum output, power included for plants', () => {
    const report = machineEfficiency(starterFactory());
    const byId = (id: string) => report.find((m) => m.machineId === id)!;
    expect(byId('plant')).toMatchObject({
      actualOutput: [{ resourceId: 4, quantity: 15 }],
      maxOutput: [{ resourceId: 4, quantity: 15 }],
    });
    expect(byId('iron')).toEqual({
      machineId: 'iron',
      machineType: 'IRON_MINE',
      level: 1,
      capacity: 1,
      workerEfficiency: 1,
      requiredWorkers: [
        { type: 'OPERATOR', skillLevel: 1, needed: 2, assigned: 2 },
        { type: 'TECHNICIAN', skillLevel: 2, needed: 1, assigned: 1 },
      ],
      actualOutput: [{ resourceId: 1, quantity: 5 }],
      maxOutput: [{ resourceId: 1, quantity: 5 }],
    });
    // One mine's 5 ore feeds half of the smelter's 10-ore batch.
    expect(byId('smelter').actualOutput).toEqual([{ resourceId: 2, quantity: 1 }]);
    expect(byId('smelter').maxOutput).toEqual([{ resourceId: 2, quantity: 2 }]);
  });

  it('shows the cost of no power, no staff and low capacity in the actual output', () => {
    const report = machineEfficiency(factoryWith([machine('i', 'IRON_MINE', { capacity: 0.5 })], { staffed: false }));
    // 5 ore × capacity 0.5 × automation floor 0.25 × power penalty 0.5
    expect(report[0]).toMatchObject({ workerEfficiency: 0.25, actualOutput: [{ resourceId: 1, quantity: 0.313 }] });
  });
});

describe('production chain', () => {
  it('classifies the starter factory’s resources and nets their rates per tick', () => {
    const chain = productionChain(starterFactory());
    expect(chain.map((c) => [c.resource, c.resourceId, c.stage])).toEqual([
      ['IRON_ORE', 1, 'RAW_MATERIAL'],
      ['STEEL_BAR', 2, 'INTERMEDIATE'],
      ['COAL', 3, 'RAW_MATERIAL'],
      ['ADVANCED_STEEL', 5, 'FINAL_PRODUCT'],
      ['COKE', 6, 'INTERMEDIATE'],
      ['TOOLS', 7, 'INTERMEDIATE'],
      ['MACHINE_PARTS', 8, 'FINAL_PRODUCT'],
    ]);
    // The ore is used as fast as it is mined, yet the smelter wants 10 of the mine's 5: short by 5.
    expect(chain[0]).toMatchObject({ name: 'Iron Ore', produced: 5, consumed: 5, netRate: 0, shortBy: 5 });
    expect(chain[2]).toMatchObject({
      producers: [{ machineId: 'coal', machineType: 'COAL_MINE', rate: 8 }],
      consumers: [
        { machineId: 'plant', machineType: 'POWER_PLANT', rate: 5 },
        { machineId: 'smelter', machineType: 'SMELTER', rate: 1 },
      ],
      netRate: 2,
    });
    expect(chain[1]).toMatchObject({ produced: 1, consumed: 0, netRate: 1, shortBy: 0 });
    expect(chain[2]).toMatchObject({ shortBy: 0 });
    expect(chain[3]).toMatchObject({ producers: [], consumers: [], netRate: 0 });
  });
});
