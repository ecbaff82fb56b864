import type { SiteId, StoredResource } from '@forgeworks/engine';
import { listed, machinePlural, MARKET, RESOURCE_NAMES, SITES, siteTrade } from '@forgeworks/engine';
import { formatPercent } from './format';

/** What a site leads a factory to trade, in the player's words: the engine's `siteTrade`, said. */
export interface SiteTradeWords {
  best: string;
  sells: string;
  buys: string;
  /** What buying from the market costs there, when the site pays less of the spread; else null. */
  market: string | null;
}

export function siteTradeWords(site: SiteId): SiteTradeWords {
  const trade = siteTrade(site);
  // Machines of one gain said together: "Smelters and Steel Furnaces make 25% more, Coal Mines make 40% more".
  const gains = [...new Set(trade.strengths.map((s) => s.gain))];
  const best = gains.map(
    (gain) =>
      `${listed(trade.strengths.filter((s) => s.gain === gain).map((s) => machinePlural(s.type)))} ${gain === 1 ? 'make twice as much' : `make ${formatPercent(gain)} more`}`,
  );
  // Bars are counted one by one, the rest by the ton, as the guide says them.
  const goods = (rs: readonly StoredResource[]) =>
    listed(rs.map((r) => `${RESOURCE_NAMES[r].toLowerCase()}${r === 'STEEL_BAR' ? 's' : ''}`));
  const paid = MARKET.SPREAD * trade.spreadShare;
  return {
    best: listed(best),
    sells: goods(trade.sells),
    buys: goods(trade.buys),
    market:
      trade.spreadShare < 1
        ? `Market purchases pay ${formatPercent(paid)} above the price, not ${formatPercent(MARKET.SPREAD)}.`
        : null,
  };
}

/** One line for the guide: what the factory's site makes best and what it will likely buy from others. */
export function siteTradeLine(site: SiteId): string {
  const words = siteTradeWords(site);
  const market = words.market ? ` ${words.market}` : '';
  return `At ${SITES[site].name} your ${words.best}: sell the ${words.sells} you do not use, and expect to buy ${words.buys} from other players.${market}`;
}
