import type { ProfitProjection } from '@forgeworks/contract';

/** A factory making money: the finance tests' shared projection for the next tick. */
export const profitableProjection: ProfitProjection = {
  productionValue: 249.02,
  runningCosts: 101.2,
  salaries: 34.2,
  debtRepayment: 0,
  totalCosts: 135.4,
  netProfit: 113.62,
  ticksOfCash: null,
};
