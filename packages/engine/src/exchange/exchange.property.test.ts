import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newFactory } from '../factory.js';
import type { StoredResource } from '../resources.js';
import { STORED_RESOURCES } from '../resources.js';
import type { FactoryState } from '../state.js';
import { MARKET } from '../rules.js';
import type { ExchangeOffer } from './exchange.js';
import { isExpired, listOffer, matchBuy, maxUnitPrice, returnEscrow, settleBuyer, settleSeller } from './exchange.js';
import { concessionAllowance, concessionsLeft, inBand, sellerConcession } from './fair-play.js';

const PLAYERS = ['a', 'b', 'c'];
const ctx = { now: 0 };

/** A price named as cents (`near` null), or as a share of the market's price (most prices a player names). */
type Op =
  | { kind: 'list'; player: number; resource: StoredResource; quantity: number; unitPrice: number; near: number | null }
  | {
      kind: 'buy';
      player: number;
      resource: StoredResource;
      quantity: number;
      maxUnitPrice: number;
      near: number | null;
    }
  | { kind: 'cancel'; pick: number }
  | { kind: 'tick'; ticks: number };

const player = fc.nat(PLAYERS.length - 1);
const resource = fc.constantFrom(...STORED_RESOURCES);
const GOODS = STORED_RESOURCES.length;
const near = fc.option(fc.double({ min: 0.6, max: 1.4, noNaN: true }), { freq: 4 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('list' as const),
    player,
    resource,
    quantity: fc.integer({ min: -2, max: 400 }),
    unitPrice: fc.integer({ min: -5, max: 60_000 }),
    near,
  }),
  fc.record({
    kind: fc.constant('buy' as const),
    player,
    resource,
    quantity: fc.integer({ min: 1, max: 500 }),
    maxUnitPrice: fc.integer({ min: 1, max: 60_000 }),
    near,
  }),
  fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('tick' as const), ticks: fc.integer({ min: 1, max: 200 }) }),
);

/** The op with a price named as a share of the market's price turned into cents. */
function priced(o: Op, market: Record<StoredResource, number>): Op {
  if ((o.kind !== 'list' && o.kind !== 'buy') || o.near === null) return o;
  const cents = Math.max(1, Math.round(market[o.resource] * o.near));
  return o.kind === 'list' ? { ...o, unitPrice: cents } : { ...o, maxUnitPrice: cents };
}

/** Every unit a resource has: the inventories and the escrow of the open offers. */
const units = (states: FactoryState[], offers: ExchangeOffer[], r: StoredResource) =>
  states.reduce((s, f) => s + f.inventory[r], 0) + offers.reduce((s, o) => s + (o.resource === r ? o.quantity : 0), 0);

describe('exchange conservation', () => {
  it('accounts for every unit and every cent across listings, buys, cancels and expiries', () => {
    fc.assert(
      fc.property(
        fc.array(op, { maxLength: 60 }),
        fc.array(fc.nat(300), { minLength: 3 * GOODS, maxLength: 3 * GOODS }),
        // The market's price of each resource, between its floor and ceiling (shares of base).
        fc.array(fc.double({ min: 0.3, max: 1.2, noNaN: true }), { minLength: GOODS, maxLength: GOODS }),
        (ops, stock, shares) => {
          const market = Object.fromEntries(
            STORED_RESOURCES.map((r, j) => [r, Math.round(MARKET.BASE_PRICES[r] * shares[j]!)]),
          ) as Record<StoredResource, number>;
          const states = PLAYERS.map((_, i) => {
            const f = newFactory(i);
            const inventory = { ...f.inventory };
            STORED_RESOURCES.forEach((r, j) => (inventory[r] = stock[i * GOODS + j]!));
            return { ...f, inventory };
          });
          const unitsBefore = STORED_RESOURCES.map((r) => units(states, [], r));
          const cashBefore = states.reduce((s, f) => s + f.cash, 0);
          let offers: ExchangeOffer[] = [];
          let fees = 0;
          let tick = 0;
          let nextId = 0;
          for (const named of ops) {
            const o = priced(named, market);
            if (o.kind === 'list') {
              const open = offers.filter((x) => x.sellerId === PLAYERS[o.player]).length;
              const marketPrice = market[o.resource] ?? 1;
              const result = listOffer(states[o.player]!, o, { ...ctx, openOffers: open, marketPrice });
              if (result.ok) {
                states[o.player] = result.state;
                offers.push({
                  id: `o${nextId++}`,
                  sellerId: PLAYERS[o.player]!,
                  resource: o.resource,
                  unitPrice: o.unitPrice,
                  quantity: o.quantity,
                  createdTick: tick,
                  unitConcession: sellerConcession(o.unitPrice, marketPrice),
                });
              } else {
                expect(
                  o.quantity <= 0 ||
                    o.unitPrice <= 0 ||
                    o.unitPrice > maxUnitPrice(o.resource) ||
                    o.quantity > states[o.player]!.inventory[o.resource] ||
                    open >= 20 ||
                    !inBand(o.unitPrice, marketPrice) ||
                    o.quantity * sellerConcession(o.unitPrice, marketPrice) > concessionsLeft(states[o.player]!),
                ).toBe(true);
              }
            } else if (o.kind === 'buy') {
              const buyer = PLAYERS[o.player]!;
              const marketPrice = market[o.resource];
              const match = matchBuy(offers, buyer, o, {
                marketPrice,
                concessionsLeft: concessionsLeft(states[o.player]!),
              });
              const { fills } = match;
              for (const f of fills) {
                expect(f.sellerId).not.toBe(buyer);
                expect(f.unitPrice).toBeLessThanOrEqual(o.maxUnitPrice);
                expect(inBand(f.unitPrice, marketPrice)).toBe(true);
              }
              const bought = settleBuyer(states[o.player]!, o.resource, match, ctx);
              if (!bought.ok) continue;
              states[o.player] = bought.state;
              for (const [i, seller] of PLAYERS.entries()) {
                const mine = fills.filter((f) => f.sellerId === seller);
                if (mine.length === 0) continue;
                const paid = settleSeller(states[i]!, o.resource, mine, ctx);
                if (!paid.ok) throw new Error('a seller is always paid');
                states[i] = paid.state;
              }
              for (const f of fills) {
                fees += f.fee;
                offers = offers.map((x) => (x.id === f.offerId ? { ...x, quantity: x.quantity - f.quantity } : x));
              }
              offers = offers.filter((x) => x.quantity > 0);
            } else if (o.kind === 'cancel') {
              if (offers.length === 0) continue;
              const offer = offers[o.pick % offers.length]!;
              const i = PLAYERS.indexOf(offer.sellerId);
              states[i] = returnEscrow(states[i]!, offer);
              offers = offers.filter((x) => x !== offer);
            } else {
              tick += o.ticks;
              for (const offer of offers.filter((x) => isExpired(x, tick))) {
                const i = PLAYERS.indexOf(offer.sellerId);
                states[i] = returnEscrow(states[i]!, offer);
              }
              offers = offers.filter((x) => !isExpired(x, tick));
            }
            for (const f of states) {
              expect(f.cash).toBeGreaterThanOrEqual(0);
              expect(f.counters.conceded).toBeLessThanOrEqual(concessionAllowance(f));
              for (const r of STORED_RESOURCES) expect(f.inventory[r]).toBeGreaterThanOrEqual(0);
            }
            STORED_RESOURCES.forEach((r, j) => expect(units(states, offers, r)).toBe(unitsBefore[j]));
            expect(states.reduce((s, f) => s + f.cash, 0) + fees).toBe(cashBefore);
          }
        },
      ),
    );
  });
});
