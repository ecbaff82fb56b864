import { CONTRACTS } from '@forgeworks/engine';
import { NumberField } from '@/shared/ui/TextField';

/**
 * How many times the quantity is delivered, and the ticks between one instalment's due tick and the
 * next's (asked only when more than one): an offer's and a counter-offer's alike.
 */
export function InstalmentFields({
  id,
  instalments,
  every,
  onInstalments,
  onEvery,
}: {
  id: string;
  instalments: string;
  every: string;
  onInstalments: (text: string) => void;
  onEvery: (text: string) => void;
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
