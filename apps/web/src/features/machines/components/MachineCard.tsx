import type { Machine, MachineEfficiency } from '@forgeworks/contract';
import { Hammer } from 'lucide-react';
import { isKnownMachine, machineInfo } from '@/shared/lib/catalog';
import { conditionTone } from '@/shared/lib/tones';
import { Badge, StatusPill } from '@/shared/ui/Badge';
import { MachineIcon } from '@/shared/ui/GameIcons';
import { titleCase } from '@/shared/lib/format';
import { CapacityControl } from './CapacityControl';
import { CrewEfficiency } from './CrewEfficiency';
import { MachineHealth } from './MachineHealth';
import { MachineProduction } from './MachineProduction';
import { MachineUpkeep } from './MachineUpkeep';
import { UpgradeButton } from './UpgradeButton';

export interface MachineCardProps {
  machine: Machine;
  label: string;
  /** The player's capacity setting (the local store), 0.25–1. */
  capacity: number;
  onCapacityChange: (machineId: string, capacity: number) => void;
  efficiency: MachineEfficiency | undefined;
  cash: number;
  spare: number;
  /** Floor space the site has free. */
  floorFree?: number;
}

/** One machine: what it makes and costs, its crew and condition, and its capacity and upgrade controls. */
export function MachineCard({
  machine,
  label,
  capacity,
  onCapacityChange,
  efficiency,
  cash,
  spare,
  floorFree,
}: MachineCardProps) {
  if (!isKnownMachine(machine.type, machine.level))
    return (
      <article aria-label={label} className="rounded-xl border border-rose-500/50 bg-panel px-4 py-3 sm:px-5">
        <p role="alert" className="text-sm text-rose-300">
          Error: Invalid machine configuration.
        </p>
      </article>
    );
  const info = machineInfo(machine.type, machine.level);
  const running = machine.condition > 0 && machine.maintenance === null;

  return (
    <article aria-label={label} className="rounded-xl border border-line/70 bg-panel shadow-sm shadow-black/20">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-line/60 px-4 py-3 sm:px-5">
        <span className="grid size-9 place-items-center rounded-lg bg-raised text-accent">
          <MachineIcon type={machine.type} className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-base font-semibold">{label}</h2>
          <p className="text-xs text-ink-muted tabular-nums">
            Level {machine.level} of {machine.maxLevel}
          </p>
        </div>
        {machine.maintenance && (
          <Badge tone="info">
            <Hammer aria-hidden className="size-3.5" />
            {titleCase(machine.maintenance.type)} maintenance · {machine.maintenance.ticksLeft}{' '}
            {machine.maintenance.ticksLeft === 1 ? 'tick' : 'ticks'} left
          </Badge>
        )}
        <StatusPill tone={conditionTone(machine.condition)}>{machine.conditionStatus.label}</StatusPill>
      </header>

      <div className="grid gap-x-6 gap-y-5 p-4 sm:grid-cols-2 sm:p-5">
        <MachineProduction info={info} efficiency={efficiency} running={running} />
        <MachineHealth machine={machine} label={label} cash={cash} />
        <MachineUpkeep
          type={machine.type}
          info={info}
          capacity={capacity}
          condition={machine.condition}
          running={running}
        />
        <CrewEfficiency efficiency={efficiency} />
      </div>

      <footer className="flex flex-col gap-4 border-t border-line/60 px-4 py-3 sm:flex-row sm:items-center sm:px-5">
        <CapacityControl
          machineLabel={label}
          value={capacity}
          onChange={(value) => onCapacityChange(machine.id, value)}
        />
        <UpgradeButton machine={machine} cash={cash} spare={spare} floorFree={floorFree} />
      </footer>
    </article>
  );
}
