import type { Contract } from '@forgeworks/contract';
import { priceBand, usd } from '@forgeworks/engine';
import { type FormEvent, useId, useState } from 'react';
import { useFactoryState } from '@/shared/api/factory-state';
import { useMarketPrices } from '@/shared/api/market-prices';
import { Button } from '@/shared/ui/Button';
import { NumberField } from '@/shared/ui/TextField';
import { useCounterContract } from '../api/contracts';
import { contractTerms } from '../lib/contracts';
import { termsProblem } from '../lib/terms';
import { InstalmentFields, PriceField, QuantityField } from './TermsFields';

/**
 * The player's own terms for an offer made to it, prefilled with the offer's: the engine says what
 * is wrong with them before they are sent, as the server would. Sent, the offer ends countered and
 * the new one goes back to its proposer.
 */
export function CounterForm({ contract: c, onDone }: { contract: Contract; onDone: () => void }) {
  const id = useId();
  // The offer's terms again: its quantity is every instalment's together, the form's one instalment's.
  const [quantityText, setQuantityText] = useState(String(c.quantity / c.instalments));
  const [instalmentsText, setInstalmentsText] = useState(String(c.instalments));
  const [everyText, setEveryText] = useState(String(c.everyTicks || c.dueInTicks));
  const [priceText, setPriceText] = useState(c.unitPrice.toFixed(2));
  const [dueText, setDueText] = useState(String(c.dueInTicks));
  const counter = useCounterContract();
  const own = useFactoryState().data?.state;
  const market = useMarketPrices().data?.find((p) => p.resourceType === c.resourceType)?.sellPrice;
  const instalments = Number(instalmentsText);
  const typed = {
    quantity: Number(quantityText),
    price: Number(priceText),
    dueInTicks: Number(dueText),
    instalments,
    everyTicks: instalments > 1 ? Number(everyText) : 0,
  };
  const problem = termsProblem({ ...typed, side: c.side, resource: c.resourceType }, market, own);
  const band = market === undefined ? null : priceBand(usd(market));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problem) return;
    counter.mutate(
      {
        id: c.id,
        body: {
          quantity: typed.quantity,
          unitPrice: typed.price,
          dueInTicks: typed.dueInTicks,
          ...(instalments > 1 ? { instalments, everyTicks: typed.everyTicks } : {}),
        },
      },
      { onSuccess: onDone },
    );
  };
  return (
    <form onSubmit={submit} className="space-y-3" aria-label={`Counter: ${contractTerms(c)}`}>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <QuantityField id={id} label="Quantity each time" state={[quantityText, setQuantityText]} />
        <PriceField id={id} value={priceText} onChange={setPriceText} band={band} />
        <NumberField
          id={`${id}-due`}
          label="Due in (ticks)"
          min={1}
          step={1}
          value={dueText}
          onChange={(e) => setDueText(e.target.value)}
        />
        <InstalmentFields
          id={id}
          instalments={[instalmentsText, setInstalmentsText]}
          every={[everyText, setEveryText]}
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
