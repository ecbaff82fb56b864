import { WELCOME_SETUP } from '@forgeworks/engine';
import { describe, expect, it } from 'vitest';
import { welcomeBuilds, welcomeSetupText } from './welcome-setup';

describe('welcome setup', () => {
  it("is the engine's setup in its order, the two iron mines as one step with both costs", () => {
    expect(WELCOME_SETUP).toEqual(['POWER_PLANT', 'COAL_MINE', 'IRON_MINE', 'IRON_MINE', 'SMELTER']);
    expect(welcomeBuilds()).toEqual([
      { type: 'POWER_PLANT', count: 1, cost: 15_000 },
      { type: 'COAL_MINE', count: 1, cost: 3_000 },
      { type: 'IRON_MINE', count: 2, cost: 10_000 },
      { type: 'SMELTER', count: 1, cost: 15_000 },
    ]);
  });

  it('groups only machines built one after another', () => {
    expect(welcomeBuilds(['IRON_MINE', 'SMELTER', 'IRON_MINE']).map((b) => b.count)).toEqual([1, 1, 1]);
  });

  it('says the order in a sentence', () => {
    expect(welcomeSetupText()).toBe('a Power Plant, then a Coal Mine, two Iron Mines and a Smelter');
    expect(welcomeSetupText(welcomeBuilds(['POWER_PLANT', 'IRON_MINE']))).toBe('a Power Plant, then an Iron Mine');
    expect(welcomeSetupText(welcomeBuilds(['POWER_PLANT']))).toBe('a Power Plant');
  });
});
