import { WORKER_TITLES } from '@forgeworks/engine';
import type { MachineEfficiency } from '@forgeworks/contract';
import { ArrowRight, Users } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/shared/lib/cn';
import { formatPercent } from '@/shared/lib/format';
import { workforceTone } from '@/shared/lib/tones';
import { toneText } from '@/shared/ui/Badge';
import { focusRing } from '@/shared/ui/Button';

/** Staffing efficiency and each crew slot's required vs assigned workers. */
export function CrewEfficiency({ efficiency }: { efficiency: MachineEfficiency | undefined }) {
  if (!efficiency) {
    return (
      <div className="space-y-2 text-sm">
        <h3 className="text-xs font-medium tracking-wide text-ink-muted uppercase">Crew</h3>
        <p className="text-xs text-ink-muted">Worker efficiency is loading...</p>
      </div>
    );
  }
  const tone = workforceTone(efficiency.workerEfficiency);
  const short = efficiency.requiredWorkers.some((r) => r.assigned < r.needed);

  return (
    <div className="space-y-2 text-sm">
      <h3 className="flex items-center justify-between text-xs font-medium tracking-wide text-ink-muted uppercase">
        <span>Crew</span>
        <span className={cn('text-sm font-semibold tracking-normal normal-case tabular-nums', toneText[tone])}>
          {formatPercent(efficiency.workerEfficiency)} <span className="text-xs font-normal">worker efficiency</span>
        </span>
      </h3>
      <ul className="space-y-1">
        {efficiency.requiredWorkers.map((r) => (
          <li key={`${r.type}-${r.skillLevel}`} className="flex items-center justify-between gap-3 text-xs">
            <span className="flex items-center gap-1.5 text-ink-muted">
              <Users aria-hidden className="size-3.5" />
              {WORKER_TITLES[r.type]} <span>(skill {r.skillLevel})</span>
            </span>
            <span className={cn('tabular-nums', r.assigned < r.needed ? toneText.bad : 'text-ink')}>
              {r.assigned} of {r.needed} assigned
            </span>
          </li>
        ))}
      </ul>
      {short && (
        <Link
          to="/game/workforce"
          className={cn(
            'inline-flex items-center gap-1 rounded text-xs font-medium text-accent hover:underline',
            focusRing,
          )}
        >
          Hire the missing crew in Workforce <ArrowRight aria-hidden className="size-3.5" />
        </Link>
      )}
    </div>
  );
}
