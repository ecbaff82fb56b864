import type { ExchangeBid, StoredResourceType } from '@forgeworks/contract';
import { Coins } from 'lucide-react';
import type { FormEvent } from 'react';
import { formatInteger, formatMoney, formatPercent } from '@/shared/lib/format';
import { Card } from '@/shared/ui/Card';
import { useExchangeSell } from '../api/bids';
import type { BidBook } from '../lib/bids';
import { previewSell, sellBlocker } from '../lib/bids';
import { newTradeKey } from '../lib/trade-key';
import { QuantityPriceFields, SummaryLine, useQuantityPrice } from './ExchangeField';
import { TradeSubmit } from './MarketFields';

export interface SellIntoBidsCardProps {
  resource: StoredResourceType;
  name: string;
  book: BidBook | undefined;
  mine: readonly ExchangeBid[];
  held: number;
  className?: string;
}

/** Sells into other players' bids, highest first, down to a lowest price: what fills is shown before selling. */
export function SellIntoBidsCard({ resource, name, book, mine, held, className }: SellIntoBidsCardProps) {
  const fields = useQuantityPrice();
  const { quantity } = fields;
  const minPrice = Number.isNaN(fields.price) ? null : fields.price;
  const sell = useExchangeSell();
  const preview = book ? previewSell(book, mine, quantity, minPrice) : null;
  const blocker = preview ? sellBlocker(resource, quantity, minPrice, preview, held) : 'Loading the bids...';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blocker) return;
    // A key for this sale: the request sent again (a retry) sells once.
    sell.mutate(
      { resourceType: resource, quantity, ...(minPrice === null ? {} : { minPrice }), idempotencyKey: newTradeKey() },
      { onSuccess: fields.clear },
    );
  };

  return (
    <Card title="Sell into bids" icon={<Coins aria-hidden />} className={className}>
      <form onSubmit={submit} className="space-y-4" aria-label="Sell into bids">
        <p className="text-xs text-ink-muted tabular-nums">
          {formatInteger(Math.floor(held))} {name} in stock.
        </p>
        <QuantityPriceFields
          fields={fields}
          quantityLabel="Quantity to sell"
          priceLabel="Lowest unit price ($)"
          pricePlaceholder="any"
        />
        <div className="space-y-2 rounded-lg border border-line/60 bg-raised/40 p-3 text-sm" data-testid="sell-preview">
          <dl className="space-y-1">
            <SummaryLine label="Would fill" value={`${formatInteger(preview?.quantity ?? 0)} ${name}`} />
            <SummaryLine
              label={`Exchange fee (${formatPercent(book?.feeRate ?? 0)})`}
              value={`−${formatMoney(preview?.fees ?? 0)}`}
            />
            <SummaryLine label="You receive" value={formatMoney(preview?.proceeds ?? 0)} strong />
          </dl>
          {preview && preview.fills.length > 0 && (
            <ul aria-label="Bids that would fill" className="space-y-0.5 text-xs text-ink-muted tabular-nums">
              {preview.fills.map((f) => (
                <li key={f.unitPrice}>
                  {formatInteger(f.quantity)} {name} at {formatMoney(f.unitPrice)}
                </li>
              ))}
            </ul>
          )}
        </div>
        <p className="text-xs leading-relaxed text-ink-muted">
          Fills the highest bids first, each at its own price, never your own; leave the lowest price empty to take any
          bid in the allowed range.
        </p>
        <TradeSubmit
          label="Sell"
          pending={sell.isPending}
          problem={blocker}
          showProblem={fields.quantityText !== ''}
          error={sell.error?.message ?? null}
        />
      </form>
    </Card>
  );
}
