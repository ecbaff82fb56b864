import type { MarketPrice, MarketStateView, SellBody } from '@forgeworks/contract';
import { HandCoins } from 'lucide-react';
import { formatInteger, formatMoney } from '@/shared/lib/format';
import { saleRevenue } from '@/shared/lib/market-quote';
import { defaultResource, QUICK_SHARES, quickQuantity, sellBlocker, type SellableStock } from '../lib/sell';
import { TradeForm } from './TradeForm';
import { useTradeFields } from './use-trade-fields';

export interface SellFormProps {
  /** Stored resources only (never power), with whole units available. */
  stock: readonly SellableStock[];
  prices: readonly MarketPrice[];
  /** The market as of the last tick, for the engine's quote; no estimate until it loads. */
  market: MarketStateView | undefined;
  pending: boolean;
  /** The last failure's message (the client error message). */
  error: string | null;
  /** `done` runs after a successful sale (it clears the quantity). */
  onSell: (body: SellBody, done: () => void) => void;
}

export function SellForm({ stock, prices, market, pending, error, onSell }: SellFormProps) {
  const fields = useTradeFields(stock, defaultResource(stock));
  const { resource, quantity } = fields;
  const available = stock.find((s) => s.type === resource)?.available ?? 0;
  const price = prices.find((p) => p.resourceType === resource);

  return (
    <TradeForm
      verb="Sell"
      icon={<HandCoins aria-hidden className="size-4" />}
      fields={fields}
      options={stock.map((s) => ({ type: s.type, label: `${s.name} (${formatInteger(s.available)} available)` }))}
      hint={`${formatInteger(available)} available`}
      max={available}
      presets={QUICK_SHARES.map(({ label, share }) => ({ label, quantity: quickQuantity(available, share) }))}
      estimate={{
        label: 'Estimated revenue',
        value: market && resource ? saleRevenue(market, resource, quantity) : null,
        testId: 'sale-estimate',
        detail: price && `at ${formatMoney(price.sellPrice)} each, the current price.`,
        note: 'The price slips a little as you sell, so a big sale pays less a unit: the estimate counts it. Prices recover over the next ticks as selling pressure fades.',
      }}
      blocker={sellBlocker(quantity, available, pending)}
      pending={pending}
      error={error}
      confirmation={null}
      onTrade={onSell}
    />
  );
}
