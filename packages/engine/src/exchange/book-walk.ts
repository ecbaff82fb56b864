/** The walk along a book of offers or bids that a buy and a sale into the bids both make (docs/adr/0007, 0014). */
import type { Cents } from '../money.js';
import { EXCHANGE } from '../rules.js';

/** The exchange's fee on a trade worth `gross` cents, kept from the seller. */
export function exchangeFee(gross: Cents): Cents {
  return Math.round(gross * EXCHANGE.FEE_RATE);
}

/** One entry's part of a walk along a book: units, at the entry's price, its gross, fee and concession. */
export interface BookFill<T> {
  entry: T;
  quantity: number;
  unitPrice: Cents;
  gross: Cents;
  fee: Cents;
  concession: Cents;
}

/**
 * Fills `wanted` units from a book already in its order (best first), each entry at its own price,
 * the last one partially if need be, while what the walking side concedes (`concessionOf` a unit
 * price, per unit) stays within `allowance`. `heldBack`: the allowance stopped units the book had.
 */
export function walkBook<T extends { unitPrice: Cents; quantity: number }>(
  book: readonly T[],
  wanted: number,
  allowance: Cents,
  concessionOf: (unitPrice: Cents) => Cents,
): { fills: BookFill<T>[]; heldBack: boolean } {
  const fills: BookFill<T>[] = [];
  let left = allowance;
  let heldBack = false;
  for (const entry of book) {
    if (wanted <= 0) break;
    const each = concessionOf(entry.unitPrice);
    const affordable = each > 0 ? Math.floor(left / each) : Infinity;
    const quantity = Math.min(wanted, entry.quantity, affordable);
    if (quantity < Math.min(wanted, entry.quantity)) heldBack = true;
    // The book is best first: an entry the allowance cannot take a unit of, no later one can either.
    if (quantity <= 0) break;
    const gross = quantity * entry.unitPrice;
    fills.push({
      entry,
      quantity,
      unitPrice: entry.unitPrice,
      gross,
      fee: exchangeFee(gross),
      concession: quantity * each,
    });
    wanted -= quantity;
    left -= quantity * each;
  }
  return { fills, heldBack };
}
