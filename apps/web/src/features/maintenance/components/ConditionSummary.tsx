import type { Machine } from '@forgeworks/contract';
import { Activity } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/shared/lib/cn';
import { formatPercent } from '@/shared/lib/format';
import { conditionTone } from '@/shared/lib/tones';
import { toneText, type Tone } from '@/shared/ui/Badge';
import { Card } from '@/shared/ui/Card';
import { BAND_LABELS, BAND_ORDER, summarizeConditions, type ConditionBand } from '../lib/maintenance-rules';

const BAND_TONE: Record<ConditionBand, Tone> = {
  broken: 'bad',
  critical: 'bad',
  poor: 'warning',
  fair: 'info',
  excellent: 'good',
};

const BAND_RANGE: Record<ConditionBand, string> = {
  broken: '0%',
  critical: '≤ 30%',
  poor: '≤ 60%',
  fair: '≤ 80%',
  excellent: '> 80%',
};

/** How many machines are in each condition band, how many are good (above 60%), and the average. */
export function ConditionSummary({ machines, actions }: { machines: readonly Machine[]; actions?: ReactNode }) {
  const s = summarizeConditions(machines);
  return (
    <Card title="Condition Summary" icon={<Activity aria-hidden />} actions={actions}>
      <p className="mb-4 text-sm text-ink-muted">
        <strong className="text-ink tabular-nums">
          {s.good} of {s.total}
        </strong>{' '}
        machines in good condition (above 60%) · average{' '}
        <strong className={cn('tabular-nums', toneText[conditionTone(s.average)])}>{formatPercent(s.average)}</strong>
      </p>
      <dl className="grid grid-cols-2 gap-2 min-[520px]:grid-cols-3 lg:grid-cols-5">
        {BAND_ORDER.map((band) => (
          <div
            key={band}
            className={cn(
              'rounded-lg border border-line/60 bg-page/50 px-3 py-2',
              s[band] > 0 && (band === 'broken' || band === 'critical') && 'border-rose-500/40 bg-rose-500/5',
            )}
          >
            <dt className="text-xs text-ink-muted">
              {BAND_LABELS[band]} <span className="text-[11px]">({BAND_RANGE[band]})</span>
            </dt>
            <dd
              className={cn(
                'text-2xl font-semibold tabular-nums',
                s[band] > 0 ? toneText[BAND_TONE[band]] : 'text-ink-muted',
              )}
            >
              {s[band]}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
