import type { MarketPrice, SellBody, StoredResourceType } from '@forgeworks/contract';
import { CircleAlert, HandCoins } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { cn } from '@/shared/lib/cn';
import { formatInteger, formatMoney } from '@/shared/lib/format';
import { Button, focusRing } from '@/shared/ui/Button';
import { ResourceIcon } from '@/shared/ui/GameIcons';
import {
  defaultResource,
  estimateRevenue,
  parseQuantity,
  QUICK_SHARES,
  quickQuantity,
  sellBlocker,
  type SellableStock,
} from '../lib/sell';

export interface SellFormProps {
  /** Stored resources only (never power), with whole units available. */
  stock: readonly SellableStock[];
  prices: readonly MarketPrice[];
  pending: boolean;
  /** The last failure's message (the client error message). */
  error: string | null;
  /** `done` runs after a successful sale (it clears the quantity). */
  onSell: (body: SellBody, done: () => void) => void;
}

const fieldClass = cn('h-10 w-full rounded-md border border-line bg-raised px-3 text-sm text-ink', focusRing);

export function SellForm({ stock, prices, pending, error, onSell }: SellFormProps) {
  const id = useId();
  const [chosen, setChosen] = useState<StoredResourceType | undefined>(undefined);
  const [text, setText] = useState('');
  const resource = stock.find((s) => s.type === chosen) ?? stock.find((s) => s.type === defaultResource(stock));
  const available = resource?.available ?? 0;
  const quantity = parseQuantity(text);
  const price = prices.find((p) => p.resourceType === resource?.type);
  const estimate = estimateRevenue(quantity, price);
  const blocker = sellBlocker(quantity, available, pending);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!resource || blocker) return;
    onSell({ resourceType: resource.type, quantity }, () => setText(''));
  };

  return (
    <form onSubmit={submit} className="space-y-4">
      <div>
        <label htmlFor={`${id}-resource`} className="mb-1.5 block text-sm font-medium text-ink">
          Resource
        </label>
        <div className="relative">
          {resource && (
            <ResourceIcon
              type={resource.type}
              className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-accent"
            />
          )}
          <select
            id={`${id}-resource`}
            className={cn(fieldClass, 'pl-9')}
            value={resource?.type ?? ''}
            onChange={(e) => {
              setChosen(e.target.value as StoredResourceType);
              setText('');
            }}
          >
            {stock.map((s) => (
              <option key={s.type} value={s.type}>
                {s.name} ({formatInteger(s.available)} available)
              </option>
            ))}
          </select>
        </div>
      </div>

      <div>
        <div className="mb-1.5 flex items-baseline justify-between gap-2">
          <label htmlFor={`${id}-quantity`} className="text-sm font-medium text-ink">
            Quantity
          </label>
          <span className="text-xs text-ink-muted tabular-nums">{formatInteger(available)} available</span>
        </div>
        <input
          id={`${id}-quantity`}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          max={available}
          placeholder="0"
          className={cn(fieldClass, 'tabular-nums')}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <div className="mt-2 grid grid-cols-4 gap-2" role="group" aria-label="Quick quantities">
          {QUICK_SHARES.map(({ label, share }) => (
            <Button
              key={label}
              size="sm"
              variant="secondary"
              disabled={available === 0}
              onClick={() => setText(String(quickQuantity(available, share)))}
            >
              {label}
            </Button>
          ))}
        </div>
      </div>

      <div className="rounded-lg border border-line/60 bg-raised/40 p-3">
        <div className="flex items-baseline justify-between gap-3">
          <span className="text-xs tracking-wide text-ink-muted uppercase">Estimated revenue</span>
          <span className="text-xl font-semibold text-ink tabular-nums" data-testid="sale-estimate">
            {estimate === null ? '—' : formatMoney(estimate)}
          </span>
        </div>
        {price && (
          <p className="mt-1 text-xs text-ink-muted tabular-nums">
            at {formatMoney(price.sellPrice)} each, the current price.
          </p>
        )}
        <p className="mt-2 text-xs leading-relaxed text-ink-muted">
          The price slips a little as you sell, so a big sale pays somewhat less than this. Prices recover over the next
          ticks as selling pressure fades.
        </p>
      </div>

      <Button
        type="submit"
        className="w-full"
        pending={pending}
        disabled={blocker !== null}
        icon={<HandCoins aria-hidden className="size-4" />}
      >
        Sell
      </Button>
      {blocker && !pending && quantity !== 0 && <p className="text-sm text-amber-300">{blocker}</p>}
      {error !== null && !pending && (
        <p role="alert" className="flex gap-2 text-sm text-rose-300">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
    </form>
  );
}
