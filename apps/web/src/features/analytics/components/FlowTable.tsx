import { cn } from '@/shared/lib/cn';
import { formatPercent, formatQuantity } from '@/shared/lib/format';
import { StatusPill, toneText } from '@/shared/ui/Badge';
import { ResourceIcon } from '@/shared/ui/GameIcons';
import { type Column, DataTable, Td, Tr } from '@/shared/ui/Table';
import { INSIGHT_INFO, type FlowRow } from '../lib/insights';

export const signed = (n: number) => `${n > 0 ? '+' : ''}${formatQuantity(n)}`;
export const netTone = (n: number) => (n > 0 ? 'good' : n < 0 ? 'bad' : 'neutral');

function InsightPill({ row }: { row: FlowRow }) {
  const info = INSIGHT_INFO[row.insight];
  return (
    <StatusPill tone={info.tone}>
      {info.label}
      {row.coverage !== null && row.coverage < 1 && ` · ${formatPercent(row.coverage)}`}
    </StatusPill>
  );
}

const COLUMNS: readonly Column[] = [
  { label: 'Resource' },
  { label: 'Produced', numeric: true },
  { label: 'Consumed', numeric: true },
  { label: 'Net', numeric: true },
  { label: 'Insight' },
];

/** Per resource: produced, consumed, net and the insight; a table on wide screens, a list on phones. */
export function FlowTable({ rows, periodLabel }: { rows: FlowRow[]; periodLabel: string }) {
  return (
    <>
      <ul className="divide-y divide-line/50 sm:hidden" aria-label={`Production per resource, ${periodLabel}`}>
        {rows.map((r) => (
          <li key={r.name} className="py-2.5">
            <div className="flex items-center justify-between gap-2">
              <span className="flex items-center gap-2 font-medium text-ink">
                {r.resource && <ResourceIcon type={r.resource} className="text-accent" />}
                {r.name}
              </span>
              <InsightPill row={r} />
            </div>
            <p className="mt-1 text-sm text-ink-muted tabular-nums">
              Made {formatQuantity(r.produced)} · used {formatQuantity(r.consumed)} · net{' '}
              <span className={cn('font-semibold', toneText[netTone(r.net)])}>{signed(r.net)}</span>
            </p>
          </li>
        ))}
      </ul>
      <div className="hidden sm:block">
        <DataTable label={`Production per resource, ${periodLabel}`} columns={COLUMNS}>
          {rows.map((r) => (
            <Tr key={r.name}>
              <Td>
                <span className="flex items-center gap-2">
                  {r.resource && <ResourceIcon type={r.resource} className="text-accent" />}
                  {r.name}
                </span>
              </Td>
              <Td numeric>{formatQuantity(r.produced)}</Td>
              <Td numeric>{formatQuantity(r.consumed)}</Td>
              <Td numeric className={cn('font-semibold', toneText[netTone(r.net)])}>
                {signed(r.net)}
              </Td>
              <Td>
                <InsightPill row={r} />
              </Td>
            </Tr>
          ))}
        </DataTable>
      </div>
    </>
  );
}
