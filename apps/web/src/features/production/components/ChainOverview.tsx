import type { ChainRow } from '@forgeworks/contract';
import { isStoredResource } from '@forgeworks/engine';
import { ArrowDown, ArrowRight } from 'lucide-react';
import { Fragment } from 'react';
import { cn } from '@/shared/lib/cn';
import { machineInfo } from '@/shared/lib/catalog';
import { formatQuantity } from '@/shared/lib/format';
import { StatusPill, toneText } from '@/shared/ui/Badge';
import { BuyShortfallButton } from '@/shared/ui/BuyShortfallButton';
import { ResourceIcon } from '@/shared/ui/GameIcons';
import {
  BALANCE_INFO,
  balanceOf,
  chainAdvice,
  groupByStage,
  linksByType,
  netRateText,
  runsShort,
  STAGES,
} from '../lib/chain';

/** The chain as a flow, raw materials on the left to final products on the right. */
export function ChainOverview({ rows }: { rows: ChainRow[] }) {
  const groups = groupByStage(rows);
  return (
    <div className="space-y-4">
      <ol className="grid grid-cols-1 items-stretch gap-3 lg:grid-cols-[1fr_auto_1fr_auto_1fr]">
        {groups.map((group, i) => {
          const stage = STAGES.find((s) => s.stage === group.stage);
          return (
            <Fragment key={group.stage}>
              {i > 0 && (
                <li aria-hidden className="flex items-center justify-center text-slate-500">
                  <ArrowRight className="hidden size-5 lg:block" />
                  <ArrowDown className="size-5 lg:hidden" />
                </li>
              )}
              <li className="rounded-xl border border-line/60 bg-page/40 p-3">
                <h3 className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{stage?.plural}</h3>
                <p className="mb-3 text-xs text-ink-muted">{stage?.description}</p>
                <div className="space-y-3">
                  {group.rows.map((row) => (
                    <ResourceTile key={row.resource} row={row} />
                  ))}
                </div>
              </li>
            </Fragment>
          );
        })}
      </ol>
      <Advice rows={rows} />
    </div>
  );
}

function ResourceTile({ row }: { row: ChainRow }) {
  const balance = BALANCE_INFO[balanceOf(row)];
  return (
    <article aria-label={row.name} className="rounded-lg border border-line/60 bg-raised/40 p-3">
      <header className="flex items-center justify-between gap-2">
        <h4 className="flex items-center gap-2 font-medium text-ink">
          <ResourceIcon type={row.resource} className="text-accent" />
          {row.name}
        </h4>
        <StatusPill tone={balance.tone}>{balance.label}</StatusPill>
      </header>
      <div className={cn('mt-2 text-2xl font-semibold tabular-nums', toneText[balance.tone])}>
        {netRateText(row.netRate)}
      </div>
      <p className="text-xs text-ink-muted tabular-nums">
        Made {formatQuantity(row.produced)} · used {formatQuantity(row.consumed)}
      </p>
      <dl className="mt-2 space-y-0.5 text-xs">
        <div className="flex gap-1.5">
          <dt className="text-ink-muted">Made by</dt>
          <dd className="text-ink">{machineCounts(row.producers) ?? 'no machine yet'}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-ink-muted">Used by</dt>
          <dd className="text-ink">{machineCounts(row.consumers) ?? 'no machine yet'}</dd>
        </div>
      </dl>
    </article>
  );
}

/** '2× Iron Mine, 1× Steel Furnace', or null with no machine. */
function machineCounts(links: ChainRow['producers']): string | null {
  const groups = linksByType(links);
  return groups.length > 0 ? groups.map((g) => `${g.count}× ${machineInfo(g.type).name}`).join(', ') : null;
}

/** What to do about each row that needs it; a resource running short can also be bought to tide it over. */
function Advice({ rows }: { rows: ChainRow[] }) {
  const advice = rows.flatMap((row) => {
    const text = chainAdvice(row);
    return text === null ? [] : [{ row, text }];
  });
  if (advice.length === 0) return null;
  return (
    <ul className="space-y-2 rounded-lg border border-amber-500/30 bg-amber-500/5 px-4 py-3 text-sm text-ink">
      {advice.map(({ row, text }) => (
        <li key={text}>
          {text}
          {runsShort(balanceOf(row)) && isStoredResource(row.resource) && (
            <BuyShortfallButton
              resource={row.resource}
              perTick={Math.max(row.shortBy, -row.netRate)}
              className="mt-1.5 block"
            />
          )}
        </li>
      ))}
    </ul>
  );
}
