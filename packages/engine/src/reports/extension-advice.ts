import { floorExtensionCost, SITE_RULES } from '../catalog/sites.js';
import { formatUsd } from '../market/format.js';
import type { FactoryState } from '../state.js';
import type { Advice } from './advice.js';
import { ADVICE } from './advice.js';

/**
 * Once the floor holds no growth that pays, an extension of it, when growth would pay on the wider
 * floor (`growthOn`, the advice's own growth step) and the extension takes at most
 * ADVICE.EXTENSION_CASH_SHARE of the cash: what is left builds on it.
 */
export function extensionAdvice(state: FactoryState, growthOn: (wider: FactoryState) => Advice | null): Advice | null {
  const cost = floorExtensionCost(state.extraFloor);
  if (cost > state.cash * ADVICE.EXTENSION_CASH_SHARE) return null;
  const wider: FactoryState = { ...state, extraFloor: state.extraFloor + SITE_RULES.EXTENSION_FLOOR };
  if (!growthOn(wider)) return null;
  return {
    text: `Your floor is full and your cash can still grow the factory: extend the floor by ${SITE_RULES.EXTENSION_FLOOR} for ${formatUsd(cost)}, then build on it.`,
    action: { kind: 'extendFloor' },
  };
}
