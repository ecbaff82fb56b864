import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { cn } from '../lib/cn';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  /** Optional controls at the right of the title (toggles, buttons). */
  actions?: ReactNode;
  /** Optional icon before the title. */
  icon?: ReactNode;
}

/** A panel: the unit every page is built from; a titled card is a region named by its title. */
export function Card({ title, actions, icon, className, children, ...rest }: CardProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={title && !rest['aria-label'] ? titleId : undefined}
      className={cn('rounded-xl border border-line/70 bg-panel shadow-sm shadow-black/20', className)}
      {...rest}
    >
      {(title || actions) && (
        <header className="flex flex-wrap items-center justify-between gap-3 border-b border-line/60 px-4 py-3 sm:px-5">
          {title && (
            <h2 id={titleId} className="flex min-w-0 items-center gap-2 text-base font-semibold text-ink">
              {icon && <span className="text-accent [&>svg]:size-4">{icon}</span>}
              {title}
            </h2>
          )}
          {actions && <div className="flex items-center gap-2">{actions}</div>}
        </header>
      )}
      <div className="p-4 sm:p-5">{children}</div>
    </section>
  );
}
