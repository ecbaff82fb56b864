import { useId, useState } from 'react';
import { cn } from '@/shared/lib/cn';
import { parsePrice } from '../lib/exchange';
import { parseQuantity } from '../lib/sell';
import { marketFieldClass } from './MarketFields';

const exchangeFieldClass = cn(marketFieldClass, 'tabular-nums');

/** What an exchange form holds as typed: a quantity and a unit price, and both parsed. */
export function useQuantityPrice() {
  const [quantityText, setQuantityText] = useState('');
  const [priceText, setPriceText] = useState('');
  return {
    quantityText,
    setQuantityText,
    priceText,
    setPriceText,
    quantity: parseQuantity(quantityText),
    price: parsePrice(priceText),
    typed: quantityText !== '' && priceText !== '',
    clear: () => {
      setQuantityText('');
      setPriceText('');
    },
  };
}

export type QuantityPrice = ReturnType<typeof useQuantityPrice>;

/** The quantity and unit price fields of an exchange form, side by side. */
export function QuantityPriceFields({
  fields,
  quantityLabel,
  priceLabel,
  pricePlaceholder,
}: {
  fields: QuantityPrice;
  quantityLabel: string;
  priceLabel: string;
  pricePlaceholder: string;
}) {
  const id = useId();
  return (
    <div className="grid grid-cols-2 gap-3">
      <ExchangeField
        id={`${id}-quantity`}
        label={quantityLabel}
        value={fields.quantityText}
        onChange={fields.setQuantityText}
        step={1}
        placeholder="0"
      />
      <ExchangeField
        id={`${id}-price`}
        label={priceLabel}
        value={fields.priceText}
        onChange={fields.setPriceText}
        step={0.01}
        placeholder={pricePlaceholder}
      />
    </div>
  );
}

/** A labelled number field of the exchange's forms (quantity, unit price). */
function ExchangeField({
  id,
  label,
  value,
  onChange,
  step,
  placeholder,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  step: number;
  placeholder: string;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={0}
        step={step}
        placeholder={placeholder}
        className={exchangeFieldClass}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

/** One line of a form's summary: a label and a figure. */
export function SummaryLine({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-ink-muted">{label}</dt>
      <dd className={cn('tabular-nums', strong ? 'text-base font-semibold text-ink' : 'text-ink')}>{value}</dd>
    </div>
  );
}
