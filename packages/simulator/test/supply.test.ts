import { newMarket } from '@forgeworks/engine';
import { describe, expect, it } from 'vitest';
import { factoryWith, machine } from '../../engine/test/fixtures.js';
import { nominalFlows } from '../src/flows.js';
import { Game } from '../src/game.js';
import { EPOCH } from '../src/simulation.js';
import { buyShortfall } from '../src/strategies/supply.js';

describe('a visit buying what its machines use and it does not make', () => {
  it("buys its power plants' coal for the whole round first, then the works' inputs with what is left", () => {
    const market = newMarket(1);
    const machines = [machine('p1', 'POWER_PLANT'), machine('p2', 'POWER_PLANT'), machine('s', 'MACHINE_SHOP')];
    const start = factoryWith(machines);
    const empty = Object.fromEntries(Object.keys(start.inventory).map((r) => [r, 0])) as typeof start.inventory;
    const round = 144;
    const coal = nominalFlows(start).COAL.used * round;
    const shopInputs = nominalFlows({ ...start, machines: [machine('s', 'MACHINE_SHOP')] });
    const shopResources = Object.entries(shopInputs).filter(([, f]) => f.used > 0);
    expect(shopResources.length).toBeGreaterThan(0);
    // Cash for the round's coal and a little more: every input alike would buy far fewer ticks of coal.
    const cash = Math.ceil(coal * market.resources.COAL.sellPrice * 1.1 * 1.25);
    const game = new Game({ ...start, cash, inventory: empty, boughtStock: empty }, market, EPOCH);
    buyShortfall(game, round, 0, 0);
    expect(game.state.inventory.COAL).toBeGreaterThanOrEqual(coal);
    // What was left went on the shop's inputs, a set of each.
    for (const [resource] of shopResources)
      expect(game.state.inventory[resource as keyof typeof empty], resource).toBeGreaterThan(0);
  });
});
