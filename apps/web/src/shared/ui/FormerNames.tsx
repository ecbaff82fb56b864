import { cn } from '@/shared/lib/cn';

/**
 * A factory's last names after its name ("formerly …"): wherever a factory is named to someone who
 * must know it (its profile, blocks, the operator's tools), a rename is no disguise. Nothing without any.
 */
export function FormerNames({ names, className }: { names: readonly string[]; className?: string }) {
  if (names.length === 0) return null;
  return (
    <span className={cn('text-xs break-words text-ink-muted', className)} data-testid="former-names">
      formerly {names.join(', ')}
    </span>
  );
}
