import type { UseQueryResult } from '@tanstack/react-query';
import { BookOpen } from 'lucide-react';
import { formatInteger, formatMoney } from '@/shared/lib/format';
import { QueryCard, type QueryTexts } from '@/shared/ui/QueryCard';
import { type Column, FitTable, Td, Tr } from '@/shared/ui/Table';
import type { BookLevel, ExchangeBook } from '../lib/exchange';

const textsFor = (name: string): QueryTexts<ExchangeBook> => ({
  loading: 'Loading the order book...',
  error: 'Unable to load the order book',
  empty: {
    text: `No ${name} is offered yet. List some: buyers see it here.`,
    when: (book) => book.levels.length === 0,
  },
});

/**
 * A resource's sell offers by price level, cheapest (best for a buyer) first, each with its depth:
 * the units offered at it and a bar of the units offered up to it.
 */
export function OrderBookCard({
  name,
  book,
  ...props
}: {
  name: string;
  book: UseQueryResult<ExchangeBook>;
  className?: string;
}) {
  return (
    <QueryCard {...props} title="Order book" icon={<BookOpen aria-hidden />} query={book} texts={textsFor(name)}>
      {(data) => <BookTable name={name} levels={data.levels} />}
    </QueryCard>
  );
}

const COLUMNS: readonly Column[] = [
  { label: 'Unit price', numeric: true },
  { label: 'Units', numeric: true },
  { label: 'Offers', numeric: true, className: 'hidden sm:table-cell' },
  { label: 'Depth', className: 'w-1/3 sm:pr-0' },
];

function BookTable({ name, levels }: { name: string; levels: readonly BookLevel[] }) {
  const total = levels.reduce((s, l) => s + l.quantity, 0);
  // The units offered at or below each level: the depth a buy reaches by then.
  const depth = levels.map((_, i) => levels.slice(0, i + 1).reduce((s, l) => s + l.quantity, 0));
  return (
    <FitTable label={`${name} offers`} columns={COLUMNS}>
      {levels.map((level, i) => {
        const upTo = depth[i]!;
        return (
          <Tr key={level.unitPrice}>
            <Td numeric>{formatMoney(level.unitPrice)}</Td>
            <Td numeric>{formatInteger(level.quantity)}</Td>
            <Td numeric className="hidden sm:table-cell">
              {formatInteger(level.offers)}
            </Td>
            <Td className="sm:pr-0">
              <div
                className="h-2 rounded-full bg-raised"
                role="img"
                aria-label={`${formatInteger(upTo)} units at or below ${formatMoney(level.unitPrice)}`}
              >
                <div className="h-2 rounded-full bg-sky-400/70" style={{ width: `${(upTo / total) * 100}%` }} />
              </div>
            </Td>
          </Tr>
        );
      })}
    </FitTable>
  );
}
