import { floorExtensionCost, SITE_RULES } from '../catalog/sites.js';
import { formatUsd } from '../market/format.js';
import type { ActionResult, FactoryState, GameEvent } from '../state.js';
import type { ActionContext } from '../actions/common.js';
import { lacksCash, succeed } from '../actions/common.js';

/**
 * Extends the factory's floor by SITE_RULES.EXTENSION_FLOOR at the next extension's cost. Any factory
 * may, on open ground too; the floor moves with it to another site (sites/choose.ts).
 */
export function extendFloor(state: FactoryState, _input: unknown, ctx: ActionContext): ActionResult {
  const cost = floorExtensionCost(state.extraFloor);
  const short = lacksCash(state, cost, `extending your floor by ${SITE_RULES.EXTENSION_FLOOR}`);
  if (short) return short;
  const events: GameEvent[] = [{ kind: 'cash', reason: 'floorExtension', amount: -cost }];
  const extraFloor = state.extraFloor + SITE_RULES.EXTENSION_FLOOR;
  return succeed(
    { ...state, extraFloor, cash: state.cash - cost },
    events,
    `Extended your floor by ${SITE_RULES.EXTENSION_FLOOR} for ${formatUsd(cost)}`,
    ctx,
  );
}
