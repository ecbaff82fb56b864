import { SPENDING } from './rules.js';

/**
 * Whether a spend is large enough to ask the player first: more than `SPENDING.CONFIRM_SHARE` of
 * the cash in hand. The one rule for building, upgrading, hiring and buying, so a slip never spends
 * a large sum and a small spend is never asked about. `cost` and `cash` in the same unit.
 */
export function isLargeSpend(cost: number, cash: number): boolean {
  return cost > Math.max(0, cash) * SPENDING.CONFIRM_SHARE;
}
