import type { MachineType, StoredResource } from '@forgeworks/engine';
import {
  askOf,
  lowestBetterBid,
  machineConfig,
  powerOutput,
  purchaseCostFor,
  STORED_RESOURCES,
} from '@forgeworks/engine';
import type { Flows } from '../flows.js';
import { balance, nominalFlows } from '../flows.js';
import type { Game } from '../game.js';

/** Share of the cash above the reserve a visit's bids may hold. */
const HOLD_SHARE = 0.5;

/** A tick of what the machines use beyond what they make (with `extra` built), at today's prices. */
export function boughtBill(game: Game, extra?: MachineType): number {
  const flows = nominalFlows(game.state, extra);
  return STORED_RESOURCES.reduce(
    (sum, r) => sum + Math.max(0, -balance(flows, r)) * game.market.resources[r].sellPrice,
    0,
  );
}

interface Lack {
  resource: StoredResource;
  perTick: number;
  /** A unit's price: the market's, or a bid's. */
  price: number;
}

/** Units of each lacking input still to buy for `ticks` ticks of running, after the stock in hand. */
const shortFor = (game: Game, lacks: readonly Lack[], ticks: number) =>
  lacks.map((l) => Math.max(0, Math.ceil(l.perTick * ticks - game.state.inventory[l.resource])));

/** What the units of each lacking input cost. */
type CostOf = (lacks: readonly Lack[], units: readonly number[]) => number;

/** Bids, each at its own price. */
const atBidPrices: CostOf = (lacks, units) => lacks.reduce((sum, l, i) => sum + units[i]! * l.price, 0);

/**
 * The market's purchases, at what the market will charge: a large purchase climbs the price, and
 * budgeted at the ask it spent the cash on the first inputs and left none for the last.
 */
const atMarket =
  (game: Game): CostOf =>
  (lacks, units) =>
    lacks.reduce((sum, l, i) => sum + purchaseCostFor(game.state, game.market, l.resource, units[i]!), 0);

/**
 * The ticks of running, at most `ticks`, whose bought inputs `budget` pays for all together: a works
 * machine runs only with every input in stock, so a visit buys whole sets, not a week of one input
 * and none of another.
 */
function ticksAffordable(game: Game, lacks: readonly Lack[], ticks: number, budget: number, costOf: CostOf): number {
  if (costOf(lacks, shortFor(game, lacks, ticks)) <= budget) return ticks;
  let low = 0;
  let high = ticks;
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (costOf(lacks, shortFor(game, lacks, mid)) <= budget) low = mid;
    else high = mid;
  }
  return low;
}

/** Each stored input `flows` use beyond what the factory makes, with its price. */
const lacksOf = (game: Game, flows: Flows) =>
  STORED_RESOURCES.flatMap((resource) => {
    const perTick = -balance(flows, resource);
    return perTick > 0 ? [{ resource, perTick, price: game.market.resources[resource].sellPrice }] : [];
  });

const makesPower = (type: MachineType) => powerOutput(machineConfig(type, 1)) > 0;

/**
 * Buys what the factory's machines use and its own machines do not make (a works machine's bought
 * inputs, as the advice says it will buy them): from the market what keeps the machines running
 * `marketTicks` (a player away cannot buy again before then), as far as the cash above `reserve`
 * buys every input alike, and a bid for `bidTicks` more, which the other players' standing orders
 * and sales fill at a better price meanwhile. The power plants' fuel comes first: without power
 * every machine stops, while a works machine short of its inputs stops alone.
 */
export function buyShortfall(game: Game, marketTicks: number, bidTicks: number, reserve: number): void {
  const lacks = lacksOf(game, nominalFlows(game.state));
  if (lacks.length === 0) return;
  const spare = () => Math.max(0, game.state.cash - reserve);
  const buyFor = (needs: readonly Lack[]) => {
    shortFor(game, needs, ticksAffordable(game, needs, marketTicks, spare(), atMarket(game))).forEach((units, i) => {
      if (units > 0) game.buy(needs[i]!.resource, units);
    });
  };
  // A fuel the plants burn is all one stock: the other machines that use it draw on it too.
  const fuels = new Set(
    game.state.machines
      .filter((m) => makesPower(m.type))
      .flatMap((m) => machineConfig(m.type, m.level).inputs.map((i) => i.resource)),
  );
  buyFor(lacks.filter((l) => fuels.has(l.resource)));
  buyFor(lacks);
  const bidding = game.bidding;
  if (!bidding) return;
  for (const l of lacks) bidding.cancel(l.resource);
  const bids = lacks.flatMap((l) => {
    const price = lowestBetterBid(l.price);
    return price < askOf(l.price) ? [{ ...l, price }] : [];
  });
  const ticks = ticksAffordable(game, bids, marketTicks + bidTicks, spare() * HOLD_SHARE, atBidPrices);
  shortFor(game, bids, ticks).forEach((units, i) => {
    if (units > 0) bidding.place(game, bids[i]!.resource, units, bids[i]!.price);
  });
}
