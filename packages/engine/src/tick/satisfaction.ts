import { WORKFORCE } from '../rules.js';
import type { Worker } from '../state.js';

/** Workers drift toward content when they work, bored when idle, and bitter when pay bounces. */
export function nextSatisfaction(worker: Worker, working: boolean, unpaid: boolean): number {
  const target = unpaid ? WORKFORCE.TARGET_UNPAID : working ? WORKFORCE.TARGET_WORKING : WORKFORCE.TARGET_IDLE;
  const gap = target - worker.satisfaction;
  const step = Math.sign(gap) * Math.min(Math.abs(gap), WORKFORCE.SATISFACTION_STEP);
  return Math.round((worker.satisfaction + step) * 100) / 100;
}
