import type { MachineType, SiteId, StoredResource } from '@forgeworks/engine';
import {
  machineConfig,
  marketWants,
  ownUse,
  payback,
  planProduction,
  powerBudget,
  sellPrices,
  siteWorks,
  SITES,
  STORED_RESOURCES,
  totalSalaries,
  usd,
  worksCase,
} from '@forgeworks/engine';
import { balanceGrid, lookAfterFactory } from '../care.js';
import { balance, nominalFlows } from '../flows.js';
import type { Game } from '../game.js';
import { sellSurplus } from '../selling.js';
import type { Strategy } from '../strategy.js';
import { bidForInputs } from './bidding.js';
import { boughtBill } from './supply.js';
import { MAX_MACHINES } from './expander.js';
import { onExchange } from './exchange.js';
import { buildWelcomeSetup } from './welcome.js';

/** Ticks of inputs it bids for, and keeps before it sells any of them on. */
const INPUT_BUFFER_TICKS = 12;
/** Bought from the market only what keeps its machines running this long: the rest comes from players. */
const MARKET_TICKS = 2;
/** Cash kept back from building: this many ticks of its bills and bought inputs (half of it from the top-up). */
const RESERVE_TICKS = 24;
/** Machines that would take longer than this to pay back at today's prices, bought inputs counted, are not built. */
const MAX_PAYBACK_TICKS = 576;
/** Spare power kept for worn machines' extra draw, as the expander keeps it. */
const POWER_MARGIN = 0.2;

/**
 * What a site's specialist builds: the machines its site runs better than open ground (its strong link
 * and its link of the works, read from the site table), the power plants aside (built for power only).
 */
export function specialityOf(site: SiteId | null): MachineType[] {
  if (site === null) return [];
  return (Object.keys(SITES[site].yields) as MachineType[]).filter((t) => t !== 'POWER_PLANT');
}

/** Cash kept back at least, whatever the bills. */
const RESERVE_FLOOR = usd(5_000);

/**
 * A tick's bills and the inputs it buys (what its machines use beyond what they make, at today's price),
 * with `extra` built (its running costs and crew counted at level 1).
 */
function reserve(game: Game, extra?: MachineType): number {
  const bought = boughtBill(game, extra);
  const added = extra ? payback(extra).operatingCostPerTick + payback(extra).salariesPerTick : 0;
  const bills = planProduction(game.state).costs.total + totalSalaries(game.state) + added;
  return Math.max(RESERVE_FLOOR, (bills + bought) * RESERVE_TICKS);
}

/**
 * Of its site's machines, the one that pays back soonest at today's prices with what it must buy
 * priced at the ask (the engine's `worksCase`, which the advice reads too), the upkeep it adds counted;
 * but its site's link of the works first, once it pays and its own strong link makes what the works
 * would otherwise buy of it (a Coal Basin's ovens on its own coal, a port's shop on its own steel).
 */
function bestLink(game: Game): MachineType | null {
  const prices = sellPrices(game.market);
  const flows = nominalFlows(game.state);
  const net = (r: StoredResource) => balance(flows, r);
  const own = specialityOf(game.state.site);
  const works = siteWorks(game.state.site);
  let best: { type: MachineType; ticks: number } | null = null;
  for (const type of own) {
    if (!marketWants(type, prices)) continue;
    const found = worksCase(game.state, type, net, prices);
    if (found.paybackTicks > MAX_PAYBACK_TICKS) continue;
    const madeHere = (r: StoredResource) => own.some((t) => machineConfig(t, 1).outputs.some((o) => o.resource === r));
    if (type === works && found.inputs.every((i) => i.bought === 0 || !madeHere(i.resource))) return type;
    if (!best || found.paybackTicks < best.ticks) best = { type, ticks: found.paybackTicks };
  }
  return best?.type ?? null;
}

function nextMachine(game: Game): MachineType | null {
  const { spare, powerUsed } = powerBudget(game.state);
  const best = bestLink(game);
  if (!best) return null;
  const need = machineConfig(best, 1).powerConsumption;
  return spare - need < Math.max(3, powerUsed * POWER_MARGIN) ? 'POWER_PLANT' : best;
}

/**
 * What the bids and offers have not brought: a short top-up from the market, so the machines never
 * stand idle while the other players' goods are on their way, within the cash above the reserve.
 */
function topUp(game: Game, reserve: number): void {
  for (const resource of STORED_RESOURCES) {
    const short = Math.ceil(ownUse(game.state, resource) * MARKET_TICKS - game.state.inventory[resource]);
    if (short <= 0) continue;
    const price = game.market.resources[resource].sellPrice * 1.1;
    const affordable = Math.floor(Math.max(0, game.state.cash - reserve) / price);
    game.buy(resource, Math.min(short, affordable));
  }
}

/**
 * A site's specialist (issue 47): from the welcome setup it builds only what its site is best at — its strong link and its
 * link of the works — while one pays back in time at today's prices, buys every input it does not make
 * from the other players (the exchange's offers and its own bids, and contracts, dealing.ts), the
 * market only for a short top-up, and sells what it makes into the players' bids first.
 */
const playsItsSite: Strategy = {
  name: 'specialist',
  act(game, tick) {
    // It starts as every newcomer does; what it adds is its site's.
    if (tick === 1) return buildWelcomeSetup(game);
    lookAfterFactory(game);
    balanceGrid(game);
    sellSurplus(game, INPUT_BUFFER_TICKS);
    bidForInputs(game, INPUT_BUFFER_TICKS);
    topUp(game, reserve(game) / 2);
    for (let built = 0; built < 3 && game.state.machines.length < MAX_MACHINES; built++) {
      const type = nextMachine(game);
      if (!type) break;
      if (game.state.cash - machineConfig(type, 1).cost < reserve(game, type)) break;
      if (!game.build(type)) break;
      lookAfterFactory(game);
    }
  },
};

/** The specialist on the exchange: it buys its inputs from the other players' offers and lists a share of its goods. */
export const specialist: Strategy = { ...onExchange(playsItsSite), name: 'specialist' };
