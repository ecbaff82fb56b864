import { spareShown } from '@forgeworks/engine';
import { Check, X } from 'lucide-react';
import { cn } from '@/shared/lib/cn';
import { formatQuantity } from '@/shared/lib/format';
import { MachineIcon } from '@/shared/ui/GameIcons';
import { usePowerGrid } from '@/shared/api/power-grid';
import { gridRoom } from '../lib/operations';

/** What the spare power allows next: a machine is built only if its draw fits the grid. */
export function GridRoom() {
  const grid = usePowerGrid();
  if (!grid.data) return null;
  const { powerCapacity, powerUsed } = grid.data;
  const room = gridRoom(powerCapacity, powerUsed);
  return (
    <section aria-label="Room on the grid" className="border-t border-line/60 pt-4">
      <h3 className="flex items-baseline justify-between text-xs font-medium tracking-wide text-ink-muted uppercase">
        <span>Room on the grid</span>
        <span className="tabular-nums">
          {spareShown(powerCapacity - powerUsed)} of {formatQuantity(powerCapacity)} spare
        </span>
      </h3>
      <ul className="mt-2 grid grid-cols-1 gap-1.5 sm:grid-cols-2 lg:grid-cols-1">
        {room.map((r) => (
          <li
            key={r.type}
            className={cn(
              'flex items-center gap-2 rounded-md px-2 py-1.5 text-sm',
              r.fits ? 'bg-emerald-500/10 text-ink' : 'bg-raised/40 text-ink-muted',
            )}
          >
            <MachineIcon type={r.type} className={r.fits ? 'text-accent' : undefined} />
            <span className="flex-1 truncate">{r.name}</span>
            <span className="text-xs tabular-nums">{r.power} power</span>
            {r.fits ? (
              <Check aria-label="fits" className="size-4 text-emerald-400" />
            ) : (
              <X aria-label="needs more power" className="size-4 text-rose-400" />
            )}
          </li>
        ))}
      </ul>
      {room.every((r) => !r.fits) && (
        <p className="mt-2 text-xs text-ink-muted">Build a Power Plant (+15 power) to make room for more machines.</p>
      )}
    </section>
  );
}
