import type { StoredResourceType } from '@forgeworks/contract';
import { isLargeSpend, RESOURCE_NAMES } from '@forgeworks/engine';
import { ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { useFactory } from '../api/factory';
import { useBuy } from '../api/market-trade';
import { useMarketState } from '../api/market-trends';
import { formatInteger, formatMoney } from '../lib/format';
import { buyCost, SHORTFALL_TICKS, shortfallOffer } from '../lib/market-quote';
import { Button } from './Button';
import { ConfirmDialog } from './ConfirmDialog';

export interface BuyShortfallButtonProps {
  resource: StoredResourceType;
  /** Units missing each tick: the offer covers SHORTFALL_TICKS ticks of it. */
  perTick: number;
  className?: string;
}

/**
 * "Buy 24 Coal for $50.40" beside a shortage warning, once the stock lasts fewer than
 * SHORTFALL_TICKS ticks: that many ticks of the shortfall at the engine's quote on the current
 * market, bought like on Buy & Sell (asked first when it is a large spend, `isLargeSpend`). Nothing shows until the market and
 * the cash are known.
 */
export function BuyShortfallButton({ resource, perTick, className }: BuyShortfallButtonProps) {
  const market = useMarketState();
  const factory = useFactory();
  const buy = useBuy();
  const [open, setOpen] = useState(false);
  const stock = factory.data?.inventory.find((i) => i.type === resource)?.quantity ?? 0;
  const quantity = shortfallOffer(perTick, stock);
  const cost = market.data && factory.data ? buyCost(market.data, resource, quantity, factory.data.site) : null;
  if (cost === null || !factory.data) return null;

  const cash = factory.data.cash;
  const name = RESOURCE_NAMES[resource];
  const what = `${formatInteger(quantity)} ${name}`;
  const short = cost > cash;
  return (
    <span className={className}>
      <Button
        size="sm"
        variant="secondary"
        disabled={short}
        icon={<ShoppingCart aria-hidden className="size-4" />}
        pending={buy.isPending && !open}
        onClick={() => (isLargeSpend(cost, cash) ? setOpen(true) : buy.mutate({ resourceType: resource, quantity }))}
      >
        Buy {what} for {formatMoney(cost)}
      </Button>
      {short && <span className="ml-2 text-xs text-ink-muted">You have {formatMoney(cash)}.</span>}
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Buy ${what}?`}
        description={`${SHORTFALL_TICKS} ticks of the shortfall, for about ${formatMoney(cost)} at the market's ask (your cash: ${formatMoney(cash)}). Buying pushes the price up a little.`}
        confirmLabel="Buy"
        pending={buy.isPending}
        onConfirm={() => buy.mutate({ resourceType: resource, quantity }, { onSettled: () => setOpen(false) })}
      />
    </span>
  );
}
