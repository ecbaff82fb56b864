import type { ExchangeOffer, StoredResourceType } from '@forgeworks/contract';
import { CircleAlert, ShoppingBasket } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { formatInteger, formatMoney } from '@/shared/lib/format';
import { Button } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { useExchangeBuy } from '../api/exchange';
import type { BuyPreview, ExchangeBook } from '../lib/exchange';
import { exchangeBuyBlocker, parsePrice, previewBuy } from '../lib/exchange';
import { parseQuantity } from '../lib/sell';
import { ExchangeField, SummaryLine } from './ExchangeField';

/** A key for one buy: the same key again (a retry) trades once. Works over plain HTTP too. */
const newKey = () => Array.from(crypto.getRandomValues(new Uint32Array(4)), (n) => n.toString(16)).join('-');

export interface ExchangeBuyCardProps {
  resource: StoredResourceType;
  name: string;
  book: ExchangeBook | undefined;
  mine: readonly ExchangeOffer[];
  cash: number;
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
export function ExchangeBuyCard({ resource, name, book, mine, cash, className }: ExchangeBuyCardProps) {
  const id = useId();
  const [quantityText, setQuantityText] = useState('');
  const [priceText, setPriceText] = useState('');
  const [confirming, setConfirming] = useState<string | null>(null);
  const buy = useExchangeBuy();
  const quantity = parseQuantity(quantityText);
  const maxUnitPrice = parsePrice(priceText);
  const preview = book ? previewBuy(book, mine, quantity, maxUnitPrice) : null;
  const blocker = preview ? exchangeBuyBlocker(resource, quantity, maxUnitPrice, preview, cash) : 'Loading the book...';
  const typed = quantityText !== '' && priceText !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blocker) setConfirming(newKey());
  };
  const confirm = () => {
    if (!confirming) return;
    buy.mutate(
      { resourceType: resource, quantity, maxUnitPrice, idempotencyKey: confirming },
      {
        onSuccess: () => {
          setQuantityText('');
          setPriceText('');
        },
      },
    );
    setConfirming(null);
  };
  const partial = preview && preview.quantity > 0 && preview.quantity < quantity;

  return (
    <Card title="Buy from offers" icon={<ShoppingBasket aria-hidden />} className={className}>
      <form onSubmit={submit} className="space-y-4" aria-label="Buy from offers">
        <div className="grid grid-cols-2 gap-3">
          <ExchangeField
            id={`${id}-quantity`}
            label="Quantity to buy"
            value={quantityText}
            onChange={setQuantityText}
            step={1}
            placeholder="0"
          />
          <ExchangeField
            id={`${id}-max`}
            label="Max unit price ($)"
            value={priceText}
            onChange={setPriceText}
            step={0.01}
            placeholder={book?.levels[0] ? book.levels[0].unitPrice.toFixed(2) : '0.00'}
          />
        </div>
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
          {partial && (
            <p className="text-xs text-amber-300">
              Only {formatInteger(preview.quantity)} of {formatInteger(quantity)} are offered at or below your price.
            </p>
          )}
        </div>
        <p className="text-xs leading-relaxed text-ink-muted">
          Fills the cheapest offers first (the oldest at one price), never your own, and never above your max price.
        </p>
        <Button type="submit" className="w-full" pending={buy.isPending} disabled={blocker !== null}>
          Buy
        </Button>
        {typed && blocker && !buy.isPending && <p className="text-sm text-amber-300">{blocker}</p>}
        {buy.error && !buy.isPending && (
          <p role="alert" className="flex gap-2 text-sm text-rose-300">
            <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            {buy.error.message}
          </p>
        )}
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
