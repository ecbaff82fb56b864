import type { ChainRow } from '@forgeworks/contract';
import { cn } from '@/shared/lib/cn';
import { formatQuantity } from '@/shared/lib/format';
import { machineLabels } from '@/shared/lib/machine-labels';
import { Badge, StatusPill, toneText } from '@/shared/ui/Badge';
import { MachineIcon, ResourceIcon } from '@/shared/ui/GameIcons';
import { BALANCE_INFO, balanceOf, groupByStage, netRateText, stageLabel } from '../lib/chain';

type Link = ChainRow['producers'][number];

/** Every resource with each machine that makes or uses it, and at what rate. */
export function ChainDetailed({ rows }: { rows: ChainRow[] }) {
  const labels = machineLabels(
    rows.flatMap((r) => [...r.producers, ...r.consumers]).map((l) => ({ machineId: l.machineId, type: l.machineType })),
  );
  const ordered = groupByStage(rows).flatMap((g) => g.rows);
  return (
    <div className="space-y-4">
      {ordered.map((row) => {
        const balance = BALANCE_INFO[balanceOf(row)];
        return (
          <section key={row.resource} aria-label={row.name} className="rounded-lg border border-line/60 p-3 sm:p-4">
            <header className="flex flex-wrap items-center gap-2">
              <ResourceIcon type={row.resource} className="size-5 text-accent" />
              <h3 className="font-semibold text-ink">{row.name}</h3>
              <Badge>{stageLabel(row.stage)}</Badge>
              <StatusPill tone={balance.tone}>{balance.label}</StatusPill>
              <span className={cn('ml-auto text-lg font-semibold tabular-nums', toneText[balance.tone])}>
                {netRateText(row.netRate)}
              </span>
            </header>
            <div className="mt-3 grid gap-4 md:grid-cols-2">
              <LinkList title="Producers" total={row.produced} links={row.producers} labels={labels} sign="+" />
              <LinkList title="Consumers" total={row.consumed} links={row.consumers} labels={labels} sign="−" />
            </div>
          </section>
        );
      })}
    </div>
  );
}

function LinkList({
  title,
  total,
  links,
  labels,
  sign,
}: {
  title: string;
  total: number;
  links: Link[];
  labels: Map<string, string>;
  sign: '+' | '−';
}) {
  return (
    <div>
      <h4 className="flex justify-between text-xs font-medium tracking-wide text-ink-muted uppercase">
        <span>{title}</span>
        <span className="normal-case tabular-nums">
          {total > 0 && sign}
          {formatQuantity(total)} /tick
        </span>
      </h4>
      {links.length === 0 ? (
        <p className="mt-1.5 text-sm text-ink-muted">None</p>
      ) : (
        <ul className="mt-1.5 divide-y divide-line/40">
          {links.map((l) => (
            <li key={l.machineId} className="flex items-center gap-2 py-1.5 text-sm">
              <MachineIcon type={l.machineType} className="text-ink-muted" />
              <span className="flex-1 truncate text-ink">{labels.get(l.machineId)}</span>
              <span className={cn('tabular-nums', l.rate === 0 ? 'text-amber-300' : 'text-ink')}>
                {l.rate === 0 ? 'idle' : `${sign}${formatQuantity(l.rate)} /tick`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
