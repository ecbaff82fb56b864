import type { BuyBody, MarketPrice, MarketStateView, StandingOrder } from '@forgeworks/contract';
import type { SiteId } from '@forgeworks/engine';
import { boughtStockFate, isLargeSpend, MARKET } from '@forgeworks/engine';
import { ShoppingCart } from 'lucide-react';
import { formatInteger, formatMoney, formatPercent } from '@/shared/lib/format';
import { buyCost, maxAffordable } from '@/shared/lib/market-quote';
import { buyableResources, buyBlocker, buyPresets } from '../lib/buy';
import { TradeForm } from './TradeForm';
import { useTradeFields } from './use-trade-fields';

export interface BuyFormProps {
  prices: readonly MarketPrice[];
  /** The market as of the last tick, for the engine's quote; no estimate until it loads. */
  market: MarketStateView | undefined;
  /** The factory's cash, dollars. */
  cash: number;
  /** Where the factory stands: a site may pay less of the market's spread (the engine's purchaseCost). */
  site: SiteId | null;
  /** The factory's standing orders: the form says what they will do with what is bought. */
  standingOrders: readonly Pick<StandingOrder, 'resource' | 'keep'>[];
  pending: boolean;
  /** The last failure's message (the client error message). */
  error: string | null;
  /** `done` runs after a successful purchase (it clears the quantity). */
  onBuy: (body: BuyBody, done: () => void) => void;
}

export function BuyForm({ prices, market, cash, site, standingOrders, pending, error, onBuy }: BuyFormProps) {
  const offered = buyableResources(prices, site);
  const fields = useTradeFields(offered, offered[0]?.type);
  const { resource, quantity } = fields;
  const chosen = offered.find((o) => o.type === resource);
  const cost = market && resource ? buyCost(market, resource, quantity, site) : null;
  const most = market && resource ? maxAffordable(market, resource, cash, site) : undefined;
  const what = `${formatInteger(quantity)} ${chosen?.name ?? ''}`;

  return (
    <TradeForm
      verb="Buy"
      icon={<ShoppingCart aria-hidden className="size-4" />}
      fields={fields}
      options={offered.map((o) => ({ type: o.type, label: `${o.name} (${formatMoney(o.ask)} each)` }))}
      hint={most === undefined ? `${formatMoney(cash)} cash` : `${formatInteger(most)} affordable`}
      max={most}
      presets={buyPresets(most ?? 0)}
      estimate={{
        label: 'Estimated cost',
        value: cost,
        testId: 'buy-estimate',
        detail:
          chosen &&
          (chosen.ask < chosen.marketAsk
            ? `from ${formatMoney(chosen.ask)} each: your site pays less of the spread than the market's ask of ${formatMoney(chosen.marketAsk)}.`
            : `from ${formatMoney(chosen.ask)} each, the ask (${formatPercent(MARKET.SPREAD)} above the price).`),
        note: 'Buying pushes the price up as you buy, so a big purchase pays more a unit: the estimate counts it. Prices settle back over the next ticks.',
      }}
      afterwards={resource ? boughtStockFate(standingOrders, resource) : null}
      blocker={buyBlocker(quantity, cost, cash, pending)}
      pending={pending}
      error={error}
      confirmation={
        cost !== null && isLargeSpend(cost, cash)
          ? {
              title: `Buy ${what}?`,
              description: `About ${formatMoney(cost)}, ${formatPercent(cost / Math.max(cash, 0.01))} of your ${formatMoney(cash)} cash.`,
            }
          : null
      }
      onTrade={onBuy}
    />
  );
}
