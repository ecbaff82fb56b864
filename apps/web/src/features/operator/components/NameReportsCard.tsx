import { Flag } from 'lucide-react';
import { formatDateTime, formatInteger } from '@/shared/lib/format';
import { NAME_REPORT_REASON_LABELS } from '@/shared/lib/name-reports';
import { QueryCard } from '@/shared/ui/QueryCard';
import { useNameReports } from '../api/operator';
import { FormerNames } from '@/shared/ui/FormerNames';

/** The names players reported from a profile, the latest first; rename or dismiss them from Players. */
export function NameReportsCard({ className }: { className?: string }) {
  return (
    <QueryCard
      title="Reported names"
      icon={<Flag aria-hidden />}
      className={className}
      query={useNameReports()}
      texts={{
        loading: 'Loading reports...',
        error: 'Failed to load the reports',
        empty: { text: 'No name is reported.', when: (data) => data.reports.length === 0 },
      }}
    >
      {(data) => (
        <ul aria-label="Reported names" className="space-y-3 text-sm">
          {data.reports.map((r) => (
            <li key={r.factoryId} className="space-y-0.5">
              <p className="font-medium break-words text-ink">
                {r.factoryName} <span className="font-normal text-ink-muted">({r.playerName})</span>{' '}
                <FormerNames names={r.formerNames} />
              </p>
              <p className="text-xs text-ink-muted">
                {formatInteger(r.reports)} report{r.reports === 1 ? '' : 's'}, last {formatDateTime(r.lastReportedAt)}
              </p>
              <ul aria-label={`Why ${r.factoryName} was reported`} className="mt-1 space-y-0.5 text-xs text-slate-300">
                {r.reasons.map((why, i) => (
                  <li key={`${why.reportedAt}-${i}`} className="break-words">
                    {NAME_REPORT_REASON_LABELS[why.reason]}
                    {why.note && <span className="text-ink-muted">: &ldquo;{why.note}&rdquo;</span>}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </QueryCard>
  );
}
