import type { Factory } from '@forgeworks/contract';
import { floorExtensionCost, SITE_RULES, toDollars } from '@forgeworks/engine';
import { Expand } from 'lucide-react';
import { useExtendFloor } from '../api/floor';
import { formatMoney } from '../lib/format';
import { Button } from './Button';
import { useSpendCheck } from './SpendCheck';

/**
 * Extends the floor by the engine's next extension (SITE_RULES), asking first as every large spend
 * does; without the cash it says how much more is needed instead.
 */
export function ExtendFloorButton({ floor, cash }: { floor: Factory['floor']; cash: number }) {
  const extend = useExtendFloor();
  const spend = useSpendCheck({ pending: extend.isPending, cash });
  const cost = toDollars(floorExtensionCost(floor.extra));
  const units = SITE_RULES.EXTENSION_FLOOR;
  if (cost > cash)
    return (
      <p className="text-xs text-ink-muted">
        {units} more floor costs {formatMoney(cost)}: {formatMoney(cost - cash)} more cash.
      </p>
    );
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        // The label wraps in a narrow card (the Build Machine column) instead of running past it.
        className="h-auto min-h-8 max-w-full py-1.5 text-left"
        pending={extend.isPending}
        icon={<Expand aria-hidden className="size-4" />}
        onClick={() =>
          spend.check({
            what: `your floor by ${units}`,
            cost,
            confirmLabel: 'Extend',
            run: (done) => extend.mutate({}, { onSettled: done }),
          })
        }
      >
        Add {units} floor for {formatMoney(cost)}
      </Button>
      {spend.dialog}
    </>
  );
}
