import { describe, expect, it } from 'vitest';
import { factoryWith, machine } from '../test/fixtures.js';
import { buyResource } from './actions/buy-resource.js';
import { sellResource } from './actions/sell-resource.js';
import { runStandingInstructions } from './actions/standing-instructions.js';
import { boughtStockFate } from './bought-stock.js';
import { acceptContract, isRefused } from './contracts/contracts.js';
import { deliverContract } from './contracts/settle.js';
import { matchBuy, settleBuyer } from './exchange/exchange.js';
import { newFactory } from './factory.js';
import { newMarket } from './market/pricing.js';
import { usd } from './money.js';
import type { FactoryState } from './state.js';
import { advanceFactory } from './tick/tick.js';

const market = newMarket(1);
const ctx = { now: 0, market };
const sales = (events: readonly { kind: string; reason?: string; quantity?: number }[]) =>
  events.filter((e) => e.kind === 'cash' && e.reason === 'sale').map((e) => e.quantity);
const ok = (r: ReturnType<typeof buyResource>): FactoryState => {
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
};

describe('bought stock and the default standing orders (issue 45)', () => {
  it('keeps what a factory without machines buys on the market: nothing is sold on', () => {
    const bought = ok(buyResource(newFactory(1), { resource: 'STEEL_BAR', quantity: 3 }, ctx));
    expect(bought.boughtStock.STEEL_BAR).toBe(3);
    const next = runStandingInstructions(bought, ctx);
    expect(sales(next.events)).toEqual([]);
    expect(next.state.inventory.STEEL_BAR).toBe(3);
  });

  it('keeps what is received by contract and bought on the exchange', () => {
    const buyer = { ...newFactory(1), cash: usd(50_000) };
    const seller = { ...newFactory(2), inventory: { ...newFactory(2).inventory, STEEL_BAR: 10 } };
    const terms = { resource: 'STEEL_BAR' as const, quantity: 10, unitPrice: 12_000, dueInTicks: 20 };
    const accepted = acceptContract(buyer, seller, terms, { marketPrice: 12_000, acceptor: 'buyer', tick: 0 });
    if (isRefused(accepted)) throw new Error(accepted.error.message);
    const delivered = deliverContract(accepted.buyer, accepted.seller, accepted.contract);
    expect(delivered.buyer.boughtStock.STEEL_BAR).toBe(10);
    // The seller's stock was its own make: none of it counts as bought.
    expect(delivered.seller.boughtStock.STEEL_BAR).toBe(0);

    const offer = {
      id: 'o',
      sellerId: 's',
      resource: 'STEEL_BAR' as const,
      unitPrice: 12_000,
      quantity: 3,
      createdTick: 0,
      unitConcession: 0,
    };
    const match = matchBuy(
      [offer],
      'b',
      { resource: 'STEEL_BAR', quantity: 3, maxUnitPrice: 12_000 },
      { marketPrice: 12_000, concessionsLeft: 0 },
    );
    const both = ok(settleBuyer(delivered.buyer, 'STEEL_BAR', match, { now: 0 }));
    expect(both.boughtStock.STEEL_BAR).toBe(13);
    const next = runStandingInstructions(both, ctx);
    expect(sales(next.events)).toEqual([]);
    expect(next.state.inventory.STEEL_BAR).toBe(13);
  });

  it('sells what the factory makes beyond its needs, and keeps what was bought', () => {
    const furnace = factoryWith([machine('f', 'STEEL_FURNACE')]);
    const made = { ...furnace, inventory: { ...furnace.inventory, STEEL_BAR: 8 } };
    const bought = ok(buyResource(made, { resource: 'STEEL_BAR', quantity: 10 }, ctx));
    const next = runStandingInstructions(bought, ctx);
    expect(sales(next.events)).toEqual([8]);
    expect(next.state.inventory.STEEL_BAR).toBe(10);
    expect(next.state.boughtStock.STEEL_BAR).toBe(10);
  });

  it('an order with its own keep sells bought stock too: the player set it', () => {
    const bought = ok(buyResource(newFactory(1), { resource: 'STEEL_BAR', quantity: 3 }, ctx));
    const own = { ...bought, standingOrders: [{ resource: 'STEEL_BAR' as const, keep: 0, minPrice: null }] };
    expect(sales(runStandingInstructions(own, ctx).events)).toEqual([3]);
  });

  it('machines use the factory’s own make first; after a sale no more is bought than is in stock', () => {
    // A smelter without power eats 5 ore a tick; of 4 mined ore and 20 bought, 19 are left, all bought.
    const smelter = factoryWith([machine('s', 'SMELTER')]);
    const stocked = { ...smelter, inventory: { ...smelter.inventory, IRON_ORE: 4 } };
    const bought = ok(buyResource(stocked, { resource: 'IRON_ORE', quantity: 20 }, ctx));
    const ticked = advanceFactory(bought, { tick: 1, now: 0 }).state;
    expect(ticked.inventory.IRON_ORE).toBe(19);
    expect(ticked.boughtStock.IRON_ORE).toBe(19);

    const sold = ok(sellResource(ticked, { resource: 'IRON_ORE', quantity: 5 }, ctx));
    expect(sold.boughtStock.IRON_ORE).toBe(14);
  });

  it('a tick’s own make is never counted as bought', () => {
    const furnace = factoryWith([machine('f', 'STEEL_FURNACE')]);
    const stocked = { ...furnace, inventory: { ...furnace.inventory, IRON_ORE: 100 } };
    const bought = ok(buyResource(stocked, { resource: 'STEEL_BAR', quantity: 2 }, ctx));
    const ticked = advanceFactory(bought, { tick: 1, now: 0 }).state;
    expect(ticked.inventory.STEEL_BAR).toBeGreaterThan(2);
    expect(ticked.boughtStock.STEEL_BAR).toBe(2);
  });

  it('says on the buy form what the orders will do with what is bought', () => {
    const orders = newFactory(1).standingOrders;
    expect(boughtStockFate(orders, 'STEEL_BAR')).toBe(
      'Your standing order for Steel Bar keeps what you buy: it sells only what your machines make beyond 12 ticks of their own use.',
    );
    expect(boughtStockFate(orders, 'COAL')).toBe(
      'No standing order sells Coal: what you buy stays in stock until you use or sell it.',
    );
    expect(boughtStockFate([{ resource: 'COAL', keep: 1500 }], 'COAL')).toBe(
      'Your standing order for Coal sells everything above 1,500 units, bought or made, whenever the price allows: set it back to the default on the Market page to keep what you buy.',
    );
  });
});
