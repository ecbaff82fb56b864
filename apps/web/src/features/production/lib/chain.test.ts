import { describe, expect, it } from 'vitest';
import {
  balanceOf,
  BALANCE_INFO,
  chainAdvice,
  groupByStage,
  isChainEmpty,
  linksByType,
  netRateText,
  stageLabel,
  stageOf,
} from './chain';
import { chainRow as row } from './chain-fixtures';

const ore = row({ produced: 10, consumed: 10 });
const bars = row({
  resource: 'STEEL_BAR',
  resourceId: 2,
  name: 'Steel Bar',
  stage: 'INTERMEDIATE',
  produced: 2,
  netRate: 2,
});
const coal = row({ resource: 'COAL', resourceId: 3, name: 'Coal', produced: 8, consumed: 10, netRate: -2 });
const advanced = row({ resource: 'ADVANCED_STEEL', resourceId: 5, name: 'Advanced Steel', stage: 'FINAL_PRODUCT' });

describe('classification', () => {
  it('labels the three stages', () => {
    expect(stageLabel('RAW_MATERIAL')).toBe('Raw material');
    expect(stageLabel('INTERMEDIATE')).toBe('Intermediate');
    expect(stageLabel('FINAL_PRODUCT')).toBe('Final product');
  });

  it('groups resources raw → intermediate → final, keeping empty stages', () => {
    const groups = groupByStage([advanced, coal, bars, ore]);
    expect(groups.map((g) => g.stage)).toEqual(['RAW_MATERIAL', 'INTERMEDIATE', 'FINAL_PRODUCT']);
    expect(groups[0]?.rows.map((r) => r.name)).toEqual(['Coal', 'Iron Ore']);
    expect(groups[1]?.rows.map((r) => r.name)).toEqual(['Steel Bar']);
    expect(groups[2]?.rows.map((r) => r.name)).toEqual(['Advanced Steel']);
    expect(groupByStage([ore])[2]?.rows).toEqual([]);
  });

  it("falls back to the game's stage for a row without one", () => {
    expect(stageOf({ resource: 'ADVANCED_STEEL' })).toBe('FINAL_PRODUCT');
    expect(stageOf({ resource: 'STEEL_BAR' })).toBe('INTERMEDIATE');
    expect(stageOf({ resource: 'COAL', stage: 'RAW_MATERIAL' })).toBe('RAW_MATERIAL');
  });
});

describe('net rate', () => {
  it('is a surplus above 0 (good), a deficit below (bad), balanced at 0 and idle when unused', () => {
    expect(balanceOf(bars)).toBe('surplus');
    expect(BALANCE_INFO[balanceOf(bars)].tone).toBe('good');
    expect(balanceOf(coal)).toBe('deficit');
    expect(BALANCE_INFO[balanceOf(coal)].tone).toBe('bad');
    expect(balanceOf(ore)).toBe('balanced');
    expect(balanceOf(advanced)).toBe('idle');
  });

  it('is short, whatever the net rate, when a machine gets less than it needs (the furnace wanting 8 ore of 5)', () => {
    const starved = row({ produced: 5, consumed: 5, shortBy: 3 });
    expect(balanceOf(starved)).toBe('short');
    expect(BALANCE_INFO.short).toEqual({ label: 'Short', tone: 'bad' });
    expect(chainAdvice(starved)).toMatch(/^The machines that use Iron Ore need 3 more a tick than they get/);
  });

  it('shows the rate signed, per tick', () => {
    expect(netRateText(2)).toBe('+2 /tick');
    expect(netRateText(-2.26)).toBe('-2.3 /tick');
    expect(netRateText(0)).toBe('0 /tick');
  });

  it('advises on deficits, unmade products and unused surpluses', () => {
    expect(chainAdvice(coal)).toBe(
      'Coal is used faster than it is made: stock runs down by 2 a tick. Build another Coal Mine, lower the capacity of the machines that use it, or buy some on Buy & Sell to tide you over.',
    );
    expect(chainAdvice(advanced)).toBe(
      'No machine makes Advanced Steel yet: build a Steel Mill to add it to your chain.',
    );
    expect(chainAdvice(bars)).toBe('Steel Bar piles up with nothing using it: sell it on the market.');
    expect(chainAdvice(ore)).toBeNull();
  });
});

describe('links and emptiness', () => {
  it('groups links by machine type with their count and summed rate', () => {
    const links = [
      { machineId: 'a', machineType: 'IRON_MINE' as const, rate: 5 },
      { machineId: 'b', machineType: 'SMELTER' as const, rate: 2 },
      { machineId: 'c', machineType: 'IRON_MINE' as const, rate: 3.5 },
    ];
    expect(linksByType(links)).toEqual([
      { type: 'IRON_MINE', count: 2, rate: 8.5 },
      { type: 'SMELTER', count: 1, rate: 2 },
    ]);
  });

  it('is empty only while no machine makes or uses anything', () => {
    expect(isChainEmpty([advanced, row({ resource: 'COAL' })])).toBe(true);
    expect(
      isChainEmpty([advanced, row({ consumers: [{ machineId: 'p', machineType: 'POWER_PLANT', rate: 5 }] })]),
    ).toBe(false);
  });
});
