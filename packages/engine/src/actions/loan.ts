import type { Cents } from '../money.js';
import { roundCents, usd } from '../money.js';
import { formatUsd } from '../market/format.js';
import { netWorth } from '../progress/net-worth.js';
import type { StoredResource } from '../resources.js';
import { LOAN } from '../rules.js';
import type { ActionResult, FactoryState } from '../state.js';
import { refuse } from '../state.js';
import type { ActionContext } from './common.js';
import { succeed } from './common.js';

export interface LoanTerms {
  maxLoanAmount: Cents;
  interestRate: number;
}

/** A bank lends up to half the factory's net worth (at least $10,000), less what it already owes, in whole dollars. */
export function loanTerms(state: FactoryState, prices?: Partial<Record<StoredResource, Cents>>): LoanTerms {
  const ceiling = Math.max(LOAN.MIN_MAX_AMOUNT, netWorth(state, prices) * LOAN.NET_WORTH_SHARE);
  const available = Math.max(0, ceiling - state.debt);
  return { maxLoanAmount: usd(Math.floor(available / 100)), interestRate: LOAN.INTEREST_RATE };
}

/**
 * The loan's interest is added to the debt at once; the debt is then repaid every tick. The terms
 * are valued at `prices`, which the caller must give as it gave them to loanTerms for the offer.
 */
export function takeEmergencyLoan(
  state: FactoryState,
  input: { loanAmount: Cents },
  ctx: ActionContext & { prices: Partial<Record<StoredResource, Cents>> },
): ActionResult {
  const amount = input.loanAmount;
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) {
    return refuse('INVALID_INPUT', 'Loan amount must be a positive amount of money');
  }
  const terms = loanTerms(state, ctx.prices);
  if (terms.maxLoanAmount <= 0) return refuse('LOAN_REFUSED', 'No loan is available: repay some of your debt first');
  if (amount > terms.maxLoanAmount) {
    return refuse('LOAN_REFUSED', `The most you can borrow is ${formatUsd(terms.maxLoanAmount)}`);
  }
  const owed = roundCents(amount * (1 + terms.interestRate));
  return succeed(
    { ...state, cash: state.cash + amount, debt: state.debt + owed },
    [
      { kind: 'cash', reason: 'loan', amount },
      { kind: 'debt', reason: 'loan', amount: owed },
    ],
    `Emergency loan approved! ${formatUsd(amount)} added to your cash; you owe ${formatUsd(owed)}`,
    ctx,
  );
}
