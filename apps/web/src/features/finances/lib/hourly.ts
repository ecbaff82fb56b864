import type { HourlyPoint } from '@forgeworks/contract';

export interface HourlyMoney {
  label: string;
  income: number;
  expenses: number;
  net: number;
}

/** Income, expenses and their difference per game hour, oldest first, for the chart. */
export function hourlyMoney(hourly: readonly HourlyPoint[]): HourlyMoney[] {
  return hourly.map((h) => ({
    label: `H${h.hour}`,
    income: h.income,
    expenses: h.expenses,
    net: Math.round((h.income - h.expenses) * 100) / 100,
  }));
}
