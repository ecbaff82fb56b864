/**
 * The Financial Dashboard's simplified projection: what the next tick earns and costs if
 * nothing changes. Revenue is the value of the stock the tick adds at current sell prices
 * (whether or not it is sold), so a factory that only stockpiles still shows what it makes.
 */
import type { Cents } from '../money.js';
import { roundCents } from '../money.js';
import { STORED_RESOURCES } from '../resources.js';
import { MARKET } from '../rules.js';
import type { FactoryState } from '../state.js';
import { debtRepayment } from '../tick/money.js';
import type { ProductionPlan } from '../tick/plan.js';
import { planProduction } from '../tick/plan.js';
import { totalSalaries } from './costs.js';
import type { Prices } from './summary.js';

export interface ProfitProjection {
  /** Value of the change in stock over the next tick; negative when it draws stock down. */
  productionValue: Cents;
  /** Power, labor, materials and maintenance of the machines that run. */
  runningCosts: Cents;
  salaries: Cents;
  debtRepayment: Cents;
  totalCosts: Cents;
  netProfit: Cents;
  /** Ticks the cash in hand lasts at this loss; null when the factory does not lose money. */
  ticksOfCash: number | null;
}

export function profitProjection(
  state: FactoryState,
  prices?: Prices,
  plan: ProductionPlan = planProduction(state),
): ProfitProjection {
  let value = 0;
  for (const r of STORED_RESOURCES) {
    value += (plan.inventoryAfter[r] - state.inventory[r]) * (prices?.[r] ?? MARKET.BASE_PRICES[r]);
  }
  const productionValue = roundCents(value);
  const salaries = totalSalaries(state);
  const repayment = debtRepayment(state.cash, state.debt);
  const totalCosts = plan.costs.total + salaries + repayment;
  const netProfit = productionValue - totalCosts;
  return {
    productionValue,
    runningCosts: plan.costs.total,
    salaries,
    debtRepayment: repayment,
    totalCosts,
    netProfit,
    ticksOfCash: netProfit < 0 ? Math.floor(state.cash / -netProfit) : null,
  };
}
