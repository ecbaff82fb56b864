import type { MarketStateView, StoredResourceType } from '@forgeworks/contract';
import { priceOutlook, toDollars } from '@forgeworks/engine';
import type { Tone } from '@/shared/ui/Badge';
import { formatPercent } from '@/shared/lib/format';

/** The expected price (dollars) after each of the next ticks if nobody trades: the engine's recovery rule. */
export function outlookDollars(market: MarketStateView, resource: StoredResourceType): number[] {
  return priceOutlook(market, resource).map(toDollars);
}

/** Within this share of the market's average, a price counts as the market's own. */
export const EVEN_SHARE = 0.01;

export interface Verdict {
  tone: Tone;
  text: string;
}

/** How the player's average price compares with the market's average over the same period. */
export function priceVerdict(yours: number | null, market: number | null, side: 'sold' | 'bought'): Verdict | null {
  if (yours === null || market === null || market <= 0) return null;
  const share = yours / market - 1;
  if (Math.abs(share) < EVEN_SHARE) return { tone: 'neutral', text: 'about the market average' };
  const above = share > 0;
  // Selling above the average is good; buying above it is not.
  const good = side === 'sold' ? above : !above;
  return {
    tone: good ? 'good' : 'bad',
    text: `${formatPercent(Math.abs(share))} ${above ? 'above' : 'below'} average`,
  };
}
