import type { Contract } from '@forgeworks/contract';
import { priceBand, toDollars, usd } from '@forgeworks/engine';
import { type FormEvent, useId, useState } from 'react';
import { useFactoryState } from '@/shared/api/factory-state';
import { useMarketPrices } from '@/shared/api/market-prices';
import { formatMoney } from '@/shared/lib/format';
import { Button } from '@/shared/ui/Button';
import { NumberField } from '@/shared/ui/TextField';
import { useCounterContract } from '../api/contracts';
import { contractTerms } from '../lib/contracts';
import { termsProblem } from '../lib/terms';

/**
 * The player's own terms for an offer made to it, prefilled with the offer's: the engine says what
 * is wrong with them before they are sent, as the server would. Sent, the offer ends countered and
 * the new one goes back to its proposer.
 */
export function CounterForm({ contract: c, onDone }: { contract: Contract; onDone: () => void }) {
  const id = useId();
  const [quantityText, setQuantityText] = useState(String(c.quantity));
  const [priceText, setPriceText] = useState(c.unitPrice.toFixed(2));
  const [dueText, setDueText] = useState(String(c.dueInTicks));
  const counter = useCounterContract();
  const own = useFactoryState().data?.state;
  const market = useMarketPrices().data?.find((p) => p.resourceType === c.resourceType)?.sellPrice;
  const typed = { quantity: Number(quantityText), price: Number(priceText), dueInTicks: Number(dueText) };
  const problem = termsProblem({ ...typed, side: c.side, resource: c.resourceType }, market, own);
  const band = market === undefined ? null : priceBand(usd(market));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problem) return;
    counter.mutate(
      { id: c.id, body: { quantity: typed.quantity, unitPrice: typed.price, dueInTicks: typed.dueInTicks } },
      { onSuccess: onDone },
    );
  };
  return (
    <form onSubmit={submit} className="space-y-3" aria-label={`Counter: ${contractTerms(c)}`}>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <NumberField
          id={`${id}-quantity`}
          label="Quantity"
          min={1}
          step={1}
          value={quantityText}
          onChange={(e) => setQuantityText(e.target.value)}
        />
        <NumberField
          id={`${id}-price`}
          label="Unit price ($)"
          min={0.01}
          step={0.01}
          value={priceText}
          onChange={(e) => setPriceText(e.target.value)}
          hint={
            band ? `Allowed now: ${formatMoney(toDollars(band.min))} to ${formatMoney(toDollars(band.max))}` : undefined
          }
        />
        <NumberField
          id={`${id}-due`}
          label="Due in (ticks)"
          min={1}
          step={1}
          value={dueText}
          onChange={(e) => setDueText(e.target.value)}
        />
      </div>
      {problem && (
        <p role="alert" className="text-xs font-medium text-warn">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" pending={counter.isPending} disabled={Boolean(problem)}>
          Send counter-offer
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
