import { describe, expect, it } from 'vitest';
import { newFactory } from '../factory.js';
import { usd } from '../money.js';
import { advanceFactory } from '../tick/tick.js';
import { loanTerms, takeEmergencyLoan } from './loan.js';

// No market: stock is valued at base prices.
const ctx = { now: 0, prices: {} };

describe('emergency loan', () => {
  it('offers half the net worth, at least $10,000, less the debt, at 10% interest', () => {
    const start = newFactory(1); // $50,000 cash + 100 coal at $8
    expect(loanTerms(start)).toEqual({ maxLoanAmount: usd(25_400), interestRate: 0.1 });
    expect(loanTerms({ ...start, cash: 0, inventory: { ...start.inventory, COAL: 0 } }).maxLoanAmount).toBe(
      usd(10_000),
    );
    expect(loanTerms({ ...start, debt: usd(30_000) }).maxLoanAmount).toBe(0);
  });

  it('adds the amount to cash and the amount plus interest to debt, then the debt is repaid each tick', () => {
    const result = takeEmergencyLoan(newFactory(1), { loanAmount: usd(10_000) }, ctx);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.state.cash).toBe(usd(60_000));
    expect(result.state.debt).toBe(usd(11_000));
    const next = advanceFactory(result.state, { tick: 1, now: 0 }).state;
    expect(next.debt).toBe(usd(11_000 - 550));
  });

  it('refuses more than the terms allow, and bad amounts', () => {
    expect(takeEmergencyLoan(newFactory(1), { loanAmount: usd(25_401) }, ctx)).toMatchObject({
      ok: false,
      error: { code: 'LOAN_REFUSED' },
    });
    for (const loanAmount of [0, -5, 10.5]) {
      expect(takeEmergencyLoan(newFactory(1), { loanAmount }, ctx)).toMatchObject({
        ok: false,
        error: { code: 'INVALID_INPUT' },
      });
    }
  });
});
