import type { MaintenanceAnalysis } from '@forgeworks/contract';
import { breakdownRiskLabel } from '@forgeworks/engine';
import { cn } from '@/shared/lib/cn';
import { formatMoney, formatPercent, formatQuantity, titleCase } from '@/shared/lib/format';
import { conditionTone, riskTone } from '@/shared/lib/tones';
import { toneText, type Tone } from '@/shared/ui/Badge';
import { formatDaysSince } from '../lib/maintenance-rules';

const STATUS_TONE: Record<string, Tone> = { OPERATIONAL: 'good', UNDER_MAINTENANCE: 'info', BROKEN: 'bad' };

function Figure({
  label,
  value,
  tone = 'neutral',
  hint,
}: {
  label: string;
  value: string;
  tone?: Tone;
  hint?: string;
}) {
  return (
    <div className="rounded-lg bg-page/50 px-3 py-2">
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className={cn('mt-0.5 font-semibold tabular-nums', toneText[tone])}>{value}</dd>
      {hint && <dd className="text-[11px] text-ink-muted">{hint}</dd>}
    </div>
  );
}

/** The server's maintenance analysis of one machine, in figures. */
export function AnalysisFigures({ analysis }: { analysis: MaintenanceAnalysis['analysis'] }) {
  const risk = breakdownRiskLabel(analysis.breakdownRisk);
  const broken = analysis.status === 'BROKEN';
  const recommended = analysis.recommendedMaintenance;
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      <Figure
        label="Current condition"
        value={formatPercent(analysis.currentCondition)}
        tone={conditionTone(analysis.currentCondition)}
      />
      <Figure
        label="Breakdown risk"
        value={`${formatPercent(analysis.breakdownRisk)} ${risk}`}
        tone={riskTone(analysis.breakdownRisk)}
      />
      <Figure
        label="Efficiency impact"
        value={analysis.efficiencyImpact > 0 ? `−${formatPercent(analysis.efficiencyImpact)}` : '0%'}
        tone={analysis.efficiencyImpact > 0.2 ? 'warning' : 'neutral'}
        hint="output lost to wear"
      />
      <Figure label="Operating hours" value={`${formatQuantity(analysis.totalOperatingHours)} h`} />
      <Figure label="Last maintenance" value={formatDaysSince(analysis.daysSinceLastMaintenance)} />
      <Figure
        label="Recommended"
        value={recommended === 'NONE' ? (broken ? 'Emergency repair' : 'None needed') : titleCase(recommended)}
        tone={recommended === 'NONE' && !broken ? 'good' : 'warning'}
      />
      <Figure
        label={broken ? 'Emergency repair cost' : 'Cost to repair'}
        value={formatMoney(analysis.costToRepair)}
        hint={broken ? 'back to 50%' : 'to 100% at once'}
      />
      <Figure label="Status" value={titleCase(analysis.status)} tone={STATUS_TONE[analysis.status] ?? 'neutral'} />
    </dl>
  );
}
