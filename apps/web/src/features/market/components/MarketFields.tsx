import type { StoredResourceType } from '@forgeworks/contract';
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/shared/lib/cn';
import { Button, focusRing } from '@/shared/ui/Button';
import { ResourceIcon } from '@/shared/ui/GameIcons';

export const marketFieldClass = cn(
  'h-10 w-full rounded-md border border-line bg-raised px-3 text-sm text-ink',
  focusRing,
);

/** The market forms' labelled Resource select, with the chosen resource's icon inside it. */
export function ResourceSelect({
  id,
  resource,
  options,
  onChange,
  className,
}: {
  id: string;
  resource: StoredResourceType | undefined;
  options: readonly { type: StoredResourceType; label: string }[];
  onChange: (type: StoredResourceType) => void;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        Resource
      </label>
      <div className="relative">
        {resource && (
          <ResourceIcon
            type={resource}
            className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-accent"
          />
        )}
        <select
          id={id}
          className={cn(marketFieldClass, 'pl-9')}
          value={resource ?? ''}
          onChange={(e) => onChange(e.target.value as StoredResourceType)}
        >
          {options.map((o) => (
            <option key={o.type} value={o.type}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/**
 * A market form's submit button, why it is off (once `showProblem` says the player has typed
 * enough to be told), and the server's refusal of the last request.
 */
export function TradeSubmit({
  label,
  icon,
  pending,
  problem,
  showProblem,
  error,
}: {
  label: string;
  icon?: ReactNode;
  pending: boolean;
  problem: string | null;
  showProblem: boolean;
  error: string | null;
}) {
  return (
    <>
      <Button type="submit" className="w-full" pending={pending} disabled={problem !== null} icon={icon}>
        {label}
      </Button>
      {problem && !pending && showProblem && <p className="text-sm text-amber-300">{problem}</p>}
      {error !== null && !pending && (
        <p role="alert" className="flex gap-2 text-sm text-rose-300">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
    </>
  );
}
