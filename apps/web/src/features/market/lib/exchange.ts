import type { DataOf, ExchangeOffer as OfferView, StoredResourceType } from '@forgeworks/contract';
import type { ActionResult, ExchangeOffer } from '@forgeworks/engine';
import {
  EXCHANGE,
  exchangeFee,
  fillTotals,
  isWholeCents,
  listingProblem,
  lowestListingPrice,
  matchBuy,
  RESOURCE_NAMES,
  toDollars,
  usd,
} from '@forgeworks/engine';
import { formatInteger, formatMoney } from '@/shared/lib/format';

export type ExchangeBook = DataOf<'exchangeBook'>;
export type BookLevel = ExchangeBook['levels'][number];

/** A dollar amount as typed: a number, or NaN for an empty or unreadable field. */
export const parsePrice = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

const refusalOf = (result: ActionResult): string => (result.ok ? '' : result.error.message);

/** Why a typed unit price cannot be sent, as the server words it; null when it can. */
function priceProblem(price: number): string | null {
  if (!(price > 0)) return 'Unit price must be above 0';
  if (!isWholeCents(price)) return 'Unit price must be whole cents';
  return null;
}

/** What fair play lets the player do now, from the book: dollars. */
export interface FairTerms {
  marketPrice: number;
  concessionsLeft: number;
  priceRange: { min: number; max: number };
}

export interface OfferQuote {
  /** Why the offer cannot be listed (the engine's refusal, as the server would answer), or null. */
  problem: string | null;
  /** The lowest unit price this many units may be listed at now (dollars), or null before the book is read. */
  lowest: number | null;
  /** Dollars: what the units sell for, the exchange's fee on it, and what the seller receives. */
  gross: number;
  fee: number;
  proceeds: number;
}

/**
 * What listing `quantity` at `price` dollars would do: the engine's own checks (the terms, the stock,
 * the open offers, the price band and the allowance, once the book is read), the lowest price this
 * many may be listed at, and what a full fill pays (gross less the engine's fee).
 */
export function quoteOffer(
  resource: StoredResourceType,
  quantity: number,
  price: number,
  held: number,
  openOffers: number,
  fair: FairTerms | undefined,
): OfferQuote {
  const cents = Number.isFinite(price) && price > 0 ? usd(price) : 0;
  const gross = Number.isInteger(quantity) && quantity > 0 ? quantity * cents : 0;
  const fee = exchangeFee(gross);
  const quote = { gross: toDollars(gross), fee: toDollars(fee), proceeds: toDollars(gross - fee) };
  const market = fair && { marketPrice: usd(fair.marketPrice), concessionsLeft: usd(fair.concessionsLeft) };
  const refused = listingProblem(
    { resource, quantity, unitPrice: cents },
    // Before the book is read, the band and the allowance wait for it: every other check is made.
    { openOffers, stock: () => held, ...(market ?? { marketPrice: cents, concessionsLeft: Number.MAX_SAFE_INTEGER }) },
  );
  const problem = refused ? refusalOf(refused) : !isWholeCents(price) ? 'Unit price must be whole cents' : null;
  return { problem, lowest: market ? toDollars(lowestListingPrice(quantity, market)) : null, ...quote };
}

export interface BuyPreview {
  /** Each price level's part, cheapest first (dollars). */
  fills: { quantity: number; unitPrice: number }[];
  quantity: number;
  cost: number;
  /** The average unit price of what fills, or null when nothing does. */
  average: number | null;
  /** Whether the player's fair-play allowance held back units offered within the max price. */
  heldBack: boolean;
}

/**
 * What a buy would fill, by the engine's matcher over the book: the player's own open offers are
 * taken off their price levels first, as the server passes over them.
 */
export function previewBuy(
  book: ExchangeBook,
  mine: readonly OfferView[],
  quantity: number,
  maxUnitPrice: number,
): BuyPreview {
  const resource = book.resourceType;
  const own = new Map<number, number>();
  for (const o of mine)
    if (o.status === 'open' && o.resourceType === resource)
      own.set(usd(o.unitPrice), (own.get(usd(o.unitPrice)) ?? 0) + o.quantityLeft);
  const offers: ExchangeOffer[] = book.levels.map((level, i) => ({
    id: String(i).padStart(6, '0'),
    sellerId: 'others',
    resource,
    unitPrice: usd(level.unitPrice),
    quantity: level.quantity - (own.get(usd(level.unitPrice)) ?? 0),
    createdTick: 0,
    unitConcession: 0,
  }));
  const valid = Number.isInteger(quantity) && quantity > 0 && maxUnitPrice > 0;
  const fair = { marketPrice: usd(book.marketPrice), concessionsLeft: usd(book.concessionsLeft) };
  const match = valid ? matchBuy(offers, 'me', { resource, quantity, maxUnitPrice: usd(maxUnitPrice) }, fair) : null;
  const fills = match?.fills ?? [];
  const totals = fillTotals(fills);
  return {
    fills: fills.map((f) => ({ quantity: f.quantity, unitPrice: toDollars(f.unitPrice) })),
    quantity: totals.quantity,
    cost: toDollars(totals.cost),
    average: totals.quantity > 0 ? toDollars(Math.round(totals.cost / totals.quantity)) : null,
    heldBack: match?.heldBack ?? false,
  };
}

/** Why Buy is off, or null: bad input, nothing to fill, or too little cash, as the server would refuse. */
export function exchangeBuyBlocker(
  resource: StoredResourceType,
  quantity: number,
  maxUnitPrice: number,
  preview: BuyPreview,
  cash: number,
): string | null {
  if (!(quantity > 0) || !Number.isInteger(quantity)) return 'Quantity must be a whole number greater than 0';
  if (quantity > EXCHANGE.MAX_QUANTITY) return `Quantity must be at most ${formatInteger(EXCHANGE.MAX_QUANTITY)} units`;
  const problem = priceProblem(maxUnitPrice);
  if (problem) return problem.replace('Unit price', 'Max unit price');
  if (preview.quantity === 0 && preview.heldBack)
    return "Nothing fills: above the market's price a buy gives the seller the difference, and your factory has no more to give";
  if (preview.quantity === 0) return `No ${RESOURCE_NAMES[resource]} is offered at or below your price`;
  if (preview.cost > cash)
    return `Not enough cash: that costs ${formatMoney(preview.cost)}; you have ${formatMoney(cash)}`;
  return null;
}
