import type { FactoryState } from '@forgeworks/engine';
import { newMarket, ownUse, TIME } from '@forgeworks/engine';
import { describe, expect, it } from 'vitest';
import { balancedMachines, factoryWith, machine } from '../../engine/test/fixtures.js';
import { ContractDesk } from '../src/contracts.js';
import { answerContract, contractToOffer, dealingOf, lacks, sellsAtMarket, surplusPerTick } from '../src/dealing.js';
import { Game } from '../src/game.js';
import { EPOCH } from '../src/simulation.js';
import { STRATEGIES } from '../src/strategies/index.js';

/** Mines, a smelter and power: it burns 12 coal a tick and its mines make 4 beyond that. */
const coalMaker = (spare: number, seed = 3): FactoryState => {
  const state = factoryWith(balancedMachines(), { seed });
  const reserve = ownUse(state, 'COAL') * 48;
  return { ...state, inventory: { ...state.inventory, COAL: reserve + spare } };
};
const market = newMarket(1);
const price = market.resources.COAL.sellPrice;
const weekly = dealingOf('weekly');
const asked = (quantity: number, dueInTicks: number, instalments = 1, everyTicks = 0) => ({
  side: 'seller' as const,
  resource: 'COAL' as const,
  quantity,
  unitPrice: price,
  marketPrice: price,
  dueInTicks,
  instalments,
  everyTicks,
});

describe('a producer answering instalments (issue 48)', () => {
  it('sells what it makes beyond its own use as it makes it, where a single delivery would cut into its reserve', () => {
    const state = coalMaker(40);
    expect(ownUse(state, 'COAL')).toBe(12);
    expect(surplusPerTick(state, 'COAL')).toBe(4);
    // 120 at once would take 80 of the coal its own machines need: declined, as before.
    expect(answerContract(state, asked(120, 144), weekly)).toBe(false);
    // 40 now and 40 every 48 ticks: its spare 40, then 80% of its 4 a tick beyond its use.
    expect(answerContract(state, asked(120, 48, 3, 48), weekly)).toBe(true);
    // An instalment larger than its spare at once, or the next due before it is made: declined.
    expect(answerContract(state, asked(150, 48, 3, 48), weekly)).toBe(false);
    expect(answerContract(state, asked(120, 1, 3, 1), weekly)).toBe(false);
  });

  it('never sells on what a computer-run player bought, where a player may', () => {
    const made = coalMaker(40);
    const bought = { ...made, boughtStock: { ...made.boughtStock, COAL: 40 } };
    expect(answerContract(made, asked(40, 48), weekly)).toBe(true);
    // The same 40 beyond its reserve, bought for its plants: not for sale; a player's may be.
    expect(answerContract(bought, asked(40, 48), weekly)).toBe(false);
    expect(answerContract(bought, asked(40, 48), sellsAtMarket('COAL'))).toBe(true);
  });

  it('counts its output to each due tick of a good it does not use', () => {
    const state = factoryWith(balancedMachines(), { seed: 3 });
    expect(surplusPerTick(state, 'STEEL_BAR')).toBe(2);
    const steel = (quantity: number, due: number, instalments = 1, every = 0) => ({
      ...asked(quantity, due, instalments, every),
      resource: 'STEEL_BAR' as const,
    });
    // 100 bars in 48 ticks is more than 80% of what it makes; in two halves 48 ticks apart it is not.
    expect(answerContract(state, steel(100, 48), weekly)).toBe(false);
    expect(answerContract(state, steel(100, 48, 2, 48), weekly)).toBe(true);
    expect(answerContract(state, steel(100, 24, 2, 24), weekly)).toBe(false);
  });
});

describe("the simulator's contract desk in instalments", () => {
  it('offers instalments when the producer would not take the single delivery, and settles them', () => {
    const buyer = new Game(factoryWith(balancedMachines(), { seed: 1 }), market, EPOCH);
    const producer = new Game(coalMaker(100), market, EPOCH);
    const seats = [
      { name: 'buyer', strategy: STRATEGIES.expander!, seed: 1 },
      { name: 'producer', strategy: STRATEGIES.weekly!, seed: 3 },
    ];
    const desk = new ContractDesk(seats, [buyer, producer]);
    const cash = buyer.state.cash;
    const first = TIME.TICKS_PER_HOUR;
    desk.settle(first, EPOCH, () => true);
    // Two hours of its 12 a tick: 288, three instalments of 96 over the half day, after the single was
    // declined (its ore, which the producer burns all of, is declined both ways).
    expect(desk.tally).toMatchObject({ accepted: 1, inInstalments: 1 });
    expect(desk.escrow('buyer')).toBe(288 * price);
    expect(buyer.state.cash).toBe(cash - 288 * price);
    // The producer's mines add 4 coal a tick beyond its use; each instalment is delivered in its window.
    for (let tick = first + 1; tick <= first + TIME.TICKS_PER_DAY / 2; tick++) {
      producer.state = {
        ...producer.state,
        inventory: { ...producer.state.inventory, COAL: producer.state.inventory.COAL + 4 },
      };
      desk.settle(tick, EPOCH + tick * TIME.TICK_INTERVAL_MS, () => false);
    }
    expect(desk.tally).toMatchObject({ completed: 1, defaulted: 0, missed: 0, units: 288, paid: 288 * price });
    expect(desk.escrow('buyer')).toBe(0);
  });
});

describe('what a buyer that lacks an input offers (issue 48, rivals proposing)', () => {
  it("counts the site's yield in what the factory makes: a coal basin's mine fuels two plants", () => {
    // Two plants burn 10 coal a tick; one mine digs 8 on open ground, 11.2 on a coal basin.
    const machines = [machine('p1', 'POWER_PLANT'), machine('p2', 'POWER_PLANT'), machine('c1', 'COAL_MINE')];
    expect(lacks(factoryWith(machines), 'COAL')).toBe(true);
    expect(lacks({ ...factoryWith(machines), site: 'COAL_BASIN' }, 'COAL')).toBe(false);
    expect(lacks({ ...factoryWith(machines), site: 'IRON_RANGE' }, 'COAL')).toBe(true);
  });

  it('two hours of its use at the market price: whole where the producer takes it, else in instalments, else nothing', () => {
    const trader = new Game(factoryWith([], { seed: 5 }), market, EPOCH);
    STRATEGIES.trader!.act(trader, 1);
    expect(lacks(trader.state, 'COAL')).toBe(true);
    expect(lacks(coalMaker(0), 'COAL')).toBe(false);
    const use = ownUse(trader.state, 'COAL');
    const dealings = { buyer: dealingOf('trader'), producer: weekly };
    const offer = (producer: FactoryState) => contractToOffer(trader.state, producer, 'COAL', price, dealings);
    expect(offer(coalMaker(1000)).terms).toMatchObject({
      resource: 'COAL',
      quantity: Math.ceil(use * 2 * TIME.TICKS_PER_HOUR),
      unitPrice: price,
      instalments: 1,
    });
    // Its spare covers an instalment at once, not the whole: the same half day in three.
    const split = offer(coalMaker(Math.ceil((use * 2 * TIME.TICKS_PER_HOUR) / 3)));
    expect(split.offered).toBe(2);
    expect(split.terms).toMatchObject({ instalments: 3, dueInTicks: TIME.TICKS_PER_DAY / 6 });
    expect(offer(coalMaker(0)).terms).toBeNull();
    // A buyer whose cash would not keep its reserve beside the escrow offers nothing.
    const poor = contractToOffer({ ...trader.state, cash: 0 }, coalMaker(1000), 'COAL', price, dealings);
    expect(poor).toEqual({ terms: null, offered: 0 });
  });
});
