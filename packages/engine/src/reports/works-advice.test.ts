import { describe, expect, it } from 'vitest';
import { balancedMachines, factoryWith, machine } from '../../test/fixtures.js';
import { machineConfig } from '../catalog/machines.js';
import type { SiteId } from '../catalog/sites.js';
import { askOf } from '../market/pricing.js';
import { usd } from '../money.js';
import type { StoredResource } from '../resources.js';
import { MARKET, THRESHOLDS } from '../rules.js';
import type { Prices } from './advice.js';
import { ADVICE } from './advice.js';
import { advise } from './recommendations.js';
import { siteWorks } from '../catalog/sites.js';
import { boughtFromOthers, worksCase, worksStep } from './works-advice.js';

const prices: Prices = { ...MARKET.BASE_PRICES };
const worksAdvice = (...args: Parameters<typeof worksStep>) => worksStep(...args)?.advice ?? null;
const rich = (site: SiteId, cash = usd(1_000_000)) => factoryWith(balancedMachines(), { site, cash });
const none = () => 0;

describe("the site's link of the works", () => {
  it('is the works machine the site runs better, and none where the strength is a mine', () => {
    expect(siteWorks('COAL_BASIN')).toBe('COKE_OVEN');
    expect(siteWorks('RIVER_WORKS')).toBe('TOOL_WORKS');
    expect(siteWorks('FREE_PORT')).toBe('MACHINE_SHOP');
    expect(siteWorks('IRON_RANGE')).toBeNull();
    expect(siteWorks(null)).toBeNull();
  });

  it('prices what the factory buys at the ask and what it makes itself at the sell price', () => {
    const state = rich('RIVER_WORKS');
    const allBought = worksCase(state, 'TOOL_WORKS', none, prices);
    expect(allBought.inputs).toEqual([
      { resource: 'STEEL_BAR', made: 0, bought: 2 },
      { resource: 'COKE', made: 0, bought: 1 },
    ]);
    const barsMade = worksCase(state, 'TOOL_WORKS', (r: StoredResource) => (r === 'STEEL_BAR' ? 5 : 0), prices);
    expect(barsMade.inputs[0]).toEqual({ resource: 'STEEL_BAR', made: 2, bought: 0 });
    // Two bars bought cost the spread more than two bars of its own.
    const spread = 2 * (askOf(prices.STEEL_BAR) - prices.STEEL_BAR);
    expect(barsMade.profitPerTick - allBought.profitPerTick).toBeCloseTo(spread, 6);
  });

  it("counts the port's smaller spread on what it buys", () => {
    const port = worksCase(rich('FREE_PORT'), 'MACHINE_SHOP', none, prices);
    const open = worksCase({ ...rich('FREE_PORT'), site: null }, 'MACHINE_SHOP', none, prices);
    // The same inputs, a fifth of the spread, and 20% more parts.
    expect(port.profitPerTick).toBeGreaterThan(open.profitPerTick);
    expect(open.profitPerTick).toBeGreaterThan(0);
  });

  it('asks a Coal Basin factory for a Coke Oven its own coal feeds', () => {
    const advice = worksAdvice(rich('COAL_BASIN'), () => 10, prices);
    expect(advice?.action).toEqual({ kind: 'build', machine: 'COKE_OVEN' });
    expect(advice?.text).toMatch(
      /^Your site suits a Coke Oven: it makes 150% more coke here and pays back in about \d+ hours at today's prices/,
    );
    expect(advice?.text).toContain('Your own machines feed it.');
  });

  it('says what a Free Port factory will buy from other factories', () => {
    const advice = advise(rich('FREE_PORT'));
    expect(advice.map((a) => a.action)).toEqual([{ kind: 'build', machine: 'MACHINE_SHOP' }]);
    expect(advice[0]!.text).toContain(
      'You will buy advanced steel, tools and coke from other factories (the exchange, contracts or the market).',
    );
  });

  it('names what it buys and what its own machines feed', () => {
    const advice = advise(rich('RIVER_WORKS'))[0]!;
    expect(advice.action).toEqual({ kind: 'build', machine: 'TOOL_WORKS' });
    expect(advice.text).toMatch(/^Your site suits a Tool Works: it makes 50% more tools here and pays back in about/);
    expect(advice.text).toContain('You will buy coke from other factories');
    expect(advice.text).toContain('your own machines feed it steel bar.');
  });

  it('leaves an Iron Range factory to the steel advice', () => {
    // Its two mines dig 125% more ore: the spare ore asks for a refiner, never a works machine.
    expect(advise(rich('IRON_RANGE')).map((a) => a.action)).toEqual([{ kind: 'build', machine: 'SMELTER' }]);
  });

  it('is not asked without the cash for it, half a day of what it buys and the reserve, nor when it would not pay', () => {
    const { boughtPerTick } = worksCase(rich('FREE_PORT'), 'MACHINE_SHOP', none, prices);
    // Advanced steel, tools and coke at the port's ask: a fifth of the spread.
    expect(boughtPerTick).toBe(
      2 * askOf(prices.ADVANCED_STEEL, 0.2) + 2 * askOf(prices.TOOLS, 0.2) + askOf(prices.COKE, 0.2),
    );
    const needed =
      machineConfig('MACHINE_SHOP', 1).cost + THRESHOLDS.EXPANSION_CASH + boughtPerTick * ADVICE.WORKS_STOCK_TICKS;
    expect(worksAdvice(rich('FREE_PORT', needed), none, prices)).not.toBeNull();
    expect(worksAdvice(rich('FREE_PORT', needed - 1), none, prices)).toBeNull();
    // A Coal Basin oven its own coal feeds buys nothing: its cost and the reserve are enough.
    const oven = machineConfig('COKE_OVEN', 1).cost + THRESHOLDS.EXPANSION_CASH;
    expect(worksAdvice(rich('COAL_BASIN', oven), () => 10, prices)).not.toBeNull();
    // Parts at 90% of base: still wanted (above the glut share), but inputs bought at 120% eat the margin.
    const dearInputs = {
      ...prices,
      MACHINE_PARTS: prices.MACHINE_PARTS * 0.9,
      ADVANCED_STEEL: prices.ADVANCED_STEEL * 1.2,
      TOOLS: prices.TOOLS * 1.2,
    };
    expect(worksCase(rich('FREE_PORT'), 'MACHINE_SHOP', none, dearInputs).paybackTicks).toBeGreaterThan(
      ADVICE.GROWTH_PAYBACK_TICKS,
    );
    expect(worksAdvice(rich('FREE_PORT'), none, dearInputs)).toBeNull();
  });

  it('is not asked when the market is glutted with what it makes', () => {
    const glut = { ...prices, COKE: Math.floor(prices.COKE * (ADVICE.GLUT_PRICE_SHARE - 0.01)) };
    expect(worksAdvice(rich('COAL_BASIN'), () => 10, glut)).toBeNull();
  });

  it('asks for a Power Plant first when no power is spare for it', () => {
    const plantless = factoryWith([machine('c1', 'COAL_MINE'), machine('c2', 'COAL_MINE')], {
      site: 'COAL_BASIN',
      cash: usd(1_000_000),
    });
    const advice = worksAdvice(plantless, () => 10, prices);
    expect(advice?.action).toEqual({ kind: 'build', machine: 'POWER_PLANT' });
    expect(advice?.text).toMatch(
      /^Your site suits a Coke Oven, but too little power is spare for it: build a Power Plant first\. A Coke Oven makes 150% more coke here and pays back in about \d+ hours/,
    );
  });

  it('has a works machine short of a good made best elsewhere buy it, not build its machine', () => {
    expect(boughtFromOthers('RIVER_WORKS', 'COKE')).toBe(true);
    expect(boughtFromOthers('COAL_BASIN', 'COKE')).toBe(false);
    expect(boughtFromOthers('FREE_PORT', 'TOOLS')).toBe(true);
    // Advanced steel comes from the steel chain every site builds, coal from a mine.
    expect(boughtFromOthers('FREE_PORT', 'ADVANCED_STEEL')).toBe(false);
    expect(boughtFromOthers('RIVER_WORKS', 'COAL')).toBe(false);
    const withToolWorks = (site: SiteId) =>
      advise(factoryWith([...balancedMachines(), machine('t', 'TOOL_WORKS')], { site, cash: usd(1_000_000) }));
    expect(withToolWorks('RIVER_WORKS')).toContainEqual({
      text: 'Your Tool Works is short of Coke: buy it from other factories (the exchange, contracts or the market).',
      action: { kind: 'buy' },
    });
    expect(withToolWorks('COAL_BASIN')).toContainEqual({
      text: 'Build a Coke Oven: your Tool Works is short of Coke.',
      action: { kind: 'build', machine: 'COKE_OVEN' },
    });
  });
});
