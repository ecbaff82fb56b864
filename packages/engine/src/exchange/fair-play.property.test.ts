import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newFactory } from '../factory.js';
import type { StoredResource } from '../resources.js';
import { STORED_RESOURCES } from '../resources.js';
import { FAIR_PLAY, MARKET, STARTING_FACTORY } from '../rules.js';
import type { FactoryState } from '../state.js';
import type { ExchangeOffer } from './exchange.js';
import { listOffer, matchBuy, returnEscrow, settleBuyer, settleSeller } from './exchange.js';
import { concessionsLeft, sellerConcession } from './fair-play.js';

const RECEIVER = 0;
const ctx = { now: 0 };

/**
 * Who trades: the receiver (0) or one of the young accounts; a price as a share of the market's; how
 * much as a share of the stock listed, or of the cash spent.
 */
type Op =
  | { kind: 'list'; who: number; resource: StoredResource; share: number; near: number }
  | { kind: 'buy'; who: number; resource: StoredResource; share: number; near: number }
  | { kind: 'cancel'; pick: number };

const resource = fc.constantFrom(...STORED_RESOURCES);
const GOODS = STORED_RESOURCES.length;
const near = fc.double({ min: 0.7, max: 1.3, noNaN: true });
const share = fc.double({ min: 0.01, max: 1, noNaN: true });
const ops = (accounts: number): fc.Arbitrary<Op[]> => {
  const who = fc.nat(accounts);
  return fc.array(
    fc.oneof(
      fc.record({
        kind: fc.constant('list' as const),
        who,
        resource,
        share,
        near,
      }),
      fc.record({
        kind: fc.constant('buy' as const),
        who,
        resource,
        share,
        near,
      }),
      fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }),
    ),
    { minLength: 10, maxLength: 60 },
  );
};

/** Cash plus every unit held or in the factory's open offers, at the market's prices. */
function worth(
  state: FactoryState,
  offers: readonly ExchangeOffer[],
  id: string,
  market: Record<StoredResource, number>,
) {
  let cents = state.cash;
  for (const r of STORED_RESOURCES) cents += state.inventory[r] * market[r];
  for (const o of offers) if (o.sellerId === id) cents += o.quantity * market[o.resource];
  return cents;
}

describe('fair play: the bound on value poured by young accounts', () => {
  it('lets young accounts move at most their allowance, under 10% of their starting cash, into another factory', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 }).chain((n) =>
          fc.record({
            young: fc.constant(n),
            ops: ops(n),
            shares: fc.array(fc.double({ min: 0.3, max: 1.2, noNaN: true }), { minLength: GOODS, maxLength: GOODS }),
            // Stock the young accounts hold (bought from the market with their cash, or given).
            stock: fc.array(fc.nat(2_000), { minLength: GOODS, maxLength: GOODS }),
          }),
        ),
        ({ young, ops, shares, stock }) => {
          const market = Object.fromEntries(
            STORED_RESOURCES.map((r, j) => [r, Math.round(MARKET.BASE_PRICES[r] * shares[j]!)]),
          ) as Record<StoredResource, number>;
          const ids = Array.from({ length: young + 1 }, (_, i) => `f${i}`);
          const states = ids.map((_, i) => {
            const f = newFactory(i);
            const inventory = { ...f.inventory };
            STORED_RESOURCES.forEach((r, j) => (inventory[r] = i === RECEIVER ? 100_000 : stock[j]!));
            return { ...f, inventory, cash: i === RECEIVER ? f.cash * 100 : f.cash };
          });
          let offers: ExchangeOffer[] = [];
          let next = 0;
          const start = worth(states[RECEIVER]!, offers, ids[RECEIVER]!, market);
          for (const o of ops) {
            if (o.kind === 'list') {
              const unitPrice = Math.max(1, Math.round(market[o.resource] * o.near));
              const quantity = Math.max(1, Math.floor(states[o.who]!.inventory[o.resource] * o.share));
              const open = offers.filter((x) => x.sellerId === ids[o.who]).length;
              const listed = listOffer(
                states[o.who]!,
                { resource: o.resource, quantity, unitPrice },
                { ...ctx, openOffers: open, marketPrice: market[o.resource] },
              );
              if (!listed.ok) continue;
              states[o.who] = listed.state;
              offers.push({
                id: `o${next++}`,
                sellerId: ids[o.who]!,
                resource: o.resource,
                unitPrice,
                quantity,
                createdTick: 0,
                unitConcession: sellerConcession(unitPrice, market[o.resource]),
              });
            } else if (o.kind === 'buy') {
              const maxUnitPrice = Math.max(1, Math.round(market[o.resource] * o.near));
              const quantity = Math.max(1, Math.floor((states[o.who]!.cash * o.share) / maxUnitPrice));
              const match = matchBuy(
                offers,
                ids[o.who]!,
                { resource: o.resource, quantity, maxUnitPrice },
                { marketPrice: market[o.resource], concessionsLeft: concessionsLeft(states[o.who]!) },
              );
              const bought = settleBuyer(states[o.who]!, o.resource, match, ctx);
              if (!bought.ok) continue;
              states[o.who] = bought.state;
              ids.forEach((seller, i) => {
                const theirs = match.fills.filter((f) => f.sellerId === seller);
                if (theirs.length === 0) return;
                const paid = settleSeller(states[i]!, o.resource, theirs, ctx);
                if (paid.ok) states[i] = paid.state;
              });
              for (const f of match.fills)
                offers = offers.map((x) => (x.id === f.offerId ? { ...x, quantity: x.quantity - f.quantity } : x));
              offers = offers.filter((x) => x.quantity > 0);
            } else if (offers.length > 0) {
              const offer = offers[o.pick % offers.length]!;
              const i = ids.indexOf(offer.sellerId);
              states[i] = returnEscrow(states[i]!, offer);
              offers = offers.filter((x) => x !== offer);
            }
          }
          const moved = worth(states[RECEIVER]!, offers, ids[RECEIVER]!, market) - start;
          expect(moved).toBeLessThanOrEqual(young * FAIR_PLAY.ALLOWANCE_BASE);
          expect(moved).toBeLessThanOrEqual(young * STARTING_FACTORY.cash * 0.1);
        },
      ),
      { numRuns: 300 },
    );
  });
});
