import type { HTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { cn } from '../lib/cn';

/** A simple data table: scrolls sideways on narrow screens, rows separated by hairlines. */
export function DataTable({ className, children, ...rest }: HTMLAttributes<HTMLTableElement>) {
  return (
    <div className="-mx-4 overflow-x-auto sm:mx-0">
      <table className={cn('w-full min-w-max border-collapse text-sm', className)} {...rest}>
        {children}
      </table>
    </div>
  );
}

interface CellOptions {
  /** Right-aligned, tabular figures: for every number column. */
  numeric?: boolean;
}

export function Th({ numeric, className, ...rest }: ThHTMLAttributes<HTMLTableCellElement> & CellOptions) {
  return (
    <th
      scope="col"
      className={cn(
        'border-b border-line px-4 py-2 text-xs font-medium tracking-wide text-ink-muted uppercase first:pl-4 sm:first:pl-0',
        numeric ? 'text-right' : 'text-left',
        className,
      )}
      {...rest}
    />
  );
}

export function Td({ numeric, className, ...rest }: TdHTMLAttributes<HTMLTableCellElement> & CellOptions) {
  return (
    <td
      className={cn(
        'border-b border-line/50 px-4 py-2.5 text-ink first:pl-4 sm:first:pl-0',
        numeric && 'text-right tabular-nums',
        className,
      )}
      {...rest}
    />
  );
}

/** A body row; `highlight` marks the player's own row (leaderboard). */
export function Tr({ highlight, className, ...rest }: HTMLAttributes<HTMLTableRowElement> & { highlight?: boolean }) {
  return (
    <tr className={cn('transition-colors hover:bg-raised/40', highlight && 'bg-amber-500/10', className)} {...rest} />
  );
}
