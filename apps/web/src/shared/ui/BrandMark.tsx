import { Anvil } from 'lucide-react';
import { cn } from '../lib/cn';

/** The Forgeworks mark: an anvil on an amber tile. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'grid size-9 shrink-0 place-items-center rounded-lg bg-gradient-to-br from-amber-400 to-orange-600 text-slate-950 shadow-lg shadow-amber-900/30 [&>svg]:size-5',
        className,
      )}
    >
      <Anvil strokeWidth={2.25} />
    </span>
  );
}
