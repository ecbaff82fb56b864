import type { MarketPrice, StoredResourceType } from '@forgeworks/contract';
import type { SiteId } from '@forgeworks/engine';
import { isStoredResource, MARKET } from '@forgeworks/engine';
import { formatInteger, formatMoney } from '@/shared/lib/format';
import { siteAsk } from '@/shared/lib/market-quote';

export interface BuyableResource {
  type: StoredResourceType;
  name: string;
  /** Dollars a unit costs this factory now, before the purchase moves the price (its site's share of the spread). */
  ask: number;
  /** The market's posted ask, the full spread. */
  marketAsk: number;
}

/** Every resource the market posts, in its order, at the factory's own ask; power is never bought. */
export function buyableResources(prices: readonly MarketPrice[], site: SiteId | null): BuyableResource[] {
  return prices.flatMap((p) =>
    isStoredResource(p.resourceType)
      ? [{ type: p.resourceType, name: p.resourceName, ask: siteAsk(p.sellPrice, site), marketAsk: p.ask }]
      : [],
  );
}

/** The Buy form's quick quantities: round amounts, and the most the cash buys ('Max'). */
export function buyPresets(maxAffordable: number): { label: string; quantity: number }[] {
  return [
    { label: '10', quantity: 10 },
    { label: '100', quantity: 100 },
    { label: 'Max', quantity: maxAffordable },
  ];
}

/** Why Buy is off, or null when it may be pressed: the server's refusals, said before asking it. */
export function buyBlocker(quantity: number, cost: number | null, cash: number, pending: boolean): string | null {
  if (pending) return 'Buying...';
  if (!(quantity > 0)) return 'Enter how many units to buy.';
  if (!Number.isInteger(quantity)) return 'Only whole units can be bought.';
  if (quantity > MARKET.MAX_BUY_QUANTITY)
    return `At most ${formatInteger(MARKET.MAX_BUY_QUANTITY)} units can be bought at once.`;
  if (cost !== null && cost > cash) return `That costs about ${formatMoney(cost)}; you have ${formatMoney(cash)}.`;
  return null;
}
