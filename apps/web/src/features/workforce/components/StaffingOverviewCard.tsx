import type { WorkforceAnalysis } from '@forgeworks/contract';
import { WORKER_TITLES } from '@forgeworks/engine';
import { ClipboardList } from 'lucide-react';
import { formatInteger } from '@/shared/lib/format';
import { QueryCard, type QueryTexts } from '@/shared/ui/QueryCard';
import { ProgressBar } from '@/shared/ui/ProgressBar';
import { useWorkforceAnalysis } from '../api/workforce';
import { staffingRows, WORKER_TYPE_PLURALS } from '../lib/workforce';
import { WorkerTypeIcon } from '@/shared/ui/WorkerTypeIcon';

/** Required vs assigned per worker type, over every machine's crew requirements. */
export function StaffingOverviewCard(props: { className?: string }) {
  return (
    <QueryCard
      {...props}
      title="Staffing Overview"
      icon={<ClipboardList aria-hidden />}
      query={useWorkforceAnalysis()}
      texts={TEXTS}
    >
      {(analysis) => <StaffingList analysis={analysis} />}
    </QueryCard>
  );
}

const TEXTS: QueryTexts<WorkforceAnalysis> = {
  loading: 'Loading staffing...',
  empty: {
    text: 'No crew needed yet: every machine you build asks for its own operators and technicians.',
    when: (analysis) => staffingRows(analysis).every((r) => r.required === 0),
  },
};

function StaffingList({ analysis }: { analysis: WorkforceAnalysis }) {
  return (
    <ul className="space-y-4">
      {staffingRows(analysis).map(({ type, required, assigned }) => {
        const short = Math.max(0, required - assigned);
        return (
          <li key={type}>
            <div className="mb-1.5 flex items-center justify-between gap-3 text-sm">
              <span className="flex items-center gap-2 font-medium text-ink">
                <WorkerTypeIcon type={type} className="text-ink-muted" />
                {WORKER_TITLES[type]}s
              </span>
              <span className="tabular-nums text-ink">
                {formatInteger(assigned)} <span className="text-ink-muted">/ {formatInteger(required)}</span>
              </span>
            </div>
            <ProgressBar
              label={`${WORKER_TITLES[type]}s assigned`}
              value={required === 0 ? 0 : assigned / required}
              valueText={`${assigned} of ${required} ${WORKER_TYPE_PLURALS[type]}`}
              tone={required === 0 ? 'neutral' : short === 0 ? 'good' : assigned === 0 ? 'bad' : 'warning'}
            />
            {required === 0 && (
              <p className="mt-1 text-xs text-ink-muted">None of your machines needs {WORKER_TYPE_PLURALS[type]} yet</p>
            )}
            {short > 0 && (
              <p className="mt-1 text-xs text-ink-muted">
                {formatInteger(short)} more{' '}
                {short === 1 ? WORKER_TITLES[type].toLowerCase() : WORKER_TYPE_PLURALS[type]} needed
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
