import type { Cents } from '../money.js';
import { usd, roundCents } from '../money.js';
import { WORKFORCE } from '../rules.js';
import type { WorkerType } from './machines.js';

export const BASE_SALARY: Record<WorkerType, Cents> = {
  OPERATOR: usd(2),
  TECHNICIAN: usd(3),
  ENGINEER: usd(5),
};

export function salaryFor(type: WorkerType, skillLevel: number): Cents {
  return roundCents(BASE_SALARY[type] * (1 + WORKFORCE.SALARY_STEP * (skillLevel - 1)));
}

export function hiringCostFor(type: WorkerType, skillLevel: number): Cents {
  return salaryFor(type, skillLevel) * WORKFORCE.HIRING_COST_TICKS;
}

export function isValidSkill(skillLevel: number): boolean {
  return Number.isInteger(skillLevel) && skillLevel >= WORKFORCE.SKILL_MIN && skillLevel <= WORKFORCE.SKILL_MAX;
}
