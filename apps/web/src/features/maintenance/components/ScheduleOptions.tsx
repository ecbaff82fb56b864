import type { Machine, MaintenanceAnalysis } from '@forgeworks/contract';
import { CalendarClock } from 'lucide-react';
import { cn } from '@/shared/lib/cn';
import { formatMoney, formatPercent, titleCase } from '@/shared/lib/format';
import { Badge } from '@/shared/ui/Badge';
import { Button } from '@/shared/ui/Button';
import { useTickLength } from '@/shared/api/tick-length';
import { ticksAndTime } from '@/shared/lib/tick-time';
import { scheduleState } from '../lib/maintenance-rules';

type Schedule = MaintenanceAnalysis['schedules'][number];

export interface ScheduleOptionsProps {
  machine: Machine;
  schedules: readonly Schedule[];
  recommended: string;
  cash: number;
  onChoose: (option: Schedule) => void;
}

/** ROUTINE / PREVENTIVE / OVERHAUL: downtime, cost, condition restored, and a Schedule button each. */
export function ScheduleOptions({ machine, schedules, recommended, cash, onChoose }: ScheduleOptionsProps) {
  const tickMs = useTickLength();
  return (
    <ul className="grid gap-2 md:grid-cols-3">
      {schedules.map((option) => {
        const state = scheduleState(machine, option.cost, cash);
        const isRecommended = option.type === recommended;
        return (
          <li
            key={option.type}
            className={cn(
              'flex flex-col gap-2 rounded-lg border bg-page/40 p-3',
              isRecommended ? 'border-amber-500/50' : 'border-line/60',
            )}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h4 className="font-medium">{titleCase(option.type)}</h4>
              {isRecommended && <Badge tone="warning">Recommended</Badge>}
            </div>
            <dl className="space-y-0.5 text-xs">
              <div className="flex justify-between gap-2">
                <dt className="text-ink-muted">Cost</dt>
                <dd className="font-semibold tabular-nums">{formatMoney(option.cost)}</dd>
              </div>
              <div className="flex justify-between gap-2">
                <dt className="text-ink-muted">Offline</dt>
                <dd className="tabular-nums">{ticksAndTime(option.duration, tickMs)}</dd>
              </div>
              <div className="flex justify-between gap-2">
                <dt className="text-ink-muted">Restores</dt>
                <dd className="tabular-nums">+{formatPercent(option.conditionRestoration)}</dd>
              </div>
            </dl>
            <p className="flex-1 text-xs text-ink-muted">{option.description}</p>
            <Button
              size="sm"
              variant={isRecommended && state.enabled ? 'primary' : 'secondary'}
              icon={<CalendarClock aria-hidden className="size-4" />}
              disabled={!state.enabled}
              aria-label={state.enabled ? `Schedule ${titleCase(option.type)} maintenance` : undefined}
              onClick={() => onChoose(option)}
            >
              {state.label}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
