import { CONTRACTS, toDollars } from '@forgeworks/engine';
import { formatMoney } from '@/shared/lib/format';
import { NumberField } from '@/shared/ui/TextField';

/** A field's text and its setter, as `useState` gives them. */
export type TextState = readonly [string, (text: string) => void];

/** A contract's quantity in whole units: an offer's, or each instalment's in a counter. */
export function QuantityField({
  id,
  label,
  state: [value, onChange],
}: {
  id: string;
  label: string;
  state: TextState;
}) {
  return (
    <NumberField
      id={`${id}-quantity`}
      label={label}
      min={1}
      step={1}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** A contract's unit price in dollars, with the band the engine allows now as its hint: an offer's and a counter's. */
export function PriceField({
  id,
  value,
  onChange,
  band,
  placeholder,
  problem,
}: {
  id: string;
  value: string;
  onChange: (text: string) => void;
  /** Cents, as the engine's priceBand answers it. */
  band: { min: number; max: number } | null;
  placeholder?: string;
  problem?: string | null;
}) {
  return (
    <NumberField
      id={`${id}-price`}
      label="Unit price ($)"
      min={0.01}
      step={0.01}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      placeholder={placeholder}
      hint={
        band ? `Allowed now: ${formatMoney(toDollars(band.min))} to ${formatMoney(toDollars(band.max))}` : undefined
      }
      problem={problem}
    />
  );
}

/**
 * How many times the quantity is delivered, and the ticks between one instalment's due tick and the
 * next's (asked only when more than one): an offer's and a counter-offer's alike.
 */
export function InstalmentFields({
  id,
  instalments: [instalments, onInstalments],
  every: [every, onEvery],
}: {
  id: string;
  instalments: TextState;
  every: TextState;
}) {
  return (
    <>
      <NumberField
        id={`${id}-instalments`}
        label="Instalments"
        min={1}
        max={CONTRACTS.MAX_INSTALMENTS}
        step={1}
        value={instalments}
        onChange={(e) => onInstalments(e.target.value)}
      />
      {Number(instalments) > 1 && (
        <NumberField
          id={`${id}-every`}
          label="Every (ticks)"
          min={CONTRACTS.MIN_EVERY_TICKS}
          max={CONTRACTS.MAX_EVERY_TICKS}
          step={1}
          value={every}
          onChange={(e) => onEvery(e.target.value)}
        />
      )}
    </>
  );
}
