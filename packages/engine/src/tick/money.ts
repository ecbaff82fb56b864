import type { Cents } from '../money.js';
import { roundCents } from '../money.js';
import { DEBT } from '../rules.js';
import type { CashReason, GameEvent } from '../state.js';

/**
 * Pays a tick's bills: whatever cash cannot cover becomes debt (an overdraft), so cash
 * never goes below zero and no cost is silently dropped.
 */
export function payBills(
  cash: Cents,
  debt: Cents,
  bills: ReadonlyArray<[CashReason, Cents]>,
): { cash: Cents; debt: Cents; events: GameEvent[] } {
  const events: GameEvent[] = [];
  let total = 0;
  for (const [reason, amount] of bills) {
    if (amount <= 0) continue;
    total += amount;
    events.push({ kind: 'cash', reason, amount: -amount });
  }
  if (total <= cash) return { cash: cash - total, debt, events };
  const shortfall = total - cash;
  events.push({ kind: 'cash', reason: 'overdraft', amount: shortfall });
  events.push({ kind: 'debt', reason: 'overdraft', amount: shortfall });
  return { cash: 0, debt: debt + shortfall, events };
}

/** 5% of the debt, at least $10, never more than the debt nor than the cash in hand. */
export function debtRepayment(cash: Cents, debt: Cents): Cents {
  if (debt <= 0) return 0;
  const due = Math.min(debt, Math.max(DEBT.MIN_REPAYMENT, roundCents(debt * DEBT.REPAYMENT_RATE)));
  return Math.max(0, Math.min(due, cash));
}
