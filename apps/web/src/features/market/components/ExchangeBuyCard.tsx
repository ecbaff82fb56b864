import type { ExchangeOffer, StandingOrder, StoredResourceType } from '@forgeworks/contract';
import { boughtStockFate, isLargeSpend } from '@forgeworks/engine';
import { ShoppingBasket } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { formatInteger, formatMoney } from '@/shared/lib/format';
import { Card } from '@/shared/ui/Card';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { useExchangeBuy } from '../api/exchange';
import type { BuyPreview, ExchangeBook } from '../lib/exchange';
import { exchangeBuyBlocker, previewBuy } from '../lib/exchange';
import { newTradeKey as newKey } from '../lib/trade-key';
import { QuantityPriceFields, SummaryLine, useQuantityPrice } from './ExchangeField';
import { TradeSubmit } from './MarketFields';

export interface ExchangeBuyCardProps {
  resource: StoredResourceType;
  name: string;
  book: ExchangeBook | undefined;
  mine: readonly ExchangeOffer[];
  cash: number;
  /** The factory's standing orders, once loaded: the card says what they will do with what is bought. */
  standingOrders: readonly Pick<StandingOrder, 'resource' | 'keep'>[] | undefined;
  className?: string;
}

function FillList({ preview, name }: { preview: BuyPreview; name: string }) {
  if (preview.fills.length === 0) return null;
  return (
    <ul aria-label="Offers that would fill" className="space-y-0.5 text-xs text-ink-muted tabular-nums">
      {preview.fills.map((f) => (
        <li key={f.unitPrice}>
          {formatInteger(f.quantity)} {name} at {formatMoney(f.unitPrice)}
        </li>
      ))}
    </ul>
  );
}

/** Buys from other players' offers, cheapest first, up to a max unit price: what fills is shown before buying. */
export function ExchangeBuyCard({ resource, name, book, mine, cash, standingOrders, className }: ExchangeBuyCardProps) {
  const fields = useQuantityPrice();
  const { quantity, price: maxUnitPrice } = fields;
  const [confirming, setConfirming] = useState<string | null>(null);
  const buy = useExchangeBuy();
  const preview = book ? previewBuy(book, mine, quantity, maxUnitPrice) : null;
  const blocker = preview ? exchangeBuyBlocker(resource, quantity, maxUnitPrice, preview, cash) : 'Loading the book...';

  const trade = (idempotencyKey: string) =>
    buy.mutate({ resourceType: resource, quantity, maxUnitPrice, idempotencyKey }, { onSuccess: fields.clear });
  // The rule of every spend (`isLargeSpend`): a large buy shows its fills and asks first, a small one goes.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blocker || !preview) return;
    if (isLargeSpend(preview.cost, cash)) setConfirming(newKey());
    else trade(newKey());
  };
  const confirm = () => {
    if (!confirming) return;
    trade(confirming);
    setConfirming(null);
  };
  const partial = preview && preview.quantity > 0 && preview.quantity < quantity;

  return (
    <Card title="Buy from offers" icon={<ShoppingBasket aria-hidden />} className={className}>
      <form onSubmit={submit} className="space-y-4" aria-label="Buy from offers">
        <QuantityPriceFields
          fields={fields}
          quantityLabel="Quantity to buy"
          priceLabel="Max unit price ($)"
          pricePlaceholder={book?.levels[0] ? book.levels[0].unitPrice.toFixed(2) : '0.00'}
        />
        <div className="space-y-2 rounded-lg border border-line/60 bg-raised/40 p-3 text-sm" data-testid="buy-preview">
          <dl className="space-y-1">
            <SummaryLine label="Would fill" value={`${formatInteger(preview?.quantity ?? 0)} ${name}`} />
            <SummaryLine
              label="Average unit price"
              value={preview?.average == null ? '—' : formatMoney(preview.average)}
            />
            <SummaryLine label="Total cost" value={formatMoney(preview?.cost ?? 0)} strong />
          </dl>
          {preview && <FillList preview={preview} name={name} />}
          {partial && !preview.heldBack && (
            <p className="text-xs text-amber-300">
              Only {formatInteger(preview.quantity)} of {formatInteger(quantity)} are offered at or below your price.
            </p>
          )}
          {partial && preview.heldBack && book && (
            <p className="text-xs text-amber-300">
              Only {formatInteger(preview.quantity)} of {formatInteger(quantity)} fill: above the market&apos;s price (
              {formatMoney(book.marketPrice)}) a buy gives the seller the difference, and your factory has{' '}
              {formatMoney(book.concessionsLeft)} to give.
            </p>
          )}
        </div>
        <p className="text-xs leading-relaxed text-ink-muted">
          Fills the cheapest offers first (the oldest at one price), never your own, and never above your max price.
          {book &&
            ` Offers outside ${formatMoney(book.priceRange.min)}–${formatMoney(book.priceRange.max)} wait for the market to come back to them; what you pay above the market's price comes out of your ${formatMoney(book.concessionsLeft)} to give.`}
        </p>
        {standingOrders && (
          <p className="text-xs leading-relaxed text-ink" data-testid="trade-afterwards">
            {boughtStockFate(standingOrders, resource)}
          </p>
        )}
        <TradeSubmit
          label="Buy"
          pending={buy.isPending}
          problem={blocker}
          showProblem={fields.typed}
          error={buy.error?.message ?? null}
        />
      </form>
      {preview && (
        <ConfirmDialog
          open={confirming !== null}
          onOpenChange={(open) => !open && setConfirming(null)}
          title={`Buy ${formatInteger(preview.quantity)} ${name}?`}
          description={`${formatMoney(preview.cost)} in all, ${preview.average === null ? '' : `${formatMoney(preview.average)} a unit on average`}: ${preview.fills
            .map((f) => `${formatInteger(f.quantity)} at ${formatMoney(f.unitPrice)}`)
            .join(', ')}.`}
          confirmLabel="Buy"
          pending={buy.isPending}
          onConfirm={confirm}
        />
      )}
    </Card>
  );
}
