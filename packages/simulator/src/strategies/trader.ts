import type { StoredResource } from '@forgeworks/engine';
import {
  CAPACITY,
  machineConfig,
  ownUse,
  planProduction,
  powerOutput,
  priceOutlook,
  quoteBuy,
  totalSalaries,
} from '@forgeworks/engine';
import { lookAfterFactory } from '../care.js';
import type { Game } from '../game.js';
import type { Strategy } from '../strategy.js';
import { bidForInputs } from './bidding.js';

/** The plant that powers the smelter and the smelter: no mines, every input bought. */
const FIRST_STEPS = ['POWER_PLANT', 'SMELTER'] as const;
const BOUGHT: readonly StoredResource[] = ['IRON_ORE', 'COAL'];
const PRODUCT: StoredResource = 'STEEL_BAR';

/** Cash kept back from stocking up: this many ticks of the next tick's running costs and salaries. */
const RESERVE_TICKS = 48;
/** An input this far below where the market's outlook says it is heading is cheap: stock up. */
const BUY_MARGIN = 0.02;
/** Ticks of inputs bought ahead when they are cheap. */
const STOCK_TICKS = 48;
/** Ticks of steel held back for a better price; the standing order sells anything above it. */
const HOLD_TICKS = 36;
/** Power generated above the consumers' draw, for wear (a worn machine draws more). */
const POWER_MARGIN = 0.15;
const CAPACITY_STEP = 0.05;
/** Ticks of inputs bid for below the market's ask, bought when a seller takes the bid. */
const BID_TICKS = 12;

/** The mean of the engine's own outlook: where the price goes over the next hour if nobody trades. */
function outlookMean(game: Game, resource: StoredResource): number {
  const prices = priceOutlook(game.market, resource);
  return prices.reduce((a, b) => a + b, 0) / prices.length;
}

/** The next tick's bills: running costs and salaries. */
function tickBills(game: Game): number {
  return planProduction(game.state).costs.total + totalSalaries(game.state);
}

/**
 * A plant makes 15 power at full capacity and a level-1 smelter draws 5: left at full, the plant
 * burns three times the coal (and running cost) it needs. Runs each plant at the share the consumers draw.
 */
function trimPlants(game: Game): void {
  const plants = game.state.machines.filter((m) => m.type === 'POWER_PLANT' && m.condition > 0);
  const full = plants.reduce((sum, m) => sum + powerOutput(machineConfig(m.type, m.level)), 0);
  if (full <= 0) return;
  const draw = planProduction(game.state).actualConsumption;
  const wanted = Math.ceil(((draw * (1 + POWER_MARGIN)) / full) * (1 / CAPACITY_STEP)) * CAPACITY_STEP;
  const capacity = Math.round(Math.min(CAPACITY.MAX, Math.max(CAPACITY.MIN, wanted)) * 100) / 100;
  const changes: Record<string, number> = {};
  for (const m of plants) if (m.capacity !== capacity) changes[m.id] = capacity;
  game.setCapacities(changes);
}

/** Whether a tick's steel is worth more than the ore and coal it takes, bought now at the ask. */
function smeltingPays(game: Game): boolean {
  let inputs = 0;
  for (const resource of BOUGHT) inputs += quoteBuy(game.market, resource, Math.ceil(ownUse(game.state, resource)));
  const made = game.state.machines
    .filter((m) => m.condition > 0)
    .flatMap((m) =>
      machineConfig(m.type, m.level).outputs.map((o) => (o.resource === PRODUCT ? o.quantity * m.capacity : 0)),
    )
    .reduce((a, b) => a + b, 0);
  return made * game.market.resources[PRODUCT].sellPrice > inputs;
}

/**
 * Inputs: a tick's worth is topped up whenever smelting pays and the bills stay covered; when an
 * input is cheap against the outlook, cash above the reserve stocks up to STOCK_TICKS of it. Buying
 * ahead pays the spread it would pay anyway, so only the price's move matters.
 */
function buyInputs(game: Game, bills: number): void {
  if (!smeltingPays(game)) return;
  for (const resource of BOUGHT) {
    const use = ownUse(game.state, resource);
    const cheap = game.market.resources[resource].sellPrice < outlookMean(game, resource) * (1 - BUY_MARGIN);
    const target = use * (cheap ? STOCK_TICKS : 1);
    let short = Math.ceil(target - game.state.inventory[resource]);
    const spare = game.state.cash - bills * (cheap ? RESERVE_TICKS : 1);
    const unit = quoteBuy(game.market, resource, 1);
    if (short * unit > spare) short = Math.floor(spare / unit);
    if (short > 0) game.buy(resource, short);
  }
}

/**
 * Steel: sold when its price is at or above where the outlook says it is heading (it will not
 * get better by waiting), or when cash is below the reserve; otherwise held, and the standing
 * order sells whatever goes past HOLD_TICKS of output.
 */
function sellSteel(game: Game, reserve: number): void {
  const price = game.market.resources[PRODUCT].sellPrice;
  if (price >= outlookMean(game, PRODUCT) || game.state.cash < reserve)
    game.sell(PRODUCT, game.state.inventory[PRODUCT]);
}

/** The steel standing order keeps HOLD_TICKS of output back; set whenever it is not (a rival made before it, too). */
function holdSteel(game: Game): void {
  const keep = holdBack(game);
  const orders = game.state.standingOrders;
  if (orders.length === 1 && orders[0]!.resource === PRODUCT && orders[0]!.keep === keep) return;
  game.setStandingOrders([{ resource: PRODUCT, keep, minPrice: null }]);
}

function holdBack(game: Game): number {
  const perTick = game.state.machines
    .filter((m) => m.type === 'SMELTER')
    .reduce(
      (sum, m) => sum + (machineConfig(m.type, m.level).outputs.find((o) => o.resource === PRODUCT)?.quantity ?? 0),
      0,
    );
  return perTick * HOLD_TICKS;
}

/**
 * Make-or-buy's "buy", played as a trader: the recommended start without its mines. It runs its
 * plant at the share the smelter draws, buys a tick's iron ore and coal at the ask while smelting
 * pays, stocks up when an input is cheap against the market's outlook, holds its steel for a price
 * at or above the outlook, and keeps RESERVE_TICKS of bills in cash so a bad run never stops it paying.
 * With an exchange it also bids for its inputs below the market's ask (bidding.ts).
 */
export const trader: Strategy = {
  name: 'trader',
  act(game, tick) {
    if (tick === 1) for (const type of FIRST_STEPS) game.build(type);
    holdSteel(game);
    lookAfterFactory(game);
    trimPlants(game);
    const bills = tickBills(game);
    sellSteel(game, bills * RESERVE_TICKS);
    bidForInputs(game, BID_TICKS);
    buyInputs(game, bills);
  },
};
