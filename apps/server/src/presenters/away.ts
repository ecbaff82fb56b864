import type { AwaySummary as AwaySummaryBody } from '@forgeworks/contract';
import type { AwaySummary, ContractMoney, Inventory } from '@forgeworks/engine';
import { awayContractLine, financialStatement, STORED_RESOURCES, toDollars } from '@forgeworks/engine';

/** Resources with a non-zero quantity, by type. */
function moved(inventory: Inventory): Partial<Inventory> {
  const out: Partial<Inventory> = {};
  for (const r of STORED_RESOURCES) if (inventory[r] !== 0) out[r] = inventory[r];
  return out;
}

const change = (from: number, to: number) => ({ then: toDollars(from), now: toDollars(to) });

/**
 * The summary as the API gives it: money in dollars, only the resources that moved. Its running
 * costs are the Financial Dashboard's (the engine's statement: materials include what was bought),
 * so income less them plus the capital lines is the change of cash, as there.
 */
export function presentAway(summary: AwaySummary): AwaySummaryBody {
  const { from, to } = summary;
  // A summary kept from before contracts (or bids) had ledger lines of their own has none (or some).
  const kept: Partial<ContractMoney> | undefined = summary.ledger.contracts;
  const ledger = { ...summary.ledger, contracts: { escrow: 0, penalties: 0, bidEscrow: 0, ...kept } };
  const statement = financialStatement([ledger]);
  const sold: AwaySummaryBody['sold'] = {};
  for (const r of STORED_RESOURCES)
    if (ledger.unitsSold[r] !== 0 || ledger.income[r] !== 0)
      sold[r] = { units: ledger.unitsSold[r], income: toDollars(ledger.income[r]) };
  const e = statement.expenses;
  const c = ledger.capital;
  return {
    from: { tick: from.tick, at: from.at },
    to: { tick: to.tick, at: to.at },
    ticks: ledger.ticks,
    complete: summary.complete,
    produced: moved(ledger.produced),
    sold,
    income: toDollars(statement.income.total),
    expenses: {
      power: toDollars(e.power),
      labor: toDollars(e.labor),
      materials: toDollars(e.materials),
      maintenance: toDollars(e.maintenance),
      debtRepayment: toDollars(e.debtRepayment),
      total: toDollars(e.total),
    },
    capital: {
      built: toDollars(-(c.build + c.upgrade)),
      scrapped: toDollars(c.scrap),
      borrowed: toDollars(c.loan),
      overdraft: toDollars(c.overdraft),
      rewards: toDollars(c.challengeReward),
      contractEscrow: toDollars(statement.contracts.escrow),
      bidEscrow: toDollars(statement.contracts.bidEscrow),
      contractPenalties: toDollars(statement.contracts.penalties),
    },
    cash: change(from.cash, to.cash),
    debt: change(from.debt, to.debt),
    netWorth: change(from.netWorth, to.netWorth),
    machines: summary.machines.map((m) => ({ ...m, cost: toDollars(m.cost) })),
    contracts: (summary.contracts ?? []).map((c) => ({
      contractId: c.contractId,
      counterparty: c.counterparty,
      outcome: c.outcome,
      line: awayContractLine(c),
    })),
  };
}
