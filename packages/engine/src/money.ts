/**
 * Money is integer cents everywhere in the engine, so no sum of costs can drift
 * by a float rounding error. `usd` turns a dollar figure of the rulebook into cents.
 */
export type Cents = number;

export function usd(dollars: number): Cents {
  return Math.round(dollars * 100);
}

export function toDollars(cents: Cents): number {
  return cents / 100;
}

/** Whether a dollar figure a player typed is a whole number of cents (to a float's error). */
export function isWholeCents(dollars: number): boolean {
  return Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;
}

/** Rounds a fractional cent amount computed from rates to whole cents. */
export function roundCents(amount: number): Cents {
  return Math.round(amount);
}

/**
 * Resource quantities may be fractional (a machine at 25% capacity makes a quarter
 * of its batch); they are kept to a thousandth so that repeated ticks stay exact
 * enough to compare and store as numeric(…, 3).
 */
export function roundQty(quantity: number): number {
  return Math.round(quantity * 1000) / 1000;
}
