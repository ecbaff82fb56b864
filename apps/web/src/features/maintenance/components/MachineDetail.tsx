import type { Machine, MaintenanceAnalysis } from '@forgeworks/contract';
import { Hammer, History, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { titleCase } from '@/shared/lib/format';
import { conditionTone } from '@/shared/lib/tones';
import { StatusPill } from '@/shared/ui/Badge';
import { Button } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { CardError, CardLoading } from '@/shared/ui/CardState';
import { MachineIcon } from '@/shared/ui/GameIcons';
import { useMaintenanceAnalysis } from '../api/maintenance';
import { AnalysisFigures } from './AnalysisFigures';
import { EmergencyRepair } from './EmergencyRepair';
import { HistoryDialog } from './HistoryDialog';
import { ScheduleDialog } from './ScheduleDialog';
import { ScheduleOptions } from './ScheduleOptions';
import { ScrapDialog } from './ScrapDialog';

type Schedule = MaintenanceAnalysis['schedules'][number];

export interface MachineDetailProps {
  machine: Machine;
  label: string;
  cash: number;
  onScrapped: () => void;
}

/** The selected machine: its analysis, the maintenance it can get, its history, and scrapping. */
export function MachineDetail({ machine, label, cash, onScrapped }: MachineDetailProps) {
  const analysis = useMaintenanceAnalysis(machine.id);
  const [choice, setChoice] = useState<Schedule | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [scrapOpen, setScrapOpen] = useState(false);
  const broken = machine.condition <= 0;

  return (
    <Card
      aria-label={`${label} maintenance`}
      title={
        <span className="flex items-center gap-2">
          <MachineIcon type={machine.type} className="size-5 text-accent" />
          <span className="truncate">{label}</span>
          <span className="text-xs font-normal text-ink-muted">Level {machine.level}</span>
        </span>
      }
      actions={
        <>
          <StatusPill tone={conditionTone(machine.condition)}>{machine.conditionStatus.label}</StatusPill>
          <Button
            size="sm"
            variant="ghost"
            icon={<History aria-hidden className="size-4" />}
            onClick={() => setHistoryOpen(true)}
          >
            History
          </Button>
          <Button
            size="sm"
            variant="ghost"
            icon={<Trash2 aria-hidden className="size-4" />}
            onClick={() => setScrapOpen(true)}
          >
            Scrap
          </Button>
        </>
      }
    >
      <div className="space-y-5">
        {broken && <EmergencyRepair machine={machine} cash={cash} />}
        {machine.maintenance && (
          <p className="flex items-center gap-2 rounded-lg border border-sky-400/30 bg-sky-400/10 p-3 text-sm text-sky-100">
            <Hammer aria-hidden className="size-4 shrink-0 text-sky-400" />
            {titleCase(machine.maintenance.type)} maintenance in progress: {machine.maintenance.ticksLeft}{' '}
            {machine.maintenance.ticksLeft === 1 ? 'tick' : 'ticks'} left. It is offline until then.
          </p>
        )}
        {analysis.isPending ? (
          <CardLoading text="Analysing the machine..." />
        ) : analysis.isError ? (
          <CardError message="Failed to load maintenance data" onRetry={() => void analysis.refetch()} />
        ) : (
          <>
            <section aria-label="Analysis">
              <AnalysisFigures analysis={analysis.data.analysis} />
            </section>
            <section aria-labelledby={`schedules-${machine.id}`} className="space-y-2">
              <h3 id={`schedules-${machine.id}`} className="text-xs font-medium tracking-wide text-ink-muted uppercase">
                Schedule maintenance
              </h3>
              {(broken || machine.maintenance) && (
                <p className="text-xs text-ink-muted">
                  {broken
                    ? 'Broken machines need an emergency repair before they can be maintained.'
                    : 'You can schedule more once the current job is done.'}
                </p>
              )}
              <ScheduleOptions
                machine={machine}
                schedules={analysis.data.schedules}
                recommended={analysis.data.analysis.recommendedMaintenance}
                cash={cash}
                onChoose={setChoice}
              />
            </section>
          </>
        )}
      </div>
      <ScheduleDialog
        machineId={machine.id}
        machineLabel={label}
        condition={machine.condition}
        cash={cash}
        option={choice}
        onClose={() => setChoice(null)}
      />
      <HistoryDialog machineId={machine.id} machineLabel={label} open={historyOpen} onOpenChange={setHistoryOpen} />
      <ScrapDialog
        machineId={machine.id}
        machineLabel={label}
        broken={broken}
        open={scrapOpen}
        onOpenChange={setScrapOpen}
        onScrapped={() => {
          setScrapOpen(false);
          onScrapped();
        }}
      />
    </Card>
  );
}
