import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { starterFactory } from '../../test/fixtures.js';
import { usd } from '../money.js';
import type { GameEvent } from '../state.js';
import { advanceFactory } from '../tick/tick.js';
import { ledgerFromEvents, mergeLedgers } from './ledger.js';
import { financialStatement, TIMEFRAME_TICKS } from './statement.js';

const TRADING_TICK: GameEvent[] = [
  { kind: 'cash', reason: 'sale', amount: usd(240), resource: 'STEEL_BAR', quantity: 2 },
  { kind: 'cash', reason: 'power', amount: -usd(1) },
  { kind: 'cash', reason: 'salaries', amount: -usd(20) },
  { kind: 'cash', reason: 'labor', amount: -usd(19) },
  { kind: 'cash', reason: 'build', amount: -usd(5_000) },
];

describe('financial statement', () => {
  it('maps the selector to 1, 10 and 12 ticks', () => {
    expect(TIMEFRAME_TICKS).toEqual({ CURRENT_TICK: 1, LAST_10_TICKS: 10, LAST_HOUR: 12 });
  });

  it('sums sales by resource id and expenses by kind; building is capital, not an expense', () => {
    const ticks = Array.from({ length: 20 }, (_, i) => ledgerFromEvents(i + 1, TRADING_TICK));
    const hour = financialStatement(ticks.slice(-TIMEFRAME_TICKS.LAST_HOUR));
    expect(hour).toEqual({
      income: { sales: { 1: 0, 2: usd(240 * 12), 3: 0, 5: 0, 6: 0, 7: 0, 8: 0 }, total: usd(240 * 12) },
      expenses: {
        power: usd(12),
        maintenance: 0,
        labor: usd(39 * 12),
        materials: 0,
        debtRepayment: 0,
        total: usd(40 * 12),
      },
      contracts: { escrow: 0, penalties: 0, bidEscrow: 0 },
      netProfit: usd(200 * 12),
      profitMargin: 200 / 240,
      ticks: 12,
    });
    expect(financialStatement(ticks.slice(-TIMEFRAME_TICKS.CURRENT_TICK)).netProfit).toBe(usd(200));
    expect(financialStatement(ticks.slice(-TIMEFRAME_TICKS.LAST_10_TICKS)).ticks).toBe(10);
  });

  it('counts stock bought from the market among materials, so net profit matches the cash it cost', () => {
    const row = ledgerFromEvents(1, [
      ...TRADING_TICK,
      { kind: 'cash', reason: 'purchase', amount: -usd(84), resource: 'COAL', quantity: 10 },
    ]);
    const plain = financialStatement([ledgerFromEvents(1, TRADING_TICK)]);
    const statement = financialStatement([row]);
    expect(statement.expenses.materials).toBe(plain.expenses.materials + usd(84));
    expect(statement.expenses.total).toBe(plain.expenses.total + usd(84));
    expect(statement.netProfit).toBe(plain.netProfit - usd(84));
  });

  it('has a zero margin with no income, and a negative profit for a factory that only spends', () => {
    expect(financialStatement([])).toMatchObject({ netProfit: 0, profitMargin: 0, ticks: 0 });
    const { events } = advanceFactory(starterFactory(), { tick: 1, now: 0 });
    // Running costs 8,100 cents and salaries 2,615 cents: nothing has been sold yet.
    expect(financialStatement([ledgerFromEvents(1, events)])).toMatchObject({
      income: { total: 0 },
      expenses: { total: 8100 + 2615 },
      netProfit: -(8100 + 2615),
      profitMargin: 0,
    });
  });

  it('reads a roll-up exactly as the rows it merges', () => {
    const cents = fc.integer({ min: 0, max: 10_000_000 });
    const row = fc.record({ sale: cents, power: cents, repair: cents, repay: cents });
    fc.assert(
      fc.property(fc.array(row, { maxLength: 24 }), fc.nat(24), (rows, cut) => {
        const ledgers = rows.map((r, i) =>
          ledgerFromEvents(i + 1, [
            { kind: 'cash', reason: 'sale', amount: r.sale, resource: 'ADVANCED_STEEL', quantity: 1 },
            { kind: 'cash', reason: 'power', amount: -r.power },
            { kind: 'cash', reason: 'repair', amount: -r.repair },
            { kind: 'cash', reason: 'debtRepayment', amount: -r.repay },
          ]),
        );
        const hourly = [mergeLedgers(ledgers.slice(0, cut)), mergeLedgers(ledgers.slice(cut))];
        expect(financialStatement(hourly)).toEqual(financialStatement(ledgers));
      }),
    );
  });
});
