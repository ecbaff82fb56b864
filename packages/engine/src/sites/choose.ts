import type { SiteId } from '../catalog/sites.js';
import { isSiteId, SITES, siteMoveCost } from '../catalog/sites.js';
import { formatUsd } from '../market/format.js';
import type { ActionResult, FactoryState, GameEvent } from '../state.js';
import { refuse } from '../state.js';
import type { ActionContext } from '../actions/common.js';
import { lacksCash, succeed } from '../actions/common.js';
import { floorSpace, floorUsed } from './floor.js';

/** What choosing `site` would cost the factory now: nothing for the first choice, a move after. */
export function siteChangeCost(state: Pick<FactoryState, 'machines' | 'site'>): number {
  return state.site === null ? 0 : siteMoveCost(floorUsed(state.machines));
}

/**
 * The player's site: chosen free while the factory stands on open ground, moved to at a cost
 * (SITE_RULES) after. Every machine moves with the factory, so the new site's floor must hold them.
 */
export function chooseSite(state: FactoryState, input: { site: unknown }, ctx: ActionContext): ActionResult {
  if (!isSiteId(input.site)) return refuse('INVALID_INPUT', `Unknown site: ${String(input.site)}`);
  const site: SiteId = input.site;
  const target = SITES[site];
  if (state.site === site) return refuse('INVALID_INPUT', `Your factory already stands at ${target.name}`);
  const { used, total } = floorSpace(state, site);
  if (used > total)
    return refuse(
      'NO_FLOOR_SPACE',
      `Your machines take ${used} floor and ${target.name} has ${total}: scrap some before you move there.`,
    );
  const cost = siteChangeCost(state);
  const short = lacksCash(state, cost, `moving to ${target.name}`);
  if (short) return short;
  const events: GameEvent[] = cost > 0 ? [{ kind: 'cash', reason: 'siteMove', amount: -cost }] : [];
  const message =
    cost > 0 ? `Moved your factory to ${target.name} for ${formatUsd(cost)}` : `Your factory stands at ${target.name}`;
  return succeed({ ...state, site, cash: state.cash - cost }, events, message, ctx);
}
