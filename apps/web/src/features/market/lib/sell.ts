import type { InventoryItem, MarketPrice, StoredResourceType } from '@forgeworks/contract';
import type { Tone } from '@/shared/lib/tones';

export interface SellableStock {
  type: StoredResourceType;
  name: string;
  /** Whole units that can be sold: the floor of the stock (quantities may be fractional). */
  available: number;
}

export function wholeUnits(quantity: number): number {
  return Number.isFinite(quantity) && quantity > 0 ? Math.floor(quantity) : 0;
}

/** Every stored resource the factory holds, in inventory order; power is never offered for sale. */
export function sellableStock(inventory: readonly InventoryItem[]): SellableStock[] {
  return inventory.flatMap((item) =>
    item.type === 'POWER' ? [] : [{ type: item.type, name: item.resource.name, available: wholeUnits(item.quantity) }],
  );
}

export function hasAnythingToSell(stock: readonly SellableStock[]): boolean {
  return stock.some((s) => s.available > 0);
}

/** The resource the form starts on: the first with whole units in stock, else the first of all. */
export function defaultResource(stock: readonly SellableStock[]): StoredResourceType | undefined {
  return (stock.find((s) => s.available > 0) ?? stock[0])?.type;
}

export const QUICK_SHARES = [
  { label: '25%', share: 0.25 },
  { label: '50%', share: 0.5 },
  { label: '75%', share: 0.75 },
  { label: 'All', share: 1 },
] as const;

/** A quick button's quantity: its share of the available units, rounded down. */
export function quickQuantity(available: number, share: number): number {
  return Math.floor(wholeUnits(available) * share);
}

/** The quantity field's text as a number; empty or unreadable counts as 0. */
export function parseQuantity(text: string): number {
  const value = Number(text);
  return text.trim() === '' || !Number.isFinite(value) ? 0 : value;
}

/**
 * Why Sell is off (spec section 5: quantity 0 or less, more than available, or a sale pending; and
 * whole units only, which the server insists on), or null when it may be pressed.
 */
export function sellBlocker(quantity: number, available: number, pending: boolean): string | null {
  if (pending) return 'Selling...';
  if (!(quantity > 0)) return 'Enter how many units to sell.';
  if (quantity > available) return `You have only ${available} to sell.`;
  if (!Number.isInteger(quantity)) return 'Only whole units can be sold.';
  return null;
}

export function canSell(quantity: number, available: number, pending: boolean): boolean {
  return sellBlocker(quantity, available, pending) === null;
}

/** The current price against the base price, as a fraction: 0.05 is 5% above base. */
export function priceChange({ buyPrice, sellPrice }: Pick<MarketPrice, 'buyPrice' | 'sellPrice'>): number {
  return buyPrice > 0 ? (sellPrice - buyPrice) / buyPrice : 0;
}

/** Above base is good for a seller, below is bad; a change that rounds to 0.0% is neutral. */
export function priceChangeTone(change: number): Tone {
  if (Math.abs(change) < 0.0005) return 'neutral';
  return change > 0 ? 'good' : 'bad';
}

/** '+1.3%', '-12%', '0.0%' (one decimal below 10%, as formatPercent). */
export function formatChange(change: number): string {
  const percent = change * 100;
  const digits = Math.abs(percent) < 10 ? 1 : 0;
  const rounded = Number(percent.toFixed(digits));
  const sign = rounded > 0 ? '+' : '';
  return `${sign}${(rounded === 0 ? 0 : rounded).toFixed(digits)}%`;
}
