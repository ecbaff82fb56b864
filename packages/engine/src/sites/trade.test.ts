import { describe, expect, it } from 'vitest';
import { SITE_IDS } from '../catalog/sites.js';
import { siteTrade } from './trade.js';

describe('what a site leads a factory to trade', () => {
  it('an Iron Range digs ore best, sells it, and buys the coal its refiners need', () => {
    expect(siteTrade('IRON_RANGE')).toMatchObject({
      strengths: [{ type: 'IRON_MINE', gain: 1.25 }],
      feeds: ['SMELTER', 'STEEL_FURNACE'],
      sells: ['IRON_ORE'],
      buys: ['COAL'],
      spreadShare: 1,
    });
  });

  it('a Coal Basin sells coal, coke and pithead steel bars, and buys the ore and what its coke is burnt with', () => {
    expect(siteTrade('COAL_BASIN')).toMatchObject({
      strengths: [
        { type: 'SMELTER', gain: 0.25 },
        { type: 'COAL_MINE', gain: 0.4 },
        { type: 'STEEL_FURNACE', gain: 0.25 },
        { type: 'COKE_OVEN', gain: 1.5 },
      ],
      sells: ['STEEL_BAR', 'COAL', 'COKE'],
      buys: ['IRON_ORE', 'ADVANCED_STEEL', 'TOOLS'],
    });
  });

  it("River Works' cheap power leaves as tools and the power-hungry refiners' goods; it buys ore, coal and coke", () => {
    const river = siteTrade('RIVER_WORKS');
    expect(river.strengths).toEqual([
      { type: 'POWER_PLANT', gain: 0.4 },
      { type: 'TOOL_WORKS', gain: 0.5 },
    ]);
    expect(river.feeds).not.toContain('IRON_MINE');
    expect(river.sells).toEqual(['STEEL_BAR', 'ADVANCED_STEEL', 'TOOLS', 'MACHINE_PARTS']);
    expect(river.buys).toEqual(['IRON_ORE', 'COAL', 'COKE']);
  });

  it('a Free Port refines best, buys its ore, coal, coke and tools, and pays less of the spread on the market', () => {
    expect(siteTrade('FREE_PORT')).toMatchObject({
      sells: ['STEEL_BAR', 'ADVANCED_STEEL', 'MACHINE_PARTS'],
      buys: ['IRON_ORE', 'COAL', 'COKE', 'TOOLS'],
      spreadShare: 0.2,
    });
  });

  it('no site makes everything: each buys something and never what it sells', () => {
    for (const site of SITE_IDS) {
      const { buys, sells } = siteTrade(site);
      expect(buys.length).toBeGreaterThan(0);
      expect(buys.filter((r) => sells.includes(r))).toEqual([]);
    }
  });
});
