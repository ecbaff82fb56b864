import type { Amount } from '@/shared/lib/catalog';
import { formatQuantity } from '@/shared/lib/format';
import { ResourceIcon } from '@/shared/ui/GameIcons';

/** A recipe's amounts as chips: '10 Iron Ore + 2 Coal', or 'nothing' for mines. */
export function RecipeLine({ amounts, empty = 'Nothing' }: { amounts: readonly Amount[]; empty?: string }) {
  if (amounts.length === 0) return <span className="text-ink-muted">{empty}</span>;
  return (
    <span className="flex flex-wrap gap-1.5">
      {amounts.map((a) => (
        <span
          key={a.resource}
          className="inline-flex items-center gap-1 rounded-md bg-raised px-1.5 py-0.5 text-xs text-ink tabular-nums"
        >
          <ResourceIcon type={a.resource} className="size-3.5 text-ink-muted" />
          {formatQuantity(a.quantity)} {a.name}
        </span>
      ))}
    </span>
  );
}
