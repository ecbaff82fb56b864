import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Card, type CardProps } from './Card';
import { CardEmpty, CardError, CardLoading } from './CardState';

/** What a card says while its query loads, when it fails, and when its data holds nothing to show. */
export interface QueryTexts<T> {
  loading: string;
  /** Without it the card shows the query's own error message. */
  error?: string;
  empty?: { text: string; when: (data: T) => boolean };
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

/** The states of one query inside a card whose layout puts more around them. */
export function QueryState<T>({ query, texts, children }: QueryStateProps<T>) {
  if (query.isPending) return <CardLoading text={texts.loading} />;
  if (query.isError) {
    return <CardError message={texts.error ?? query.error.message} onRetry={() => void query.refetch()} />;
  }
  if (texts.empty?.when(query.data)) return <CardEmpty text={texts.empty.text} />;
  return children(query.data);
}
