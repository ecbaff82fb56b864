import type { ProductionAnalysis } from '@forgeworks/contract';
import { Lightbulb, TrendingUp } from 'lucide-react';
import { useState } from 'react';
import { formatInteger, formatMoney, formatPercent, formatRate } from '@/shared/lib/format';
import { cashTone, efficiencyTone } from '@/shared/lib/tones';
import { StatusPill } from '@/shared/ui/Badge';
import { Button } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { CardError, CardLoading } from '@/shared/ui/CardState';
import { MachineIcon, ResourceIcon } from '@/shared/ui/GameIcons';
import { Stat } from '@/shared/ui/Stat';
import { useFactoryStats } from '@/shared/api/factory-stats';
import { recommendationItems } from '@/shared/lib/recommendations';
import { AdviceButton } from '@/shared/ui/AdviceButton';
import { netRateTone, RECOMMENDATIONS_SHOWN, visibleRecommendations } from '../lib/production-analysis';

function Count({ type, label, value }: { type: 'IRON_MINE' | 'SMELTER' | 'COAL_MINE'; label: string; value: number }) {
  return (
    <div className="flex items-center gap-2 rounded-lg bg-raised/50 px-3 py-2">
      <MachineIcon type={type} className="text-accent" />
      <span className="min-w-0 flex-1 truncate text-sm text-ink-muted">{label}</span>
      <span className="text-base font-semibold text-ink tabular-nums">{formatInteger(value)}</span>
    </div>
  );
}

/** Production analysis figures and recommendations (spec section 2), from props. */
export function ProductionAnalysisView({ analysis }: { analysis: ProductionAnalysis }) {
  const [expanded, setExpanded] = useState(false);
  const recs = visibleRecommendations(recommendationItems(analysis), expanded);
  const hidden = analysis.recommendations.length - RECOMMENDATIONS_SHOWN;
  return (
    <div className="@container flex flex-col gap-5">
      <div className="grid grid-cols-1 gap-2 @md:grid-cols-3">
        <Count type="IRON_MINE" label="Iron mines" value={analysis.ironMines} />
        <Count type="SMELTER" label="Smelters" value={analysis.smelters} />
        <Count type="COAL_MINE" label="Coal mines" value={analysis.coalMines} />
      </div>
      <div className="grid grid-cols-2 gap-4 @lg:grid-cols-3">
        <Stat
          label={
            <span className="inline-flex items-center gap-1">
              <ResourceIcon type="IRON_ORE" className="size-3.5" /> Net iron ore
            </span>
          }
          value={formatRate(analysis.netIronOre)}
          tone={netRateTone(analysis.netIronOre)}
        />
        <Stat
          label={
            <span className="inline-flex items-center gap-1">
              <ResourceIcon type="COAL" className="size-3.5" /> Net coal
            </span>
          }
          value={formatRate(analysis.netCoal)}
          tone={netRateTone(analysis.netCoal)}
        />
        <Stat label="Available cash" value={formatMoney(analysis.cash)} tone={cashTone(analysis.cash)} />
        <Stat label="Total machines" value={formatInteger(analysis.totalMachines)} />
        <Stat
          label="Production efficiency"
          value={formatPercent(analysis.productionEfficiency)}
          tone={analysis.totalMachines === 0 ? 'neutral' : efficiencyTone(analysis.productionEfficiency)}
        />
        <div>
          <p className="text-xs font-medium tracking-wide text-ink-muted uppercase">Value creation</p>
          <StatusPill className="mt-2" tone={analysis.valueCreation === 'Active' ? 'good' : 'neutral'}>
            {analysis.valueCreation}
          </StatusPill>
        </div>
      </div>
      {recs.length > 0 && (
        <div className="border-t border-line/60 pt-4">
          <h3 className="mb-2 text-sm font-semibold text-ink">Recommendations</h3>
          <ul className="flex flex-col gap-2">
            {recs.map(({ text, action }) => (
              <li key={text} className="flex gap-2 text-sm text-slate-300">
                <Lightbulb aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />
                <div className="min-w-0 space-y-2">
                  <p>{text}</p>
                  {action && <AdviceButton action={action} />}
                </div>
              </li>
            ))}
          </ul>
          {hidden > 0 && (
            <Button
              variant="ghost"
              size="sm"
              className="mt-2 -ml-3"
              onClick={() => setExpanded((e) => !e)}
              aria-expanded={expanded}
            >
              {expanded ? 'Show fewer' : `Show all ${analysis.recommendations.length}`}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

/** The reusable Production Analysis card, from the factory stats. */
export function ProductionAnalysisCard({ className }: { className?: string }) {
  const stats = useFactoryStats();
  let body;
  if (stats.data) body = <ProductionAnalysisView analysis={stats.data.productionAnalysis} />;
  else if (stats.isError) body = <CardError message={stats.error.message} onRetry={() => void stats.refetch()} />;
  else body = <CardLoading text="Loading analysis..." />;
  return (
    <Card title="Production Analysis" icon={<TrendingUp aria-hidden />} className={className}>
      {body}
    </Card>
  );
}
