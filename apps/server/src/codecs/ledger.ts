import type { Capital, ContractMoney, Expenses, TickLedger } from '@forgeworks/engine';
import { emptyLedger, STORED_RESOURCES } from '@forgeworks/engine';
import { ByteReader, ByteWriter } from './bytes.js';

/**
 * Ledger rows are stored as flat arrays of numbers in a fixed order: a factory row carries an
 * hour of them and is rewritten every tick, so field names would be most of its bytes.
 */
const EXPENSES: readonly (keyof Expenses)[] = ['power', 'maintenance', 'labor', 'materials', 'debtRepayment'];
const CAPITAL: readonly (keyof Capital)[] = ['build', 'upgrade', 'scrap', 'loan', 'challengeReward', 'overdraft'];
/**
 * Per-resource records after the money. Fields are appended at the end only, so older rows (shorter)
 * read them as zeros. `purchases` is money kept among the quantities because it came after them:
 * whole cents are exact as thousandths, at a byte or two more per non-zero entry.
 */
const INVENTORIES = ['produced', 'consumed', 'unitsSold', 'unitsBought', 'purchases'] as const;
/**
 * Contracts' escrow and penalties, then bids' escrow, last: rows written before them read zeros
 * (their contracts were recorded as purchases then; bids came later). Money among the quantities
 * again, exact as thousandths.
 */
const CONTRACT_MONEY: readonly (keyof ContractMoney)[] = ['escrow', 'penalties', 'bidEscrow'];

export type EncodedLedger = number[];

/**
 * The goods rows were written with before the works (docs/adr/0016) keep their places; the works' goods
 * come after the contract money, each good's income then its INVENTORIES, so an older row (shorter)
 * reads them as zeros. Their income is money among the quantities, exact as thousandths.
 */
const FIRST_GOODS = STORED_RESOURCES.slice(0, 4);
const LATER_GOODS = STORED_RESOURCES.slice(4);

/** Where the resource quantities start: they are kept to a thousandth, money is whole cents. */
const QUANTITIES_FROM = 2 + FIRST_GOODS.length + EXPENSES.length + CAPITAL.length;
const LENGTH =
  QUANTITIES_FROM +
  INVENTORIES.length * FIRST_GOODS.length +
  CONTRACT_MONEY.length +
  (1 + INVENTORIES.length) * LATER_GOODS.length;

/**
 * Adds encoded rows position by position (the tick is the latest, the ticks covered add up),
 * without decoding them: the tick's hot path merges rows for every factory.
 */
export function mergeEncoded(rows: readonly EncodedLedger[]): EncodedLedger {
  const out = new Array<number>(LENGTH).fill(0);
  for (const row of rows) {
    out[0] = Math.max(out[0]!, row[0] ?? 0);
    for (let i = 1; i < LENGTH; i++) out[i]! += row[i] ?? 0;
  }
  for (let i = QUANTITIES_FROM; i < LENGTH; i++) out[i] = Math.round(out[i]! * 1000) / 1000;
  return out;
}

/**
 * `total` less `part`, position by position: what a run of rows holds beyond a part of it already
 * counted. The tick and the ticks covered are `total`'s; the caller knows better.
 */
export function subtractEncoded(total: EncodedLedger, part: EncodedLedger): EncodedLedger {
  const out = mergeEncoded([total]);
  for (let i = 2; i < LENGTH; i++) out[i]! -= part[i] ?? 0;
  for (let i = QUANTITIES_FROM; i < LENGTH; i++) out[i] = Math.round(out[i]! * 1000) / 1000;
  return out;
}

export function encodeLedger(ledger: TickLedger): EncodedLedger {
  const out: number[] = [ledger.tick, ledger.ticks];
  for (const r of FIRST_GOODS) out.push(ledger.income[r]);
  for (const k of EXPENSES) out.push(ledger.expenses[k]);
  for (const k of CAPITAL) out.push(ledger.capital[k]);
  for (const field of INVENTORIES) for (const r of FIRST_GOODS) out.push(ledger[field][r]);
  for (const k of CONTRACT_MONEY) out.push(ledger.contracts[k]);
  for (const r of LATER_GOODS) {
    out.push(ledger.income[r]);
    for (const field of INVENTORIES) out.push(ledger[field][r]);
  }
  return out;
}

export function decodeLedger(encoded: EncodedLedger): TickLedger {
  const ledger = emptyLedger(encoded[0] ?? 0);
  let i = 1;
  const next = () => encoded[i++] ?? 0;
  ledger.ticks = next();
  for (const r of FIRST_GOODS) ledger.income[r] = next();
  for (const k of EXPENSES) ledger.expenses[k] = next();
  for (const k of CAPITAL) ledger.capital[k] = next();
  for (const field of INVENTORIES) for (const r of FIRST_GOODS) ledger[field][r] = next();
  for (const k of CONTRACT_MONEY) ledger.contracts[k] = next();
  for (const r of LATER_GOODS) {
    ledger.income[r] = next();
    for (const field of INVENTORIES) ledger[field][r] = next();
  }
  return ledger;
}

const writer = new ByteWriter();
const reader = new ByteReader(new Uint8Array(0));

/**
 * A row in byte form (bytes.ts), as the factory row keeps its recent ticks: trailing zeros left out,
 * and quantities (kept to a thousandth) as whole thousandths, which take 2–4 bytes where a
 * fraction takes 9.
 */
export function encodedToBytes(row: EncodedLedger): Buffer {
  let end = row.length;
  while (end > 1 && !row[end - 1]) end--;
  for (let i = 0; i < end; i++) writer.number(i < QUANTITIES_FROM ? (row[i] ?? 0) : Math.round(row[i]! * 1000));
  return writer.finish();
}

export function encodedFromBytes(bytes: Uint8Array): EncodedLedger {
  reader.reset(bytes);
  const numbers: number[] = [];
  while (!reader.done) numbers.push(numbers.length < QUANTITIES_FROM ? reader.number() : reader.number() / 1000);
  return numbers;
}

/** A row's tick (its first number), without reading the rest. */
export function tickOfBytes(bytes: Uint8Array): number {
  return reader.reset(bytes).number();
}
