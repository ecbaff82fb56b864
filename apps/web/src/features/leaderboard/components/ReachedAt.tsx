import { cn } from '@/shared/lib/cn';
import { formatDateTime } from '@/shared/lib/format';

/** When an achievement was reached, as a machine-readable time. */
export function ReachedAt({ at, className }: { at: string; className?: string }) {
  return (
    <time dateTime={at} className={cn('text-xs text-ink-muted', className)}>
      {formatDateTime(at)}
    </time>
  );
}
