import type { StoredResourceType } from '@forgeworks/contract';
import { FAIR_PLAY } from '@forgeworks/engine';
import { Tag } from 'lucide-react';
import type { FormEvent } from 'react';
import { formatInteger, formatMoney, formatPercent } from '@/shared/lib/format';
import { Card } from '@/shared/ui/Card';
import { useListOffer } from '../api/exchange';
import type { FairTerms } from '../lib/exchange';
import { quoteOffer } from '../lib/exchange';
import { QuantityPriceFields, SummaryLine, useQuantityPrice } from './ExchangeField';
import { TradeSubmit } from './MarketFields';

export interface ListOfferCardProps {
  resource: StoredResourceType;
  name: string;
  /** Units of it in stock. */
  held: number;
  openOffers: number;
  /** The market's price and ask, dollars (an offer pays when it sits between them), and what fair play allows. */
  guide: (FairTerms & { marketAsk: number; feeRate: number }) | undefined;
  className?: string;
}

/** Lists units of the chosen resource at a unit price: the fee and what the seller receives shown first. */
export function ListOfferCard({ resource, name, held, openOffers, guide, className }: ListOfferCardProps) {
  const fields = useQuantityPrice();
  const { quantity, price } = fields;
  const list = useListOffer();
  const quote = quoteOffer(resource, quantity, price, held, openOffers, guide);
  const band = formatPercent(FAIR_PLAY.PRICE_BAND);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (quote.problem) return;
    list.mutate({ resourceType: resource, quantity, unitPrice: price }, { onSuccess: fields.clear });
  };

  return (
    <Card title="List an offer" icon={<Tag aria-hidden />} className={className}>
      <form onSubmit={submit} className="space-y-4" aria-label="List an offer">
        <p className="text-xs text-ink-muted tabular-nums">
          {formatInteger(Math.floor(held))} {name} in stock.
          {guide &&
            ` The market pays ${formatMoney(guide.marketPrice)} and sells at ${formatMoney(guide.marketAsk)}: price between them to beat both for a buyer.`}
        </p>
        {guide && (
          <div
            className="space-y-1 rounded-lg border border-line/60 p-3 text-xs text-ink-muted"
            data-testid="price-range"
          >
            <p className="tabular-nums">
              <span className="font-semibold text-ink">
                Allowed now: {formatMoney(guide.priceRange.min)} to {formatMoney(guide.priceRange.max)}
              </span>{' '}
              a unit, within {band} of the market&apos;s price.
            </p>
            <p className="tabular-nums">
              Below the market&apos;s price the difference goes to the buyer: your factory can give{' '}
              {formatMoney(guide.concessionsLeft)} more (it grows as you produce).
              {quote.lowest !== null &&
                quantity > 0 &&
                Number.isInteger(quantity) &&
                ` For ${formatInteger(quantity)} ${name}, the lowest price is ${formatMoney(quote.lowest)}.`}
            </p>
          </div>
        )}
        <QuantityPriceFields
          fields={fields}
          quantityLabel="Quantity to list"
          priceLabel="Unit price ($)"
          pricePlaceholder={guide ? guide.marketAsk.toFixed(2) : '0.00'}
        />
        <dl className="space-y-1 rounded-lg border border-line/60 bg-raised/40 p-3 text-sm" data-testid="offer-quote">
          <SummaryLine label="Buyers pay" value={formatMoney(quote.gross)} />
          <SummaryLine
            label={`Exchange fee (${formatPercent(guide?.feeRate ?? 0)})`}
            value={`−${formatMoney(quote.fee)}`}
          />
          <SummaryLine label="You receive when it all sells" value={formatMoney(quote.proceeds)} strong />
        </dl>
        <p className="text-xs leading-relaxed text-ink-muted">
          The units leave your stock at once and come back if you cancel or the offer expires.
        </p>
        <TradeSubmit
          label="List offer"
          pending={list.isPending}
          problem={quote.problem}
          showProblem={fields.typed}
          error={list.error?.message ?? null}
        />
      </form>
    </Card>
  );
}
