import type { StoredResourceType } from '@forgeworks/contract';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { cn } from '@/shared/lib/cn';
import { formatMoney } from '@/shared/lib/format';
import { Button } from '@/shared/ui/Button';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { ResourceSelect, TradeSubmit, marketFieldClass } from './MarketFields';
import type { TradeFields } from './use-trade-fields';

export interface TradeFormProps {
  verb: 'Buy' | 'Sell';
  icon: ReactNode;
  fields: TradeFields;
  options: readonly { type: StoredResourceType; label: string }[];
  /** Beside the quantity's label: '45 available', '120 affordable'. */
  hint: string;
  max?: number;
  /** Quick quantities; one above `max` (or of 0) is off. */
  presets: readonly { label: string; quantity: number }[];
  estimate: { label: string; value: number | null; testId: string; detail: ReactNode; note: string };
  /** What happens to the goods after the trade (what the standing orders do with what is bought), or null. */
  afterwards?: string | null;
  /** Why the trade may not go ahead, or null. */
  blocker: string | null;
  pending: boolean;
  /** The last failure's message (the client error message). */
  error: string | null;
  /** A question to confirm before trading (a large purchase), or null to trade at once. */
  confirmation: { title: string; description: string } | null;
  /** Runs the trade; `done` runs after it succeeds (it clears the quantity). */
  onTrade: (body: { resourceType: StoredResourceType; quantity: number }, done: () => void) => void;
}

/** One trade with the market: the fields, quick quantities, estimate and button Buy and Sell share. */
export function TradeForm(props: TradeFormProps) {
  const { verb, icon, fields, options, hint, max, presets, estimate, blocker, pending, error, confirmation } = props;
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const { resource, quantity } = fields;

  const trade = () => {
    if (resource) props.onTrade({ resourceType: resource, quantity }, () => fields.setText(''));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!resource || blocker) return;
    if (confirmation) setConfirming(true);
    else trade();
  };

  return (
    <form onSubmit={submit} className="space-y-4" aria-label={`${verb} form`}>
      <ResourceSelect id={`${id}-resource`} resource={resource} options={options} onChange={fields.choose} />

      <div>
        <div className="mb-1.5 flex items-baseline justify-between gap-2">
          <label htmlFor={`${id}-quantity`} className="text-sm font-medium text-ink">
            Quantity
          </label>
          <span className="text-xs text-ink-muted tabular-nums">{hint}</span>
        </div>
        <input
          id={`${id}-quantity`}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          max={max}
          placeholder="0"
          className={cn(marketFieldClass, 'tabular-nums')}
          value={fields.text}
          onChange={(e) => fields.setText(e.target.value)}
        />
        <div
          className={cn('mt-2 grid gap-2', presets.length === 4 ? 'grid-cols-4' : 'grid-cols-3')}
          role="group"
          aria-label="Quick quantities"
        >
          {presets.map((p) => (
            <Button
              key={p.label}
              size="sm"
              variant="secondary"
              disabled={p.quantity <= 0 || (max !== undefined && p.quantity > max)}
              onClick={() => fields.setText(String(p.quantity))}
            >
              {p.label}
            </Button>
          ))}
        </div>
      </div>

      <div className="rounded-lg border border-line/60 bg-raised/40 p-3">
        <div className="flex items-baseline justify-between gap-3">
          <span className="text-xs tracking-wide text-ink-muted uppercase">{estimate.label}</span>
          <span className="text-xl font-semibold text-ink tabular-nums" data-testid={estimate.testId}>
            {estimate.value === null ? '—' : formatMoney(estimate.value)}
          </span>
        </div>
        {estimate.detail && <p className="mt-1 text-xs text-ink-muted tabular-nums">{estimate.detail}</p>}
        <p className="mt-2 text-xs leading-relaxed text-ink-muted">{estimate.note}</p>
        {props.afterwards && (
          <p className="mt-2 text-xs leading-relaxed text-ink" data-testid="trade-afterwards">
            {props.afterwards}
          </p>
        )}
      </div>

      <TradeSubmit
        label={verb}
        icon={icon}
        pending={pending}
        problem={blocker}
        showProblem={quantity !== 0}
        error={error}
      />
      {confirmation && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={confirmation.title}
          description={confirmation.description}
          confirmLabel={verb}
          pending={pending}
          onConfirm={() => {
            setConfirming(false);
            trade();
          }}
        />
      )}
    </form>
  );
}
