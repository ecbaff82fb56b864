import { LoaderCircle } from 'lucide-react';
import { cn } from '../lib/cn';

/** A decorative spinner; pair it with visible text (it is hidden from screen readers). */
export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden className={cn('size-4 shrink-0 animate-spin text-accent', className)} />;
}
