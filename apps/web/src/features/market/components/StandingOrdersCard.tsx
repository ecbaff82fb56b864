import type { StandingOrder } from '@forgeworks/contract';
import { EXCHANGE } from '@forgeworks/engine';
import { Repeat } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useFactory } from '@/shared/api/factory';
import { cn } from '@/shared/lib/cn';
import { formatMoney, formatPercent } from '@/shared/lib/format';
import { Button, focusRing } from '@/shared/ui/Button';
import { FormError } from '@/shared/ui/FormError';
import { QueryCard } from '@/shared/ui/QueryCard';
import { useSetStandingOrders } from '../api/market';
import {
  DEFAULT_FLOOR_SHARE,
  DEFAULT_KEEP_TEXT,
  defaultFloor,
  ordersFrom,
  rowsFrom,
  type OrderRow,
} from '../lib/standing-orders';

const fieldClass = cn('h-9 w-full rounded-md border border-line bg-raised px-2 text-sm text-ink', focusRing);

const TEXTS = { loading: 'Loading your orders...', error: 'Failed to load factory data' };

/** Standing sell orders (rulebook: standing instructions): what the factory sells on its own before every tick. */
export function StandingOrdersCard(props: { className?: string }) {
  return (
    <QueryCard {...props} title="Standing sell orders" icon={<Repeat aria-hidden />} query={useFactory()} texts={TEXTS}>
      {(factory) => (
        // Keyed by the saved orders, so the form starts again from what the server holds after a save.
        <OrdersForm key={JSON.stringify(factory.standingOrders)} orders={factory.standingOrders} />
      )}
    </QueryCard>
  );
}

function OrdersForm({ orders }: { orders: readonly StandingOrder[] }) {
  const id = useId();
  const [rows, setRows] = useState(() => rowsFrom(orders));
  const save = useSetStandingOrders();
  const parsed = ordersFrom(rows);
  const problem = 'problem' in parsed ? parsed.problem : null;
  const change = (resource: OrderRow['resource'], patch: Partial<OrderRow>) =>
    setRows((all) => all.map((r) => (r.resource === resource ? { ...r, ...patch } : r)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if ('body' in parsed) save.mutate(parsed.body);
  };

  return (
    <form onSubmit={submit} className="space-y-3">
      <p className="text-sm text-ink-muted">
        Before every tick, your factory sells each resource switched on here down to the stock it keeps, while the price
        is at least the minimum. Left empty, it keeps {DEFAULT_KEEP_TEXT} and sells at{' '}
        {Math.round(DEFAULT_FLOOR_SHARE * 100)}% of the base price or more. Where another player&apos;s bid on the
        exchange pays more than the market after the {formatPercent(EXCHANGE.FEE_RATE)} fee, and at least the minimum,
        it sells into that bid first, at the bid&apos;s price.
      </p>
      <table className="w-full text-sm" aria-label="Standing sell orders">
        <thead className="text-left text-xs text-ink-muted">
          <tr>
            <th className="py-1 font-medium">Sell</th>
            <th className="py-1 font-medium">Keep (units)</th>
            <th className="py-1 font-medium">Minimum price ($)</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.resource}>
              <td className="py-1 pr-2">
                <label className="flex items-center gap-2 text-ink">
                  <input
                    type="checkbox"
                    checked={row.on}
                    onChange={(event) => change(row.resource, { on: event.target.checked })}
                    className={cn('size-4 rounded accent-amber-500', focusRing)}
                  />
                  {row.name}
                </label>
              </td>
              <td className="py-1 pr-2">
                <input
                  id={`${id}-${row.resource}-keep`}
                  aria-label={`${row.name}: keep`}
                  inputMode="decimal"
                  placeholder="default"
                  disabled={!row.on}
                  value={row.keep}
                  onChange={(event) => change(row.resource, { keep: event.target.value })}
                  className={fieldClass}
                />
              </td>
              <td className="py-1">
                <input
                  id={`${id}-${row.resource}-min`}
                  aria-label={`${row.name}: minimum price`}
                  inputMode="decimal"
                  placeholder={formatMoney(defaultFloor(row.resource))}
                  disabled={!row.on}
                  value={row.minPrice}
                  onChange={(event) => change(row.resource, { minPrice: event.target.value })}
                  className={fieldClass}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {(problem ?? save.error) && <FormError message={problem ?? save.error!.message} />}
      <Button type="submit" pending={save.isPending} disabled={problem !== null}>
        Save orders
      </Button>
    </form>
  );
}
