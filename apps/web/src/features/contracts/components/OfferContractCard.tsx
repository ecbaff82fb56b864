import type { ContractSide, StoredResourceType } from '@forgeworks/contract';
import type { FactoryState } from '@forgeworks/engine';
import {
  CONTRACTS,
  EXCHANGE,
  holdsAndMakesNone,
  priceBand,
  RESOURCE_NAMES,
  STORED_RESOURCES,
  TIME,
  toDollars,
  usd,
} from '@forgeworks/engine';
import { FileSignature } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useFactoryState } from '@/shared/api/factory-state';
import { useMarketPrices } from '@/shared/api/market-prices';
import { formatInteger, formatMoney, formatPercent } from '@/shared/lib/format';
import { Button } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { SelectField } from '@/shared/ui/SelectField';
import { useSpendCheck } from '@/shared/ui/SpendCheck';
import { Segmented } from '@/shared/ui/Tabs';
import { useOfferContract } from '../api/contracts';
import { termsProblem, type TypedTerms } from '../lib/terms';
import { InstalmentFields, PriceField, QuantityField } from './TermsFields';
import { nothingToDeliver } from './OfferLine';

/** When an offer may be due: a few ticks to a few game days ahead (CONTRACTS' bounds). */
const DUE_CHOICES = [
  { value: CONTRACTS.MIN_DUE_TICKS, label: `${CONTRACTS.MIN_DUE_TICKS} ticks` },
  { value: TIME.TICKS_PER_HOUR, label: `${TIME.TICKS_PER_HOUR} ticks (a game hour)` },
  { value: 6 * TIME.TICKS_PER_HOUR, label: `${6 * TIME.TICKS_PER_HOUR} ticks (6 game hours)` },
  { value: TIME.TICKS_PER_DAY, label: `${TIME.TICKS_PER_DAY} ticks (a game day)` },
  {
    value: CONTRACTS.MAX_DUE_TICKS,
    label: `${CONTRACTS.MAX_DUE_TICKS} ticks (${CONTRACTS.MAX_DUE_TICKS / TIME.TICKS_PER_DAY} game days)`,
  },
] as const;

const RESOURCE_OPTIONS = STORED_RESOURCES.map((r) => ({ value: r, label: RESOURCE_NAMES[r] }));

/** What the typed terms come to, and what is wrong with them (the engine's word), from the market's price now. */
function readTerms(
  typed: TypedTerms,
  marketPrice: number | undefined,
  own: Pick<FactoryState, 'counters'> | undefined,
) {
  const band = marketPrice === undefined ? null : priceBand(usd(marketPrice));
  const problem = termsProblem(typed, marketPrice, own);
  return { ...typed, band, problem, total: problem ? 0 : typed.quantity * typed.instalments * typed.price };
}

/** "Offer a contract" to another player's factory: the side, the goods, the price and when it is due. */
export function OfferContractCard({
  factoryId,
  name,
  className,
}: {
  factoryId: string;
  name: string;
  className?: string;
}) {
  const id = useId();
  const [side, setSide] = useState<ContractSide>('buy');
  const [resource, setResource] = useState<StoredResourceType>('STEEL_BAR');
  const [quantityText, setQuantityText] = useState('');
  const [instalmentsText, setInstalmentsText] = useState('1');
  const [everyText, setEveryText] = useState(String(TIME.TICKS_PER_HOUR));
  const instalments = Number(instalmentsText);
  const [priceText, setPriceText] = useState('');
  const [due, setDue] = useState<number>(TIME.TICKS_PER_DAY);
  const offer = useOfferContract();
  const own = useFactoryState().data?.state;
  const spend = useSpendCheck({ pending: offer.isPending, cash: own ? toDollars(own.cash) : undefined });
  const market = useMarketPrices().data?.find((p) => p.resourceType === resource)?.sellPrice;
  const terms = readTerms(
    {
      side,
      resource,
      quantity: Number(quantityText),
      price: Number(priceText),
      dueInTicks: due,
      instalments,
      everyTicks: instalments > 1 ? Number(everyText) : 0,
    },
    market,
    own,
  );
  const typed = quantityText !== '' && priceText !== '';

  const send = (done: () => void) =>
    offer.mutate(
      {
        counterpartyId: factoryId,
        side,
        resourceType: resource,
        quantity: terms.quantity,
        unitPrice: terms.price,
        dueInTicks: due,
        ...(instalments > 1 ? { instalments, everyTicks: terms.everyTicks } : {}),
      },
      {
        onSuccess: () => {
          setQuantityText('');
          setPriceText('');
        },
        onSettled: done,
      },
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (terms.problem) return;
    // A buyer's offer escrows its cash when accepted: over a tenth of it, it is asked first.
    if (side === 'sell') send(() => {});
    else
      spend.check({
        what: `${formatInteger(terms.quantity * terms.instalments)} ${RESOURCE_NAMES[resource]} from ${name}`,
        cost: terms.total,
        confirmLabel: 'Offer to buy',
        detail: `When ${name} accepts, ${formatMoney(terms.total)} of your cash is held in escrow.`,
        run: send,
      });
  };
  const cannotDeliver = side === 'sell' && own !== undefined && holdsAndMakesNone(own, resource);

  return (
    <Card title="Offer a contract" icon={<FileSignature aria-hidden />} className={className}>
      <form onSubmit={submit} className="space-y-4" aria-label={`Offer ${name} a contract`}>
        <Segmented
          label="Your side"
          value={side}
          onValueChange={setSide}
          options={[
            { value: 'buy', label: 'Buy from them' },
            { value: 'sell', label: 'Sell to them' },
          ]}
        />
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <SelectField
            id={`${id}-resource`}
            label="Resource"
            value={resource}
            onChange={(e) => setResource(e.target.value as StoredResourceType)}
            options={RESOURCE_OPTIONS}
          />
          <SelectField
            id={`${id}-due`}
            label="Due in"
            value={due}
            onChange={(e) => setDue(Number(e.target.value))}
            options={DUE_CHOICES}
          />
          <QuantityField id={id} label="Quantity" state={[quantityText, setQuantityText]} />
          <PriceField
            id={id}
            value={priceText}
            onChange={setPriceText}
            band={terms.band}
            placeholder={market === undefined ? '0.00' : market.toFixed(2)}
            problem={typed ? terms.problem : null}
          />
          <InstalmentFields
            id={id}
            instalments={[instalmentsText, setInstalmentsText]}
            every={[everyText, setEveryText]}
          />
        </div>
        <p className="text-xs leading-relaxed text-ink-muted tabular-nums">
          {instalments > 1
            ? `${formatInteger(instalments)} deliveries of the quantity: the first due ${formatInteger(due)} ticks after ${name} accepts, each next ${formatInteger(terms.everyTicks)} ticks later; the offer stays open ${formatInteger(CONTRACTS.OFFER_OPEN_TICKS)} ticks. `
            : `Due ${formatInteger(due)} ticks after ${name} accepts; the offer stays open ${formatInteger(CONTRACTS.OFFER_OPEN_TICKS)} ticks. `}
          {side === 'buy'
            ? `When ${name} accepts, ${formatMoney(terms.total)} of your cash is held in escrow and pays for each delivery.`
            : `When ${name} accepts, it escrows ${formatMoney(terms.total)}; each delivery pays you its value less the ${formatPercent(EXCHANGE.FEE_RATE)} fee. Short at the due tick, you pay ${formatPercent(CONTRACTS.PENALTY_SHARE)} of what is undelivered.`}
        </p>
        {cannotDeliver && <p className="text-xs font-medium text-warn">{nothingToDeliver(resource)}</p>}
        <Button type="submit" pending={offer.isPending} disabled={Boolean(terms.problem)}>
          Offer contract
        </Button>
      </form>
      {spend.dialog}
    </Card>
  );
}
