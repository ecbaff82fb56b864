import type { StoredResource } from '@forgeworks/engine';
import { newMarket, planProduction, purchaseCostFor, TIME, totalSalaries } from '@forgeworks/engine';
import { describe, expect, it } from 'vitest';
import { factoryWith, machine } from '../../engine/test/fixtures.js';
import { nominalFlows } from '../src/flows.js';
import { Game } from '../src/game.js';
import { EPOCH } from '../src/simulation.js';
import { buyShortfall } from '../src/strategies/supply.js';
import { visitingPlayer } from '../src/strategies/visits.js';

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

describe("a visit's purchases priced as the market charges them", () => {
  it('buys the same ticks of every input of a works machine, the last one too, where a large purchase climbs the price', () => {
    const market = newMarket(1);
    const start = factoryWith([machine('t1', 'TOOL_WORKS'), machine('t2', 'TOOL_WORKS')]);
    const empty = Object.fromEntries(Object.keys(start.inventory).map((r) => [r, 0])) as typeof start.inventory;
    const week = 2016;
    const used = Object.entries(nominalFlows(start))
      .filter(([, f]) => f.used > f.made)
      .map(([r, f]) => ({ resource: r as StoredResource, perTick: f.used - f.made }));
    expect(used.map((u) => u.resource)).toEqual(['STEEL_BAR', 'COKE']);
    const state = { ...start, inventory: empty, boughtStock: empty };
    const weekCost = used.reduce((sum, u) => sum + purchaseCostFor(state, market, u.resource, u.perTick * week), 0);
    // Cash for about two thirds of the week's set: the bars, bought first, must leave the coke its share.
    const cash = Math.round(weekCost * 0.65);
    const game = new Game({ ...state, cash }, market, EPOCH);
    buyShortfall(game, week, 0, 0);
    const ticks = used.map((u) => game.state.inventory[u.resource] / u.perTick);
    expect(Math.min(...ticks)).toBeGreaterThan(week / 2);
    expect(Math.max(...ticks) - Math.min(...ticks)).toBeLessThanOrEqual(1);
    expect(game.state.cash).toBeGreaterThanOrEqual(0);
  });
});

describe("a visit's reserve", () => {
  it('keeps a twelfth of its round of bills: 168 ticks of them for a weekly player, not the hour a twice-daily one keeps', () => {
    const market = newMarket(1);
    const start = factoryWith([machine('p', 'POWER_PLANT'), machine('t1', 'TOOL_WORKS'), machine('t2', 'TOOL_WORKS')]);
    const empty = Object.fromEntries(Object.keys(start.inventory).map((r) => [r, 0])) as typeof start.inventory;
    const bare = { ...start, inventory: empty, boughtStock: empty };
    const bills = planProduction(bare).costs.total + totalSalaries(bare);
    const week = TIME.TICKS_PER_DAY * 7;
    const weekCost = Object.entries(nominalFlows(bare))
      .filter(([, f]) => f.used > f.made)
      .reduce((sum, [r, f]) => sum + purchaseCostFor(bare, market, r as StoredResource, (f.used - f.made) * week), 0);
    // Cash for the weekly player's reserve and half a week's inputs.
    const state = { ...bare, cash: bills * 168 + Math.round(weekCost / 2) };
    const leftAfterBuying = (interval: number) => {
      const game = new Game(state, market, EPOCH);
      let left = game.state.cash;
      const buy = game.buy.bind(game);
      game.buy = (resource, quantity) => {
        const bought = buy(resource, quantity);
        left = game.state.cash;
        return bought;
      };
      visitingPlayer('visitor', interval).act(game, interval + 1);
      return left;
    };
    const weekly = leftAfterBuying(week);
    expect(weekly).toBeGreaterThanOrEqual(bills * 168);
    expect(weekly).toBeLessThan(bills * 168 * 1.1);
  });
});
