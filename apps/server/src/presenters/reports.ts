/**
 * The engine's reports in the API's units: money in dollars (the engine keeps cents), times as
 * ISO strings. One function per report; field names stay the engine's.
 */
import type {
  Achievement,
  FinancialStatement as StatementView,
  HiringCosts as HiringCostsView,
  Timeframe,
  Worker as WorkerView,
} from '@forgeworks/contract';
import type {
  AchievementProgress,
  CostBreakdown,
  FinancialStatement,
  HiringCosts,
  LaborCosts,
  MaintenanceAnalysis,
  OperatingCosts,
  ProfitProjection,
  TickLedger,
  Worker,
} from '@forgeworks/engine';
import { achievementById, toDollars, WORKER_TYPES } from '@forgeworks/engine';

export const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function presentWorker(w: Worker): WorkerView {
  return {
    id: w.id,
    type: w.type,
    skillLevel: w.skillLevel,
    salary: toDollars(w.salary),
    satisfaction: w.satisfaction,
    assignedMachineId: w.assignedMachineId,
  };
}

export function presentHiringCosts(costs: HiringCosts): HiringCostsView {
  const view = {} as HiringCostsView;
  for (const type of WORKER_TYPES)
    view[type] = costs[type].map((o) => ({
      skillLevel: o.skillLevel,
      hiringCost: toDollars(o.hiringCost),
      salary: toDollars(o.salary),
    }));
  return view;
}

function breakdown(c: CostBreakdown) {
  return {
    powerCost: toDollars(c.powerCost),
    maintenanceCost: toDollars(c.maintenanceCost),
    laborCost: toDollars(c.laborCost),
    materialCost: toDollars(c.materialCost),
    total: toDollars(c.total),
  };
}

export function presentProjection(p: ProfitProjection) {
  return {
    productionValue: toDollars(p.productionValue),
    runningCosts: toDollars(p.runningCosts),
    salaries: toDollars(p.salaries),
    debtRepayment: toDollars(p.debtRepayment),
    totalCosts: toDollars(p.totalCosts),
    netProfit: toDollars(p.netProfit),
    ticksOfCash: p.ticksOfCash,
  };
}

export function presentOperatingCosts(costs: OperatingCosts, projection: ProfitProjection) {
  return {
    totalCosts: breakdown(costs.totalCosts),
    machineCosts: costs.machineCosts.map((m) => ({
      machineId: m.machineId,
      machineType: m.machineType,
      level: m.level,
      capacity: m.capacity,
      ...breakdown(m),
    })),
    salaries: toDollars(costs.salaries),
    projection: presentProjection(projection),
  };
}

export function presentLaborCosts(labor: LaborCosts) {
  const salariesByType = { OPERATOR: 0, TECHNICIAN: 0, ENGINEER: 0 };
  for (const type of WORKER_TYPES) salariesByType[type] = toDollars(labor.salariesByType[type]);
  return {
    salaries: toDollars(labor.salaries),
    salariesByType,
    machineLabor: toDollars(labor.machineLabor),
    total: toDollars(labor.total),
  };
}

export function presentStatement(
  statement: FinancialStatement,
  timeframe: Timeframe,
  unitsSold: TickLedger['unitsSold'],
): StatementView {
  const sales: Record<string, number> = {};
  for (const [id, cents] of Object.entries(statement.income.sales)) sales[id] = toDollars(cents);
  const e = statement.expenses;
  return {
    timeframe,
    ticks: statement.ticks,
    income: { sales, total: toDollars(statement.income.total) },
    expenses: {
      power: toDollars(e.power),
      maintenance: toDollars(e.maintenance),
      labor: toDollars(e.labor),
      debtRepayment: toDollars(e.debtRepayment),
      materials: toDollars(e.materials),
      total: toDollars(e.total),
    },
    contracts: {
      penalties: toDollars(statement.contracts.penalties),
      escrow: toDollars(statement.contracts.escrow),
      bidEscrow: toDollars(statement.contracts.bidEscrow),
    },
    netProfit: toDollars(statement.netProfit),
    profitMargin: statement.profitMargin,
    unitsSold,
  };
}

export function presentAchievement(a: AchievementProgress): Achievement {
  const unit = achievementById(a.id)?.unit ?? 'count';
  const money = unit === 'cents';
  return {
    id: a.id,
    name: a.name,
    description: a.description,
    target: money ? toDollars(a.target) : a.target,
    current: money ? toDollars(a.current) : a.current,
    unit: money ? 'dollars' : unit,
    completed: a.completed,
    completedAt: iso(a.completedAt),
  };
}

export function presentMaintenanceAnalysis(report: MaintenanceAnalysis) {
  return {
    analysis: { ...report.analysis, costToRepair: toDollars(report.analysis.costToRepair) },
    schedules: report.schedules.map((s) => ({ ...s, cost: toDollars(s.cost) })),
  };
}
