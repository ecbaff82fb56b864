import { machineLabel } from '../catalog/labels.js';
import type { Cents } from '../money.js';
import { formatUsd } from '../market/format.js';
import { applyProgress } from '../progress/index.js';
import type { ActionResult, FactoryState, GameEvent, Machine } from '../state.js';
import { refuse } from '../state.js';

export interface ActionContext {
  /** Wall-clock time of the action (ms since epoch), for achievements and the daily challenge. */
  now: number;
}

export function findMachine(state: FactoryState, machineId: unknown): Machine | ActionResult {
  const machine = typeof machineId === 'string' ? state.machines.find((m) => m.id === machineId) : undefined;
  return machine ?? refuse('NOT_FOUND', 'Machine not found');
}

export function isRefusal(value: Machine | ActionResult): value is ActionResult {
  return 'ok' in value;
}

/** The machine as the player knows it among the factory's machines: 'Iron Mine #2'. */
export function machineName(state: FactoryState, machine: Machine): string {
  return machineLabel(state.machines, machine.id);
}

export function lacksCash(state: FactoryState, cost: Cents, what: string): ActionResult | null {
  if (state.cash >= cost) return null;
  return refuse(
    'INSUFFICIENT_FUNDS',
    `Insufficient funds: ${what} costs ${formatUsd(cost)} and you have ${formatUsd(state.cash)}`,
  );
}

export function replaceMachine(state: FactoryState, machine: Machine): Machine[] {
  return state.machines.map((m) => (m.id === machine.id ? machine : m));
}

/** Every successful action ends here, so achievements and the challenge see its events. */
export function succeed(state: FactoryState, events: GameEvent[], message: string, ctx: ActionContext): ActionResult {
  const progressed = applyProgress(state, events, ctx.now);
  return { ok: true, state: progressed.state, events: [...events, ...progressed.events], message };
}
