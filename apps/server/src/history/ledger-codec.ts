import type { Capital, Expenses, TickLedger } from '@forgeworks/engine';
import { emptyLedger, STORED_RESOURCES } from '@forgeworks/engine';

/**
 * Ledger rows are stored as flat arrays of numbers in a fixed order: a factory row carries an
 * hour of them and is rewritten every tick, so field names would be most of its bytes.
 */
const EXPENSES: readonly (keyof Expenses)[] = ['power', 'maintenance', 'labor', 'materials', 'debtRepayment'];
const CAPITAL: readonly (keyof Capital)[] = ['build', 'upgrade', 'scrap', 'loan', 'challengeReward', 'overdraft'];
const INVENTORIES = ['produced', 'consumed', 'unitsSold'] as const;

export type EncodedLedger = number[];

export function encodeLedger(ledger: TickLedger): EncodedLedger {
  const out: number[] = [ledger.tick, ledger.ticks];
  for (const r of STORED_RESOURCES) out.push(ledger.income[r]);
  for (const k of EXPENSES) out.push(ledger.expenses[k]);
  for (const k of CAPITAL) out.push(ledger.capital[k]);
  for (const field of INVENTORIES) for (const r of STORED_RESOURCES) out.push(ledger[field][r]);
  return out;
}

export function decodeLedger(encoded: EncodedLedger): TickLedger {
  const ledger = emptyLedger(encoded[0] ?? 0);
  let i = 1;
  const next = () => encoded[i++] ?? 0;
  ledger.ticks = next();
  for (const r of STORED_RESOURCES) ledger.income[r] = next();
  for (const k of EXPENSES) ledger.expenses[k] = next();
  for (const k of CAPITAL) ledger.capital[k] = next();
  for (const field of INVENTORIES) for (const r of STORED_RESOURCES) ledger[field][r] = next();
  return ledger;
}
