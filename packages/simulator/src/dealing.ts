import type { Cents, ContractTerms, FactoryState, StoredResource } from '@forgeworks/engine';
import {
  contractValue,
  machineConfig,
  ownUse,
  planProduction,
  siteYield,
  STORED_RESOURCES,
  TIME,
  totalSalaries,
} from '@forgeworks/engine';

/**
 * How a computer-run player deals in contracts (issue 36), by its strategy: what it sells and buys,
 * and the prices it calls fair, as shares of the market's price. A rival answers a player's offer
 * by it; the simulator's producers answer its traders' offers by it.
 */
export interface Dealing {
  sells: readonly StoredResource[];
  buys: readonly StoredResource[];
  /** The lowest price it sells at, and the highest it buys at, as shares of the market's price. */
  sellAtLeast: number;
  buyAtMost: number;
  /**
   * Whether what it bought counts as stock it can sell on. Not for a computer-run player: it buys
   * for its machines, and a contract that takes the coal it bought for the week leaves its power
   * plants dry (docs/balance-notes.md, "The port's weekly debtor"). A player may sell anything.
   */
  sellsBought: boolean;
}

const NOTHING: Dealing = { sells: [], buys: [], sellAtLeast: 1, buyAtMost: 1, sellsBought: false };
const STEEL: readonly StoredResource[] = ['STEEL_BAR', 'ADVANCED_STEEL'];

/** By strategy name; a strategy not named here deals in nothing. */
export const DEALINGS: Readonly<Record<string, Dealing>> = {
  // Sells every bar it makes; buys nothing.
  recommended: { sells: ['STEEL_BAR'], buys: [], sellAtLeast: 0.98, buyAtMost: 1, sellsBought: false },
  // Sells what its mines and smelter make, never below the market's price.
  weekly: { sells: ['IRON_ORE', 'COAL', 'STEEL_BAR'], buys: [], sellAtLeast: 1, buyAtMost: 1, sellsBought: false },
  // Sells its products; buys the inputs its growing chain eats, up to the market's price.
  expander: { sells: STEEL, buys: ['IRON_ORE', 'COAL', 'STEEL_BAR'], sellAtLeast: 1, buyAtMost: 1, sellsBought: false },
  // Buys its ore and coal below the market's ask; sells bars only for a good price.
  trader: { sells: ['STEEL_BAR'], buys: ['IRON_ORE', 'COAL'], sellAtLeast: 1.03, buyAtMost: 1.02, sellsBought: false },
  'checks-in': { sells: STEEL, buys: [], sellAtLeast: 0.99, buyAtMost: 1, sellsBought: false },
  // A site's specialist (issue 47) sells what it makes and buys what its machines lack, at the market's price.
  specialist: { sells: STORED_RESOURCES, buys: STORED_RESOURCES, sellAtLeast: 1, buyAtMost: 1, sellsBought: false },
};

export const dealingOf = (strategy: string): Dealing => DEALINGS[strategy] ?? NOTHING;

/** A contract offered to the player, from its own side. */
export interface ContractAsk {
  side: 'buyer' | 'seller';
  resource: StoredResource;
  quantity: number;
  unitPrice: Cents;
  /** Ticks from now to the due tick (of the first instalment). */
  dueInTicks: number;
  marketPrice: Cents;
  /** Its instalments (1 unless named), and the ticks between their due ticks; `quantity` is them all. */
  instalments?: number;
  everyTicks?: number;
}

/** Cash a buyer keeps after escrow, and stock a seller keeps of what its machines use: this many ticks of them. */
const RESERVE_TICKS = 48;
/** A buyer takes at most this many ticks of what its machines use. */
const STOCK_TICKS = 288;
/** A seller counts on this share of its expected output: machines wear and break. */
const OUTPUT_SHARE = 0.8;

/** What the factory makes of `resource` a tick beyond what it uses, as it runs now (never below 0). */
export function surplusPerTick(state: FactoryState, resource: StoredResource): number {
  return Math.max(0, planProduction(state).inventoryAfter[resource] - state.inventory[resource]);
}

/**
 * Whether the factory's working machines, at their capacities, use more of `resource` a tick than
 * they make of it (their catalogue output times the site's yield): it must buy the rest.
 */
export function lacks(state: FactoryState, resource: StoredResource): boolean {
  let made = 0;
  for (const m of state.machines) {
    if (m.condition <= 0) continue;
    for (const o of machineConfig(m.type, m.level).outputs)
      if (o.resource === resource) made += o.quantity * m.capacity * siteYield(state.site, m.type);
  }
  return ownUse(state, resource) > made;
}

/**
 * Whether the seller can deliver every instalment in time. A delivery takes all it holds of the
 * resource, up to what the instalment owes: of one its own machines run on, it counts only the
 * stock beyond their reserve and what it makes beyond their use, and each instalment must be there
 * whole when its window opens (the first, at once); of another, its stock and its output to each
 * instalment's due tick. Output counts at `OUTPUT_SHARE`. What it bought counts only where
 * `sellsBought`.
 */
function deliversEach(state: FactoryState, ask: ContractAsk, sellsBought: boolean): boolean {
  const instalments = ask.instalments ?? 1;
  const every = ask.everyTicks ?? 0;
  const size = ask.quantity / instalments;
  const use = ownUse(state, ask.resource);
  const bought = sellsBought ? 0 : state.boughtStock[ask.resource];
  const stock = state.inventory[ask.resource] - bought - use * RESERVE_TICKS;
  const made = surplusPerTick(state, ask.resource) * OUTPUT_SHARE;
  for (let k = 1; k <= instalments; k++) {
    const ticks = use > 0 ? (k === 1 ? 0 : ask.dueInTicks + (k - 2) * every) : ask.dueInTicks + (k - 1) * every;
    if (Math.floor(stock + made * ticks) < k * size) return false;
  }
  return true;
}

/**
 * Whether the player takes the contract: a resource it deals in, at a price it calls fair; as the
 * seller, one it can deliver from its stock and its output, every instalment by its due tick
 * (`deliversEach`); as the buyer, one its machines use (an instalment at most a game day of their
 * use) and its cash pays, all instalments escrowed at once, with a reserve left.
 */
export function answerContract(state: FactoryState, ask: ContractAsk, dealing: Dealing): boolean {
  const share = ask.unitPrice / ask.marketPrice;
  if (ask.side === 'seller')
    return (
      dealing.sells.includes(ask.resource) &&
      share >= dealing.sellAtLeast &&
      deliversEach(state, ask, dealing.sellsBought)
    );
  if (!dealing.buys.includes(ask.resource) || share > dealing.buyAtMost) return false;
  const reserve = (planProduction(state).costs.total + totalSalaries(state)) * RESERVE_TICKS;
  return (
    ask.quantity / (ask.instalments ?? 1) <= ownUse(state, ask.resource) * STOCK_TICKS &&
    state.cash - contractValue({ quantity: ask.quantity, unitPrice: ask.unitPrice }) >= reserve
  );
}

/** A buyer asks for this many ticks of its machines' use at once (two hours)... */
const ASK_TICKS = 2 * TIME.TICKS_PER_HOUR;
/** ...due this far ahead (half a day), so a producer can make it as it goes. */
const DUE_TICKS = TIME.TICKS_PER_DAY / 2;
/**
 * A producer that cannot hand over the whole at once may deliver it in this many instalments over
 * the same half day, the last due when the single delivery would have been: a producer that uses the
 * good itself then sells what it makes beyond its use as it makes it (issue 48).
 */
const INSTALMENTS = 3;
/** A buyer looks for a contract this often (a player does not make one every five minutes). */
export const ASK_EVERY_TICKS = TIME.TICKS_PER_HOUR;

/** A producer as the buyer weighs it: a seat or rival by its own dealing; a player as one selling at the market's price. */
export const sellsAtMarket = (resource: StoredResource): Dealing => ({
  ...NOTHING,
  sells: [resource],
  sellsBought: true,
});

/**
 * The contract a buyer that lacks `resource` offers `producer` (issue 48): two hours of its machines'
 * use at the market's price, due in half a day, as one delivery; in instalments over the same half
 * day where the producer would not take the one (its stock and output cover each instalment by its
 * due tick, not the whole at once). Only terms the buyer would take itself (its machines use the good,
 * its cash pays the escrow with a reserve left); null when the producer would take neither.
 * `offered` counts the offers it took to get there, for the simulator's tally. `quantity` is one
 * instalment's, as an offer names it.
 */
export function contractToOffer(
  buyer: FactoryState,
  producer: FactoryState,
  resource: StoredResource,
  marketPrice: Cents,
  dealings: { buyer: Dealing; producer: Dealing },
): { terms: ContractTerms | null; offered: number } {
  const none = { terms: null, offered: 0 };
  const quantity = Math.ceil(ownUse(buyer, resource) * ASK_TICKS);
  if (quantity < 1 || marketPrice <= 0) return none;
  const size = Math.ceil(quantity / INSTALMENTS);
  const whole = { resource, quantity, unitPrice: marketPrice, dueInTicks: DUE_TICKS, instalments: 1, everyTicks: 0 };
  const split = {
    ...whole,
    quantity: size,
    dueInTicks: DUE_TICKS / INSTALMENTS,
    instalments: INSTALMENTS,
    everyTicks: DUE_TICKS / INSTALMENTS,
  };
  let offered = 0;
  for (const terms of [whole, split]) {
    const ask = { ...terms, quantity: terms.quantity * terms.instalments, marketPrice };
    if (!answerContract(buyer, { ...ask, side: 'buyer' }, dealings.buyer)) return { terms: null, offered };
    offered++;
    if (answerContract(producer, { ...ask, side: 'seller' }, dealings.producer)) return { terms, offered };
  }
  return { terms: null, offered };
}
