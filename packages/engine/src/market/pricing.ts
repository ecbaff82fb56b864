/**
 * The global market: one price per stored resource, shared by every player.
 * price = base × clamp(demand × shift(pressure), PRICE_FLOOR, PRICE_CEILING)
 *   pressure: net units sold recently by everyone, sales minus purchases (fades by
 *     PRESSURE_DECAY_PER_TICK a tick toward zero from either side),
 *   shift: depth / (depth + pressure) when sold (pressure equal to depth halves the price),
 *     (depth − pressure) / depth when bought (net purchases equal to depth double it, within the ceiling);
 *     the two meet at zero with the same slope, so the price is smooth where buying turns to selling,
 *   depth: HALF_PRICE_PRESSURE × active factories,
 *   demand: a seeded, mean-reverting walk in DEMAND_MIN–DEMAND_MAX, so prices move a little on their own.
 * The market buys at the price and sells at the ask, the price × (1 + SPREAD).
 */
import type { Cents } from '../money.js';
import { roundCents, roundQty } from '../money.js';
import type { RandomState } from '../random.js';
import { nextRandom, seedRandom } from '../random.js';
import type { StoredResource } from '../resources.js';
import { RESOURCE_IDS, RESOURCE_NAMES, STORED_RESOURCES } from '../resources.js';
import { MARKET } from '../rules.js';

export interface ResourceMarket {
  pressure: number;
  demand: number;
  sellPrice: Cents;
}

export interface MarketState {
  tick: number;
  rng: RandomState;
  /** Depth is set by how many factories trade; kept so quotes between ticks use the same one. */
  activeFactories: number;
  resources: Record<StoredResource, ResourceMarket>;
}

function depthOf(resource: StoredResource, activeFactories: number): number {
  return MARKET.HALF_PRICE_PRESSURE[resource] * Math.max(1, activeFactories);
}

function clampShare(share: number): number {
  return Math.min(MARKET.PRICE_CEILING, Math.max(MARKET.PRICE_FLOOR, share));
}

/** Demand stays within DEMAND_MIN–DEMAND_MAX. */
export function clampDemand(demand: number): number {
  return Math.min(MARKET.DEMAND_MAX, Math.max(MARKET.DEMAND_MIN, demand));
}

/** How net pressure moves the price: below 1 when sold, above 1 when bought. */
function shift(pressure: number, depth: number): number {
  return pressure >= 0 ? depth / (depth + pressure) : (depth - pressure) / depth;
}

/** Unit price (cents, fractional) at a given pressure. */
function priceAt(resource: StoredResource, demand: number, pressure: number, depth: number): number {
  return MARKET.BASE_PRICES[resource] * clampShare(demand * shift(pressure, depth));
}

/** Net pressure one tick later, with nothing traded. */
export function fadePressure(pressure: number): number {
  // Rounded toward zero, so fading pressure reaches zero from either side rather than sticking at a thousandth.
  // Adding zero turns the −0 that truncating a small negative gives into 0.
  return Math.trunc(pressure * (1 - MARKET.PRESSURE_DECAY_PER_TICK) * 1000) / 1000 + 0;
}

/** Rounds fractional cents up to whole ones, past a float's error: 800 × 1.05 is 840, not 841. */
function ceilCents(amount: number): Cents {
  return Math.ceil(amount - 1e-6);
}

/** The price the market sells a unit at, given the price it buys at; a site may pay only a share of the spread (catalog/sites.ts). */
export function askOf(price: Cents, spreadShare = 1): Cents {
  return ceilCents(price * (1 + MARKET.SPREAD * spreadShare));
}

/** Demand one tick later before its random step: pulled back toward 1 (the step averages zero). */
export function revertDemand(demand: number): number {
  return demand + MARKET.DEMAND_REVERSION * (1 - demand);
}

/** Unit price (cents, fractional) of a resource in a market of `activeFactories` factories. */
export function unitPrice(resource: StoredResource, demand: number, pressure: number, activeFactories: number): number {
  return priceAt(resource, demand, pressure, depthOf(resource, activeFactories));
}

const freshGood = (r: StoredResource): ResourceMarket => ({ pressure: 0, demand: 1, sellPrice: MARKET.BASE_PRICES[r] });

export function newMarket(seed: number): MarketState {
  const resources = {} as Record<StoredResource, ResourceMarket>;
  for (const r of STORED_RESOURCES) resources[r] = freshGood(r);
  return { tick: 0, rng: seedRandom(seed), activeFactories: 1, resources };
}

/**
 * A market as stored, with every good: one kept before a good was added (docs/adr/0016) gains it at its
 * base price, no pressure, plain demand, as a new market starts it.
 */
export function completeMarket(market: MarketState): MarketState {
  if (STORED_RESOURCES.every((r) => market.resources[r] !== undefined)) return market;
  const resources = { ...market.resources };
  for (const r of STORED_RESOURCES) resources[r] ??= freshGood(r);
  return { ...market, resources };
}

/** One tick of the market: this tick's sales add pressure and purchases remove it, old pressure fades, demand wanders. */
export function advanceMarket(
  market: MarketState,
  input: {
    tick: number;
    sold: Partial<Record<StoredResource, number>>;
    bought?: Partial<Record<StoredResource, number>>;
    activeFactories: number;
  },
): MarketState {
  let rng = market.rng;
  const resources = {} as Record<StoredResource, ResourceMarket>;
  for (const r of STORED_RESOURCES) {
    const before = market.resources[r];
    const [draw, next] = nextRandom(rng);
    rng = next;
    const traded = Math.max(0, input.sold[r] ?? 0) - Math.max(0, input.bought?.[r] ?? 0);
    const pressure = roundQty(fadePressure(before.pressure) + traded);
    const wandered = revertDemand(before.demand) + MARKET.DEMAND_STEP * (2 * draw - 1);
    const demand = Math.round(clampDemand(wandered) * 1e6) / 1e6;
    const sellPrice = roundCents(priceAt(r, demand, pressure, depthOf(r, input.activeFactories)));
    resources[r] = { pressure, demand, sellPrice };
  }
  return { tick: input.tick, rng, activeFactories: Math.max(1, input.activeFactories), resources };
}

export interface MarketPrice {
  resource: StoredResource;
  resourceId: number;
  resourceName: string;
  /** The base price (shown as "base price"). */
  buyPrice: Cents;
  /** What a unit sells for now (shown as "current price"). */
  sellPrice: Cents;
  /** What a unit costs to buy now: the current price plus the spread. */
  ask: Cents;
}

export function marketPrices(market: MarketState): MarketPrice[] {
  return STORED_RESOURCES.map((r) => ({
    resource: r,
    resourceId: RESOURCE_IDS[r],
    resourceName: RESOURCE_NAMES[r],
    buyPrice: MARKET.BASE_PRICES[r],
    sellPrice: market.resources[r].sellPrice,
    ask: askOf(market.resources[r].sellPrice),
  }));
}

export function sellPrices(market: MarketState): Record<StoredResource, Cents> {
  const prices = {} as Record<StoredResource, Cents>;
  for (const r of STORED_RESOURCES) prices[r] = market.resources[r].sellPrice;
  return prices;
}

/** Where the unclamped share `demand × shift` equals `share`: the shift falls as pressure rises, so one pressure each. */
function pressureAtShare(share: number, demand: number, depth: number): number {
  const ratio = share / demand;
  return ratio >= 1 ? depth * (1 - ratio) : depth * (1 / ratio - 1);
}

/** The unclamped share `demand × shift` integrated over pressure from `x` to `y` (x ≤ y), exactly. */
function shareIntegral(x: number, y: number, demand: number, depth: number): number {
  let total = 0;
  // Bought (negative pressure): the shift is linear, (depth − p) / depth.
  if (x < 0) {
    const top = Math.min(y, 0);
    total += demand * (top - x - (top * top - x * x) / (2 * depth));
  }
  // Sold (positive pressure): the shift is depth / (depth + p), whose integral is a logarithm.
  if (y > 0) {
    const bottom = Math.max(x, 0);
    total += demand * depth * Math.log1p((y - bottom) / (depth + bottom));
  }
  return total;
}

/**
 * The price integrated over pressure moving from `from` by `delta` (either sign), in fractional
 * cents: exactly, in closed form, with the floor and the ceiling where the price meets them. So a
 * trade costs the same at once or in pieces (the pieces' integrals add up), kinks included.
 */
function integrate(market: MarketState, resource: StoredResource, from: number, delta: number): number {
  const { demand } = market.resources[resource];
  const depth = depthOf(resource, market.activeFactories);
  const low = Math.min(from, from + delta);
  const high = Math.max(from, from + delta);
  // The price is at its ceiling below this pressure and at its floor above that one.
  const ceilingUntil = pressureAtShare(MARKET.PRICE_CEILING, demand, depth);
  const floorFrom = pressureAtShare(MARKET.PRICE_FLOOR, demand, depth);
  let share = 0;
  if (low < ceilingUntil) share += MARKET.PRICE_CEILING * (Math.min(high, ceilingUntil) - low);
  if (high > floorFrom) share += MARKET.PRICE_FLOOR * (high - Math.max(low, floorFrom));
  const middleLow = Math.max(low, ceilingUntil);
  const middleHigh = Math.min(high, floorFrom);
  if (middleHigh > middleLow) share += shareIntegral(middleLow, middleHigh, demand, depth);
  return MARKET.BASE_PRICES[resource] * share;
}

/** What one player has sold and bought of one resource since the last tick: it moves their own quotes at once. */
export interface OwnTrades {
  sold: number;
  bought: number;
}

const NO_TRADES: OwnTrades = { sold: 0, bought: 0 };

/** The pressure a player's quote starts from: the market's as of the last tick, moved by the player's own trades since. */
function pressureFor(market: MarketState, resource: StoredResource, own: OwnTrades): number {
  return market.resources[resource].pressure + Math.max(0, own.sold) - Math.max(0, own.bought);
}

/**
 * What selling `quantity` units now pays: the average price over the pressure the sale itself
 * adds, so one huge sale cannot be paid at the full current price. A player's quote reads the
 * market as of the last tick (no shared row is locked per sale); the sale's pressure joins
 * everyone's at the next tick; the seller's own trades since then (`own`)
 * count at once, so splitting one sale into many pays the same.
 * Integrated exactly (`integrate`): deterministic and monotone.
 */
export function quoteSale(market: MarketState, resource: StoredResource, quantity: number, own = NO_TRADES): Cents {
  if (quantity <= 0) return 0;
  const total = integrate(market, resource, pressureFor(market, resource, own), quantity);
  // The quote never beats the posted price, whatever the rounding of the posted price was.
  return Math.min(roundCents(total), Math.floor(market.resources[resource].sellPrice * quantity));
}

/**
 * What buying `quantity` units now costs: the ask averaged over the pressure the purchase itself
 * removes, the mirror of `quoteSale`, so one huge purchase pays for the price it pushes up and
 * splitting it gains nothing (the buyer's own trades this tick count at once). Rounded to whole
 * cents and never below the posted ask: half a cent of rounding is far below the spread, the
 * least of which (the floor price of coal) is 12 cents a unit, so no rounding makes a round trip pay.
 * Pure and deterministic: the browser runs it to estimate a purchase.
 */
export function quoteBuy(
  market: MarketState,
  resource: StoredResource,
  quantity: number,
  own = NO_TRADES,
  spreadShare = 1,
): Cents {
  if (quantity <= 0) return 0;
  const total = integrate(market, resource, pressureFor(market, resource, own), -quantity);
  return Math.max(
    roundCents(total * (1 + MARKET.SPREAD * spreadShare)),
    askOf(market.resources[resource].sellPrice, spreadShare) * quantity,
  );
}
