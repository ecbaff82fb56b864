import type { UseQueryResult } from '@tanstack/react-query';
import { BookOpen, HandCoins } from 'lucide-react';
import { formatInteger, formatMoney } from '@/shared/lib/format';
import { QueryCard, type QueryTexts } from '@/shared/ui/QueryCard';
import { type Column, FitTable, Td, Tr } from '@/shared/ui/Table';

/** One price level of either book: its units, and how many offers or bids make them. */
interface Level {
  unitPrice: number;
  quantity: number;
  offers?: number;
  bids?: number;
}

/** What each side of the exchange's books is called, and how its depth reads. */
const SIDES = {
  offers: {
    title: 'Order book',
    icon: <BookOpen aria-hidden />,
    count: 'Offers',
    empty: (name: string) => `No ${name} is offered yet. List some: buyers see it here.`,
    reach: 'at or below',
    bar: 'bg-sky-400/70',
  },
  bids: {
    title: 'Bids',
    icon: <HandCoins aria-hidden />,
    count: 'Bids',
    empty: (name: string) => `No one bids for ${name} yet. Bid: sellers see it here.`,
    reach: 'at or above',
    bar: 'bg-emerald-400/70',
  },
} as const;
type Side = keyof typeof SIDES;

const textsFor = (side: Side, name: string): QueryTexts<{ levels: readonly Level[] }> => ({
  loading: `Loading the ${side === 'offers' ? 'order book' : 'bids'}...`,
  error: `Unable to load the ${side === 'offers' ? 'order book' : 'bids'}`,
  empty: { text: SIDES[side].empty(name), when: (book) => book.levels.length === 0 },
});

/**
 * A resource's sell offers (cheapest first) or bids (highest first) by price level, each with its
 * depth: the units at it and a bar of the units a trade reaches by then. Bidders, as sellers, are not shown.
 */
export function OrderBookCard<T extends { levels: readonly Level[] }>({
  name,
  book,
  side = 'offers',
  ...props
}: {
  name: string;
  book: UseQueryResult<T>;
  side?: Side;
  className?: string;
}) {
  const { title, icon } = SIDES[side];
  return (
    <QueryCard {...props} title={title} icon={icon} query={book} texts={textsFor(side, name)}>
      {(data) => <BookTable name={name} side={side} levels={data.levels} />}
    </QueryCard>
  );
}

function BookTable({ name, side, levels }: { name: string; side: Side; levels: readonly Level[] }) {
  const { count, reach, bar } = SIDES[side];
  const columns: readonly Column[] = [
    { label: 'Unit price', numeric: true },
    { label: 'Units', numeric: true },
    { label: count, numeric: true, className: 'hidden sm:table-cell' },
    { label: 'Depth', className: 'w-1/3 sm:pr-0' },
  ];
  const total = levels.reduce((s, l) => s + l.quantity, 0);
  // The units at or beyond each level, in the book's order: the depth a trade reaches by then.
  const depth = levels.map((_, i) => levels.slice(0, i + 1).reduce((s, l) => s + l.quantity, 0));
  return (
    <FitTable label={`${name} ${side}`} columns={columns}>
      {levels.map((level, i) => {
        const upTo = depth[i]!;
        return (
          <Tr key={level.unitPrice}>
            <Td numeric>{formatMoney(level.unitPrice)}</Td>
            <Td numeric>{formatInteger(level.quantity)}</Td>
            <Td numeric className="hidden sm:table-cell">
              {formatInteger(level.offers ?? level.bids ?? 0)}
            </Td>
            <Td className="sm:pr-0">
              <div
                className="h-2 rounded-full bg-raised"
                role="img"
                aria-label={`${formatInteger(upTo)} units ${reach} ${formatMoney(level.unitPrice)}`}
              >
                <div className={`h-2 rounded-full ${bar}`} style={{ width: `${(upTo / total) * 100}%` }} />
              </div>
            </Td>
          </Tr>
        );
      })}
    </FitTable>
  );
}
