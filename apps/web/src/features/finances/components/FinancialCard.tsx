import type { ReactNode } from 'react';
import { Card, type CardProps } from '@/shared/ui/Card';
import { CardError, CardLoading } from '@/shared/ui/CardState';
import { FINANCIAL_ERROR_TEXT, useFinancialData } from './use-financial-data';

type Ready = ReturnType<typeof useFinancialData>;
export type FinancialData = { factory: NonNullable<Ready['factory']>; costs: NonNullable<Ready['costs']> };

/** A dashboard card over the factory's money and the next tick's projection: one loading and one error state for both. */
export function FinancialCard({
  children,
  ...card
}: Omit<CardProps, 'children'> & { children: (data: FinancialData) => ReactNode }) {
  const { state, factory, costs, retry } = useFinancialData();
  return (
    <Card {...card}>
      {state === 'pending' ? (
        <CardLoading text="Loading financial data..." />
      ) : state === 'error' || !factory || !costs ? (
        <CardError message={FINANCIAL_ERROR_TEXT} onRetry={retry} />
      ) : (
        children({ factory, costs })
      )}
    </Card>
  );
}
