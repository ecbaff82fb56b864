import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Card, type CardProps } from './Card';
import { CardEmpty, CardError, CardLoading } from './CardState';

/** What a card says while its query loads, when it fails, and when its data holds nothing to show. */
export interface QueryTexts<T> {
  loading: string;
  /** Without it the card shows the query's own error message; a function words that message. */
  error?: string | ((error: Error) => string);
  empty?: { text: string; when: (data: T) => boolean };
  /** Keep showing the data a failed refetch leaves behind, instead of the failure. */
  keepDataOnError?: boolean;
}

export interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  texts: QueryTexts<T>;
  children: (data: T) => ReactNode;
}

/** A card that shows one query: its loading, error (with Retry) and empty states, else its children with the data. */
export function QueryCard<T>({ query, texts, children, ...card }: QueryStateProps<T> & Omit<CardProps, 'children'>) {
  return (
    <Card {...card}>
      <QueryState query={query} texts={texts}>
        {children}
      </QueryState>
    </Card>
  );
}

/**
 * A page over one query: while it loads, fails or holds nothing to show, that state in a card
 * titled as the page; else the page itself.
 */
export function QueryPage<T>({
  title,
  icon,
  query,
  texts,
  children,
}: QueryStateProps<T> & { title: string; icon?: ReactNode }) {
  if (query.isSuccess && !texts.empty?.when(query.data)) return children(query.data);
  return (
    <QueryCard title={title} icon={icon} query={query} texts={texts}>
      {children}
    </QueryCard>
  );
}

/** The states of one query inside a card whose layout puts more around them. */
export function QueryState<T>({ query, texts, children }: QueryStateProps<T>) {
  if (query.isPending) return <CardLoading text={texts.loading} />;
  if (query.isError && !(texts.keepDataOnError && query.data !== undefined)) {
    const message = typeof texts.error === 'function' ? texts.error(query.error) : (texts.error ?? query.error.message);
    return <CardError message={message} onRetry={() => void query.refetch()} />;
  }
  const data = query.data as T;
  if (texts.empty?.when(data)) return <CardEmpty text={texts.empty.text} />;
  return children(data);
}
