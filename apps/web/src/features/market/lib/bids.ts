import type { DataOf, ExchangeBid as BidView, StoredResourceType } from '@forgeworks/contract';
import type { ExchangeBid } from '@forgeworks/engine';
import {
  fillTotals,
  bidProblem,
  EXCHANGE,
  isWholeCents,
  matchSell,
  RESOURCE_NAMES,
  toDollars,
  usd,
} from '@forgeworks/engine';
import { formatInteger, formatMoney } from '@/shared/lib/format';

export type BidBook = DataOf<'exchangeBids'>;

export interface BidQuote {
  /** Why the bid cannot be placed (the engine's refusal, as the server would answer), or null. */
  problem: string | null;
  /** Dollars the bid holds of the player's cash until it fills, is cancelled or lapses. */
  held: number;
}

/**
 * What bidding `quantity` at `price` dollars would do: the engine's own checks (the terms, the open
 * bids, the price band, the allowance and the cash, once the book is read) and the cash it holds.
 */
export function quoteBid(
  resource: StoredResourceType,
  quantity: number,
  price: number,
  cash: number,
  openBids: number,
  book: BidBook | undefined,
): BidQuote {
  const cents = Number.isFinite(price) && price > 0 ? usd(price) : 0;
  const held = Number.isInteger(quantity) && quantity > 0 ? toDollars(quantity * cents) : 0;
  // Before the book is read, the band and the allowance wait for it: every other check is made.
  const fair = book
    ? { marketPrice: usd(book.marketPrice), concessionsLeft: usd(book.concessionsLeft) }
    : { marketPrice: cents, concessionsLeft: Number.MAX_SAFE_INTEGER };
  const refused = bidProblem({ resource, quantity, unitPrice: cents }, { openBids, cash: usd(cash), ...fair });
  const problem =
    refused && !refused.ok ? refused.error.message : !isWholeCents(price) ? 'Unit price must be whole cents' : null;
  return { problem, held };
}

export interface SellPreview {
  /** Each price level's part, highest first (dollars). */
  fills: { quantity: number; unitPrice: number }[];
  quantity: number;
  /** What the bidders pay, the fee, and what the seller receives (dollars). */
  gross: number;
  fees: number;
  proceeds: number;
  /** Whether the player's fair-play allowance held back units bid for within its price. */
  heldBack: boolean;
}

/**
 * What a sale into the bids would fill, by the engine's matcher over the book: the player's own open
 * bids are taken off their price levels first, as the server passes over them.
 */
export function previewSell(
  book: BidBook,
  mine: readonly BidView[],
  quantity: number,
  minPrice: number | null,
): SellPreview {
  const resource = book.resourceType;
  const own = new Map<number, number>();
  for (const b of mine)
    if (b.status === 'open' && b.resourceType === resource)
      own.set(usd(b.unitPrice), (own.get(usd(b.unitPrice)) ?? 0) + b.quantityLeft);
  const bids: ExchangeBid[] = book.levels.map((level, i) => ({
    id: String(i).padStart(6, '0'),
    bidderId: 'others',
    resource,
    unitPrice: usd(level.unitPrice),
    quantity: level.quantity - (own.get(usd(level.unitPrice)) ?? 0),
    createdTick: 0,
    unitConcession: 0,
  }));
  const valid = Number.isInteger(quantity) && quantity > 0 && (minPrice === null || minPrice > 0);
  const fair = { marketPrice: usd(book.marketPrice), concessionsLeft: usd(book.concessionsLeft) };
  const floor = minPrice === null ? 1 : usd(minPrice);
  const match = valid ? matchSell(bids, 'me', { resource, quantity, minUnitPrice: floor }, fair) : null;
  const totals = fillTotals(match?.fills ?? []);
  return {
    fills: (match?.fills ?? []).map((f) => ({ quantity: f.quantity, unitPrice: toDollars(f.unitPrice) })),
    quantity: totals.quantity,
    gross: toDollars(totals.cost),
    fees: toDollars(totals.fees),
    proceeds: toDollars(totals.cost - totals.fees),
    heldBack: match?.heldBack ?? false,
  };
}

/** Why Sell is off, or null: bad input, no bid to fill, or too little stock, as the server would refuse. */
export function sellBlocker(
  resource: StoredResourceType,
  quantity: number,
  minPrice: number | null,
  preview: SellPreview,
  held: number,
): string | null {
  const name = RESOURCE_NAMES[resource];
  if (!(quantity > 0) || !Number.isInteger(quantity)) return 'Quantity must be a whole number greater than 0';
  if (quantity > EXCHANGE.MAX_QUANTITY) return `Quantity must be at most ${formatInteger(EXCHANGE.MAX_QUANTITY)} units`;
  if (minPrice !== null && (!(minPrice > 0) || !isWholeCents(minPrice)))
    return 'Lowest unit price must be whole cents above 0';
  if (preview.quantity === 0 && preview.heldBack)
    return "Nothing fills: below the market's price a sale gives the bidder the difference, and your factory has no more to give";
  if (preview.quantity === 0) return `No bid for ${name} at or above your price`;
  if (preview.quantity > Math.floor(held))
    return `Not enough ${name} in stock: the bids would take ${formatInteger(preview.quantity)}; you have ${formatInteger(Math.floor(held))}`;
  return null;
}

/** The best bid's line for the guides: its price, or a dash. */
export const bestBid = (book: BidBook | undefined): string =>
  book?.levels[0] ? formatMoney(book.levels[0].unitPrice) : '—';
