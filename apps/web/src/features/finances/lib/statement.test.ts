import type { FinancialStatement } from '@forgeworks/contract';
import { emptyInventory } from '@forgeworks/engine';
import { describe, expect, it } from 'vitest';
import { revenueLines, statementIndicators } from './statement';

const statement: FinancialStatement = {
  timeframe: 'LAST_10_TICKS',
  ticks: 10,
  income: { sales: { '3': 80, '1': 120, '2': 4000, '5': 0 }, total: 4200 },
  expenses: { power: 12, maintenance: 300, labor: 742, debtRepayment: 50, materials: 300, total: 1404 },
  contracts: { penalties: 0, escrow: 0, bidEscrow: 0 },
  netProfit: 2796,
  profitMargin: 2796 / 4200,
  unitsSold: { ...emptyInventory(), IRON_ORE: 10, STEEL_BAR: 34, COAL: 10 },
};

describe('revenueLines', () => {
  it('names each resource id and orders the lines by id, with units sold', () => {
    expect(revenueLines(statement)).toEqual([
      { id: '1', resource: 'IRON_ORE', name: 'Iron Ore', amount: 120, unitsSold: 10 },
      { id: '2', resource: 'STEEL_BAR', name: 'Steel Bar', amount: 4000, unitsSold: 34 },
      { id: '3', resource: 'COAL', name: 'Coal', amount: 80, unitsSold: 10 },
      { id: '5', resource: 'ADVANCED_STEEL', name: 'Advanced Steel', amount: 0, unitsSold: 0 },
    ]);
  });

  it('never lists power, and names an unknown id plainly', () => {
    const lines = revenueLines({ ...statement, income: { sales: { '4': 0, '9': 5 }, total: 5 } });
    expect(lines.map((l) => l.name)).toEqual(['Resource 9']);
  });
});

describe('statementIndicators', () => {
  it('works out margin, expense ratio, per-tick figures and units sold', () => {
    const i = statementIndicators(statement);
    expect(i.margin).toBeCloseTo(0.6657, 4);
    expect(i.expenseRatio).toBeCloseTo(1404 / 4200);
    expect(i.revenuePerTick).toBe(420);
    expect(i.netProfitPerTick).toBeCloseTo(279.6);
    expect(i.unitsSold).toBe(54);
  });

  it('has no margin or ratio without revenue, and no per-tick figures before a tick', () => {
    const none = { ...statement, income: { sales: {}, total: 0 }, netProfit: -1404 };
    expect(statementIndicators(none)).toMatchObject({ margin: null, expenseRatio: null, revenuePerTick: 0 });
    const young = { ...none, ticks: 0 };
    expect(statementIndicators(young)).toMatchObject({ revenuePerTick: null, netProfitPerTick: null });
  });
});
