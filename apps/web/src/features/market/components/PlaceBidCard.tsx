import type { StoredResourceType } from '@forgeworks/contract';
import { FAIR_PLAY } from '@forgeworks/engine';
import { HandCoins } from 'lucide-react';
import type { FormEvent } from 'react';
import { formatMoney, formatPercent } from '@/shared/lib/format';
import { Card } from '@/shared/ui/Card';
import { usePlaceBid } from '../api/bids';
import type { BidBook } from '../lib/bids';
import { quoteBid } from '../lib/bids';
import { QuantityPriceFields, SummaryLine, useQuantityPrice } from './ExchangeField';
import { TradeSubmit } from './MarketFields';

export interface PlaceBidCardProps {
  resource: StoredResourceType;
  name: string;
  cash: number;
  openBids: number;
  book: BidBook | undefined;
  className?: string;
}

/** Bids for units of the chosen resource at a unit price: the cash it holds shown first. */
export function PlaceBidCard({ resource, name, cash, openBids, book, className }: PlaceBidCardProps) {
  const fields = useQuantityPrice();
  const { quantity, price } = fields;
  const place = usePlaceBid();
  const quote = quoteBid(resource, quantity, price, cash, openBids, book);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (quote.problem) return;
    place.mutate({ resourceType: resource, quantity, unitPrice: price }, { onSuccess: fields.clear });
  };

  return (
    <Card title="Place a bid" icon={<HandCoins aria-hidden />} className={className}>
      <form onSubmit={submit} className="space-y-4" aria-label="Place a bid">
        {book && (
          <p className="text-xs text-ink-muted tabular-nums">
            <span className="font-semibold text-ink">
              Allowed now: {formatMoney(book.priceRange.min)} to {formatMoney(book.priceRange.max)}
            </span>{' '}
            a unit, within {formatPercent(FAIR_PLAY.PRICE_BAND)} of the market&apos;s price. Above it the difference
            goes to the seller: your factory can give {formatMoney(book.concessionsLeft)} more.
          </p>
        )}
        <QuantityPriceFields
          fields={fields}
          quantityLabel={`${name} wanted`}
          priceLabel="Bid per unit ($)"
          pricePlaceholder={book ? book.marketPrice.toFixed(2) : '0.00'}
        />
        <dl className="space-y-1 rounded-lg border border-line/60 bg-raised/40 p-3 text-sm" data-testid="bid-quote">
          <SummaryLine label="Held from your cash" value={formatMoney(quote.held)} strong />
          <SummaryLine label="Cash now" value={formatMoney(cash)} />
        </dl>
        <p className="text-xs leading-relaxed text-ink-muted">
          Sellers fill the highest bids first. The units arrive at once; what is not bought comes back to your cash when
          you cancel or the bid lapses.
        </p>
        <TradeSubmit
          label="Place bid"
          pending={place.isPending}
          problem={quote.problem}
          showProblem={fields.typed}
          error={place.error?.message ?? null}
        />
      </form>
    </Card>
  );
}
