import type { StoredResourceType } from '@forgeworks/contract';
import { CircleAlert, Tag } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { formatInteger, formatMoney, formatPercent } from '@/shared/lib/format';
import { Button } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { useListOffer } from '../api/exchange';
import { parsePrice, quoteOffer } from '../lib/exchange';
import { parseQuantity } from '../lib/sell';
import { ExchangeField, SummaryLine } from './ExchangeField';

export interface ListOfferCardProps {
  resource: StoredResourceType;
  name: string;
  /** Units of it in stock. */
  held: number;
  openOffers: number;
  /** The market's price and ask, dollars: an offer pays when it sits between them. */
  guide: { marketPrice: number; marketAsk: number; feeRate: number } | undefined;
  className?: string;
}

/** Lists units of the chosen resource at a unit price: the fee and what the seller receives shown first. */
export function ListOfferCard({ resource, name, held, openOffers, guide, className }: ListOfferCardProps) {
  const id = useId();
  const [quantityText, setQuantityText] = useState('');
  const [priceText, setPriceText] = useState('');
  const list = useListOffer();
  const quantity = parseQuantity(quantityText);
  const price = parsePrice(priceText);
  const quote = quoteOffer(resource, quantity, price, held, openOffers);
  const typed = quantityText !== '' && priceText !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (quote.problem) return;
    list.mutate(
      { resourceType: resource, quantity, unitPrice: price },
      {
        onSuccess: () => {
          setQuantityText('');
          setPriceText('');
        },
      },
    );
  };

  return (
    <Card title="List an offer" icon={<Tag aria-hidden />} className={className}>
      <form onSubmit={submit} className="space-y-4" aria-label="List an offer">
        <p className="text-xs text-ink-muted tabular-nums">
          {formatInteger(Math.floor(held))} {name} in stock.
          {guide &&
            ` The market pays ${formatMoney(guide.marketPrice)} and sells at ${formatMoney(guide.marketAsk)}: price between them to beat both for a buyer.`}
        </p>
        <div className="grid grid-cols-2 gap-3">
          <ExchangeField
            id={`${id}-quantity`}
            label="Quantity to list"
            value={quantityText}
            onChange={setQuantityText}
            step={1}
            placeholder="0"
          />
          <ExchangeField
            id={`${id}-price`}
            label="Unit price ($)"
            value={priceText}
            onChange={setPriceText}
            step={0.01}
            placeholder={guide ? guide.marketAsk.toFixed(2) : '0.00'}
          />
        </div>
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
        <Button type="submit" className="w-full" pending={list.isPending} disabled={quote.problem !== null}>
          List offer
        </Button>
        {typed && quote.problem && !list.isPending && <p className="text-sm text-amber-300">{quote.problem}</p>}
        {list.error && !list.isPending && (
          <p role="alert" className="flex gap-2 text-sm text-rose-300">
            <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            {list.error.message}
          </p>
        )}
      </form>
    </Card>
  );
}
