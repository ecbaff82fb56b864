import { emptyInventory } from '../resources.js';
import { describe, expect, it } from 'vitest';
import { factoryWith, machine, starterFactory } from '../../test/fixtures.js';
import { advanceFactory } from '../tick/tick.js';
import { gridHeadline } from './at-a-glance.js';
import { powerGrid } from './power.js';

describe('power grid', () => {
  it('reports the starter factory: 15 generated, 10 drawn', () => {
    expect(powerGrid(starterFactory())).toEqual({
      status: 'SURPLUS',
      totalGeneration: 15,
      totalConsumption: 10,
      theoreticalGeneration: 15,
      theoreticalConsumption: 10,
      efficiency: 1,
      overallEfficiency: 1,
      fundingFactor: 1,
      crewEfficiency: 1,
      productionEfficiency: 1,
      // Its one iron mine feeds half a smelter: the headline says so (at-a-glance.test.ts).
      headline: gridHeadline(starterFactory()),
      netPower: 5,
      powerCapacity: 15,
      powerUsed: 10,
      cumulativePowerSpent: 0,
      powerPlants: [{ machineId: 'plant', type: 'POWER_PLANT', level: 1, capacity: 1, generation: 15 }],
      consumers: [
        { machineId: 'coal', type: 'COAL_MINE', level: 1, capacity: 1, consumption: 3 },
        { machineId: 'iron', type: 'IRON_MINE', level: 1, capacity: 1, consumption: 2 },
        { machineId: 'smelter', type: 'SMELTER', level: 1, capacity: 1, consumption: 5 },
      ],
    });
  });

  it('shows a factory with no power as CRITICAL at the insufficient-power penalty', () => {
    const grid = powerGrid(factoryWith([machine('i', 'IRON_MINE'), machine('s', 'SMELTER')]));
    expect(grid).toMatchObject({
      status: 'CRITICAL',
      totalGeneration: 0,
      totalConsumption: 7,
      netPower: -7,
      efficiency: 0.5,
      overallEfficiency: 0.5,
      powerCapacity: 0,
      powerUsed: 7,
      powerPlants: [],
    });
  });

  it('lists broken plants and idle consumers at zero, and draws more for worn machines', () => {
    const grid = powerGrid(
      factoryWith([
        machine('p', 'POWER_PLANT', { condition: 0 }),
        machine('q', 'POWER_PLANT'),
        machine('i', 'IRON_MINE', { condition: 0.5 }),
        machine('s', 'SMELTER', { maintenance: { type: 'ROUTINE', ticksLeft: 1 } }),
      ]),
    );
    expect(grid.powerPlants.map((p) => [p.machineId, p.generation])).toEqual([
      ['p', 0],
      ['q', 15],
    ]);
    expect(grid.consumers.map((c) => c.machineId)).toEqual(['i', 's']);
    expect(grid.consumers[0]!.consumption).toBeCloseTo(2.3); // 2 × (1 + 0.5 × 0.3)
    expect(grid.consumers[1]!.consumption).toBe(0);
    expect(grid).toMatchObject({ theoreticalGeneration: 15, powerCapacity: 15 });
  });

  it('shows no generation from plants out of coal', () => {
    const state = factoryWith([machine('p', 'POWER_PLANT'), machine('i', 'IRON_MINE')], {
      inventory: { ...emptyInventory(), IRON_ORE: 0, STEEL_BAR: 0, COAL: 0, ADVANCED_STEEL: 0 },
    });
    expect(powerGrid(state)).toMatchObject({ totalGeneration: 0, theoreticalGeneration: 15, status: 'CRITICAL' });
  });

  it('takes cumulative power spent from the factory, or from the caller', () => {
    const { state } = advanceFactory(starterFactory(), { tick: 1, now: 0 });
    expect(powerGrid(state).cumulativePowerSpent).toBe(10);
    expect(powerGrid(state, 1234).cumulativePowerSpent).toBe(1234);
  });
});
