import { POWER } from '../rules.js';

export type GridStatus = 'SURPLUS' | 'BALANCED' | 'SHORTAGE' | 'CRITICAL';

export function gridStatus(generation: number, consumption: number): GridStatus {
  if (consumption <= 0) return generation > 0 ? 'SURPLUS' : 'BALANCED';
  const ratio = generation / consumption;
  if (ratio >= POWER.SURPLUS_RATIO) return 'SURPLUS';
  if (ratio >= 1) return 'BALANCED';
  if (ratio >= POWER.SHORTAGE_RATIO) return 'SHORTAGE';
  return 'CRITICAL';
}

/** Power is sufficient when generation meets consumption; otherwise the penalty applies. */
export function powerFactor(generation: number, consumption: number): number {
  return generation + 1e-9 >= consumption ? 1 : POWER.INSUFFICIENT_PENALTY;
}

/** Units a consumer draws: consumption × capacity × (1 + (1 − condition) × 0.3) / powerEfficiencyFactor. */
export function powerDraw(
  consumption: number,
  capacity: number,
  condition: number,
  powerEfficiencyFactor: number,
): number {
  return (consumption * capacity * (1 + (1 - condition) * POWER.CONDITION_DRAW)) / powerEfficiencyFactor;
}
