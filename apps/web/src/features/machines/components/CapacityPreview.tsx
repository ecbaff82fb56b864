import type { FactoryOutlook, OutlookDelta, Stall } from '@forgeworks/engine';
import { RESOURCE_NAMES, STORED_RESOURCES, toDollars } from '@forgeworks/engine';
import { TriangleAlert } from 'lucide-react';
import { formatMoney, formatPercent, formatQuantity, withSign } from '@/shared/lib/format';
import { PREVIEW_ADVICE, STALL_WARNINGS } from '@/shared/lib/preview';
import { cn } from '@/shared/lib/cn';
import { Card } from '@/shared/ui/Card';

export interface CapacityPreviewProps {
  before: FactoryOutlook;
  /** The outlook with the unapplied changes; null when there are none. */
  after: FactoryOutlook | null;
  delta: OutlookDelta | null;
  newStalls: readonly Stall[];
}

const money = (cents: number) => formatMoney(toDollars(cents));
const signedMoney = (cents: number) => withSign(cents, money(cents));
/** '+1.6', '-1', '0': signed by what is shown, so a trace does not read '+0'. */
const signedQuantity = (value: number) => {
  const shown = Math.round(value * 10) / 10;
  return withSign(shown, formatQuantity(shown));
};

interface Line {
  label: string;
  before: string;
  after: string;
  change: string | null;
  /** Whether the change is good for the player (colours it), null when neutral. */
  good: boolean | null;
}

function lines(before: FactoryOutlook, after: FactoryOutlook, delta: OutlookDelta): Line[] {
  const rows: Line[] = [
    {
      label: 'Profit per tick',
      before: money(before.profitPerTick),
      after: money(after.profitPerTick),
      change: delta.profitPerTick === 0 ? null : signedMoney(delta.profitPerTick),
      good: delta.profitPerTick === 0 ? null : delta.profitPerTick > 0,
    },
    {
      label: 'Costs per tick',
      before: money(before.costsPerTick),
      after: money(after.costsPerTick),
      change: delta.costsPerTick === 0 ? null : signedMoney(delta.costsPerTick),
      good: delta.costsPerTick === 0 ? null : delta.costsPerTick < 0,
    },
    {
      label: 'Power balance',
      before: formatQuantity(before.powerBalance),
      after: formatQuantity(after.powerBalance),
      change:
        Math.abs(delta.powerBalance) < 0.05 ? null : withSign(delta.powerBalance, formatQuantity(delta.powerBalance)),
      good: Math.abs(delta.powerBalance) < 0.05 ? null : delta.powerBalance > 0,
    },
    {
      label: 'Power made / used',
      before: `${formatQuantity(before.powerGenerated)} / ${formatQuantity(before.powerUsed)}`,
      after: `${formatQuantity(after.powerGenerated)} / ${formatQuantity(after.powerUsed)}`,
      change: null,
      good: null,
    },
    {
      label: 'Wear per tick',
      before: formatPercent(before.wear),
      after: formatPercent(after.wear),
      change: Math.abs(delta.wear) < 0.00005 ? null : withSign(delta.wear, formatPercent(delta.wear)),
      good: Math.abs(delta.wear) < 0.00005 ? null : delta.wear < 0,
    },
  ];
  for (const r of STORED_RESOURCES) {
    const was = before.output[r] ?? 0;
    const will = after.output[r] ?? 0;
    if (was === 0 && will === 0) continue;
    const change = delta.output[r] ?? 0;
    rows.push({
      label: `${RESOURCE_NAMES[r]} per tick`,
      before: signedQuantity(was),
      after: signedQuantity(will),
      change: Math.abs(change) < 0.05 ? null : signedQuantity(change),
      good: null,
    });
  }
  return rows;
}

/** The engine's projection of the next tick, as set now and with the unapplied changes. */
export function CapacityPreview({ before, after, delta, newStalls }: CapacityPreviewProps) {
  const shown = after ?? before;
  const rows = lines(before, shown, delta ?? { ...zeroDelta });
  const short = shown.shortages.map((r) => RESOURCE_NAMES[r]);
  return (
    <Card title="Preview: the next tick" aria-live="polite">
      <p className="mb-3 text-sm text-ink-muted">
        {after ? 'As set now → with your unapplied changes.' : 'No unapplied changes: the next tick as set now.'}
      </p>
      <table className="w-full text-sm" aria-label="Projection of the next tick">
        <thead className={after ? 'text-xs text-ink-muted' : 'sr-only'}>
          <tr>
            <th scope="col" className="pb-1 text-left font-normal">
              <span className="sr-only">Figure</span>
            </th>
            <th scope="col" className="pb-1 text-right font-normal">
              Now
            </th>
            <th scope="col" className="pb-1 pl-2 text-right font-normal">
              {after ? 'With changes' : 'Next tick'}
            </th>
            <th scope="col" className="pb-1 pl-2 text-right font-normal">
              Change
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-b border-line/40 last:border-0">
              <th scope="row" className="py-1.5 pr-2 text-left font-normal text-ink-muted">
                {row.label}
              </th>
              <td className="py-1.5 text-right whitespace-nowrap tabular-nums">{after ? row.before : ''}</td>
              <td className="py-1.5 pl-2 text-right font-medium whitespace-nowrap tabular-nums">{row.after}</td>
              <td
                className={cn(
                  'w-20 py-1.5 pl-2 text-right text-xs whitespace-nowrap tabular-nums',
                  row.good === true && 'text-emerald-300',
                  row.good === false && 'text-rose-300',
                )}
              >
                {row.change ?? ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {(newStalls.length > 0 || short.length > 0) && (
        <ul className="mt-3 space-y-1.5" aria-label="What falls short">
          {newStalls.map((s) => (
            <li key={s} role="alert" className="flex items-start gap-2 text-sm text-amber-200">
              <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" /> Warning: {STALL_WARNINGS[s]}
            </li>
          ))}
          {short.length > 0 && (
            <li className="flex items-start gap-2 text-sm text-ink-muted">
              <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" /> Short of {short.join(', ')}
            </li>
          )}
        </ul>
      )}
      <p className="mt-3 text-xs text-ink-muted">{PREVIEW_ADVICE}</p>
    </Card>
  );
}

const zeroDelta: OutlookDelta = {
  profitPerTick: 0,
  costsPerTick: 0,
  powerBalance: 0,
  spareCapacity: 0,
  crewMissing: 0,
  wear: 0,
  output: {},
};
