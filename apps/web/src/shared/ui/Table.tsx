import {
  useEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactNode,
  type RefObject,
  type TdHTMLAttributes,
  type ThHTMLAttributes,
} from 'react';
import { cn } from '../lib/cn';
import { focusRing } from './Button';

/** A table column: its header (an sr-only span where it shows none), alignment, classes (`hidden sm:table-cell`). */
export interface Column {
  label: ReactNode;
  /** Right-aligned, as its cells are: for every number column. */
  numeric?: boolean;
  className?: string;
}

interface TableProps {
  /** The table's accessible name. */
  label: string;
  /** The header row, one entry a column, left to right. */
  columns: readonly Column[];
  /** The body rows. */
  children: ReactNode;
  /** Rows after the body (a total), if any. */
  footer?: ReactNode;
}

/** The table with its header row made from `columns`: DataTable and FitTable differ only in how wide it may grow. */
function ColumnsTable({ label, columns, children, footer, className }: TableProps & { className: string }) {
  return (
    <table aria-label={label} className={className}>
      <thead>
        <tr>
          {columns.map((column, i) => (
            // The columns are a fixed list, so a position is a stable key.
            <Th key={i} numeric={column.numeric} className={column.className}>
              {column.label}
            </Th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
      {footer && <tfoot>{footer}</tfoot>}
    </table>
  );
}

/** Whether the element's content is wider than the element, kept up to date as either is resized. */
function useOverflowsSideways(element: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const box = element.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(box.scrollWidth > box.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, [element]);
  return overflows;
}

/**
 * Runs a table to the card's edges on a phone, scrolling sideways what does not fit. While it
 * scrolls, the box takes the keyboard's focus (named as its table), so the arrow keys reach what
 * is out of sight; a table that fits adds no stop to the tab order.
 */
function EdgeToEdge({ label, children }: { label: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const scrolls = useOverflowsSideways(box);
  return (
    <div
      ref={box}
      className={cn('-mx-4 overflow-x-auto sm:mx-0', scrolls && focusRing)}
      {...(scrolls && { tabIndex: 0, role: 'region', 'aria-label': label })}
    >
      {children}
    </div>
  );
}

/** A table of figures at their full width, scrolling sideways on a phone; FitTable where it must fit its card. */
export function DataTable(props: TableProps) {
  return (
    <EdgeToEdge label={props.label}>
      <ColumnsTable {...props} className="w-full min-w-max border-collapse text-sm" />
    </EdgeToEdge>
  );
}

/**
 * A table that fits its card, long names wrapping, so nothing leaves a phone's screen; DataTable never
 * wraps. On a phone it runs to the card's edges as DataTable does, so every table's first column lines
 * up with the card's title.
 */
export function FitTable(props: TableProps) {
  return (
    <EdgeToEdge label={props.label}>
      <ColumnsTable {...props} className="w-full border-collapse text-sm" />
    </EdgeToEdge>
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
