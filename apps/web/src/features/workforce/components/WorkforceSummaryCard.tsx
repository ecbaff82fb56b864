import type { Worker, WorkforceAnalysis } from '@forgeworks/contract';
import { TIME } from '@forgeworks/engine';
import { Gauge } from 'lucide-react';
import { formatInteger, formatMoney, formatPercent } from '@/shared/lib/format';
import { workforceTone, type Tone } from '@/shared/lib/tones';
import { QueryCard } from '@/shared/ui/QueryCard';
import { Stat, StatGrid } from '@/shared/ui/Stat';
import { useWorkers, useWorkforceAnalysis } from '../api/workforce';

/**
 * The efficiency's words: "Fully staffed" only when no post is empty (the engine's `missingPosts`),
 * however skilled the crews elsewhere; else how many posts wait for a worker.
 */
function staffingWords(analysis: WorkforceAnalysis): { hint: string; tone: Tone } {
  if (analysis.missingPosts === 0) return { hint: 'Fully staffed', tone: workforceTone(analysis.efficiency) };
  const tone = workforceTone(analysis.efficiency);
  const posts = `${formatInteger(analysis.missingPosts)} ${analysis.missingPosts === 1 ? 'post' : 'posts'} empty`;
  return { hint: posts, tone: tone === 'good' ? 'warning' : tone };
}

/** Workforce efficiency (good from 95%, understaffed under 80%) and what the crew costs each tick. */
export function WorkforceSummaryCard({ className }: { className?: string }) {
  const workers = useWorkers();
  return (
    <QueryCard
      title="Workforce Efficiency"
      icon={<Gauge aria-hidden />}
      className={className}
      query={useWorkforceAnalysis()}
      texts={{ loading: 'Loading workforce...' }}
    >
      {(analysis) => <Summary analysis={analysis} workers={workers.data} />}
    </QueryCard>
  );
}

function Summary({ analysis, workers }: { analysis: WorkforceAnalysis; workers: Worker[] | undefined }) {
  // With no machines the engine reports 100%: say there is nothing to staff rather than praise the crew.
  const needsCrew = Object.values(analysis.requiredWorkers).some((n) => n > 0);
  const words = staffingWords(analysis);
  const tone = needsCrew ? words.tone : 'neutral';
  const idle = workers?.filter((w) => w.assignedMachineId === null).length ?? 0;
  return (
    <>
      <StatGrid className="lg:grid-cols-3">
        <Stat
          label="Efficiency"
          value={needsCrew ? formatPercent(analysis.efficiency) : '—'}
          tone={tone}
          hint={needsCrew ? words.hint : 'No machines to staff yet'}
        />
        <Stat
          label="Salaries"
          value={formatMoney(analysis.totalSalaryCost)}
          hint={`per tick · ${formatMoney(analysis.totalSalaryCost * TIME.TICKS_PER_HOUR)} a game hour (${TIME.TICKS_PER_HOUR} ticks, as Finances counts)`}
        />
        <Stat
          label="Workers"
          value={workers ? formatInteger(workers.length) : '—'}
          hint={workers ? `${formatInteger(idle)} unassigned` : undefined}
          tone={idle > 0 ? 'warning' : 'neutral'}
        />
      </StatGrid>
      <p className="mt-4 text-sm leading-relaxed text-ink-muted">
        A machine&apos;s output follows its crew: an empty slot adds nothing, each skill level below what the slot asks
        costs 20%, and workers under 80% satisfaction slow down. Salaries are paid every tick, assigned or not, so keep
        idle hands to a minimum.
      </p>
    </>
  );
}
