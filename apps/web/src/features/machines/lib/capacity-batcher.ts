import { clampCapacity } from '@/shared/stores/game';

/** Spec section 9: capacity changes wait for a 1 second pause before they are synced. */
export const CAPACITY_SYNC_DEBOUNCE_MS = 1_000;

export type CapacityMap = Record<string, number>;

export interface CapacityBatcher {
  /** Records a machine's new capacity (clamped) and restarts the pause. */
  set: (machineId: string, capacity: number) => void;
  /** Machine ids whose change has not been sent yet. */
  pendingIds: () => string[];
  /** Sends what is pending now (if anything). */
  flush: () => void;
  /** Drops what is pending without sending it. */
  cancel: () => void;
}

/**
 * Collects capacity changes and, once the player has stopped moving sliders for `delayMs`,
 * hands all of them to `send` in one map (the last value of each machine). One call per pause,
 * however many machines or moves.
 */
export function createCapacityBatcher(
  send: (capacities: CapacityMap) => void,
  delayMs: number = CAPACITY_SYNC_DEBOUNCE_MS,
): CapacityBatcher {
  let pending: CapacityMap = {};
  let timer: ReturnType<typeof setTimeout> | null = null;

  const stopTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  const flush = () => {
    stopTimer();
    if (Object.keys(pending).length === 0) return;
    const batch = pending;
    pending = {};
    send(batch);
  };

  return {
    set: (machineId, capacity) => {
      pending = { ...pending, [machineId]: clampCapacity(capacity) };
      stopTimer();
      timer = setTimeout(flush, delayMs);
    },
    pendingIds: () => Object.keys(pending),
    flush,
    cancel: () => {
      stopTimer();
      pending = {};
    },
  };
}
