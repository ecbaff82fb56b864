import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newFactory } from '../factory.js';
import type { StoredResource } from '../resources.js';
import { STORED_RESOURCES } from '../resources.js';
import { cashChange, ledgerFromEvents } from '../reports/ledger.js';
import { FAIR_PLAY, MARKET } from '../rules.js';
import type { FactoryState, GameEvent } from '../state.js';
import type { Contract } from './contracts.js';
import { acceptContract, isRefused } from './contracts.js';
import { closeContract, settleContractTick } from './settle.js';

const NOW = Date.UTC(2026, 10, 22, 12);
const FACTORIES = 4;

type Op =
  | {
      kind: 'accept';
      buyer: number;
      seller: number;
      resource: StoredResource;
      quantity: number;
      near: number;
      due: number;
    }
  | { kind: 'stock'; who: number; resource: StoredResource; units: number }
  | { kind: 'tick' }
  | { kind: 'end'; pick: number }
  | { kind: 'cash'; who: number; cents: number };

const who = fc.nat(FACTORIES - 1);
const resource = fc.constantFrom(...STORED_RESOURCES);
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('accept' as const),
    buyer: who,
    seller: who,
    resource,
    quantity: fc.integer({ min: 1, max: 800 }),
    near: fc.double({ min: 0.75, max: 1.25, noNaN: true }),
    due: fc.integer({ min: 1, max: 8 }),
  }),
  fc.record({
    kind: fc.constant('stock' as const),
    who,
    resource,
    // In thousandths, as the game keeps every quantity (roundQty): a stock of 5e-7 units is no state
    // a factory can be in, and rounding it away would read as a unit lost.
    units: fc.integer({ min: 0, max: 400_000 }).map((thousandths) => thousandths / 1000),
  }),
  fc.constant({ kind: 'tick' as const }),
  fc.record({ kind: fc.constant('end' as const), pick: fc.nat() }),
  // A factory's own spending between ticks: a seller may have no cash left when it defaults.
  fc.record({ kind: fc.constant('cash' as const), who, cents: fc.nat(6_000_000) }),
);

interface Open {
  buyer: number;
  seller: number;
  contract: Contract;
}

describe('contract conservation', () => {
  it('accounts for every cent and every unit over random contracts, deliveries, defaults and endings', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 80 }), (ops) => {
        let states: FactoryState[] = Array.from({ length: FACTORIES }, (_, i) => newFactory(i));
        let open: Open[] = [];
        let tick = 0;
        // Money and goods that left the factories on purpose: fees (a sink), spending, stock made.
        let fees = 0;
        let spent = 0;
        // What delivered units cost at their contracts' prices.
        let delivered = 0;
        const made: Record<string, number> = Object.fromEntries(STORED_RESOURCES.map((r) => [r, 0]));
        // Each factory's events, as its ledger rows keep them.
        const events: GameEvent[][] = states.map(() => []);
        const put = (i: number, s: FactoryState) => (states = states.map((f, j) => (j === i ? s : f)));
        const pair = (
          o: Open,
          b: FactoryState,
          s: FactoryState,
          done: { buyerEvents: GameEvent[]; sellerEvents: GameEvent[] },
        ) => {
          put(o.buyer, b);
          put(o.seller, s);
          events[o.buyer]!.push(...done.buyerEvents);
          events[o.seller]!.push(...done.sellerEvents);
        };
        for (const o of ops) {
          if (o.kind === 'stock') {
            const f = states[o.who]!;
            made[o.resource]! += o.units;
            put(o.who, { ...f, inventory: { ...f.inventory, [o.resource]: f.inventory[o.resource] + o.units } });
          } else if (o.kind === 'cash') {
            const f = states[o.who]!;
            const cents = Math.min(f.cash, o.cents);
            spent += cents;
            put(o.who, { ...f, cash: f.cash - cents });
            if (cents > 0) events[o.who]!.push({ kind: 'cash', reason: 'materials', amount: -cents });
          } else if (o.kind === 'accept') {
            if (o.buyer === o.seller) continue;
            const price = Math.max(1, Math.round(MARKET.BASE_PRICES[o.resource] * o.near));
            const terms = { resource: o.resource, quantity: o.quantity, unitPrice: price, dueInTicks: o.due };
            const done = acceptContract(states[o.buyer]!, states[o.seller]!, terms, {
              marketPrice: MARKET.BASE_PRICES[o.resource],
              acceptor: 'seller',
              tick,
            });
            if (isRefused(done)) continue;
            const entry = { buyer: o.buyer, seller: o.seller, contract: done.contract };
            pair(entry, done.buyer, done.seller, done);
            open.push(entry);
          } else if (o.kind === 'end') {
            if (open.length === 0) continue;
            const entry = open[o.pick % open.length]!;
            const done = closeContract(states[entry.buyer]!, states[entry.seller]!, entry.contract, 'ended');
            pair(entry, done.buyer, done.seller, done);
            open = open.filter((x) => x !== entry);
          } else {
            tick++;
            const still: Open[] = [];
            for (const entry of open) {
              const done = settleContractTick(states[entry.buyer]!, states[entry.seller]!, entry.contract, {
                tick,
                now: NOW,
              });
              pair(entry, done.buyer, done.seller, done);
              fees += done.delivery.fee;
              delivered += done.delivery.gross;
              if (done.outcome === null) still.push({ ...entry, contract: done.contract });
              else expect(done.contract.escrow).toBe(0);
            }
            open = still;
          }
          // Money: cash less debt, plus what escrow holds, plus fees and spending, never changes.
          const money =
            states.reduce((s, f) => s + f.cash - f.debt, 0) + open.reduce((s, e) => s + e.contract.escrow, 0);
          expect(money + fees + spent).toBe(FACTORIES * newFactory(0).cash);
          for (const r of STORED_RESOURCES) {
            const units = states.reduce((s, f) => s + f.inventory[r], 0);
            expect(units).toBeCloseTo(FACTORIES * newFactory(0).inventory[r] + made[r]!, 6);
          }
          for (const f of states) {
            expect(f.cash).toBeGreaterThanOrEqual(0);
            expect(f.counters.conceded).toBeGreaterThanOrEqual(0);
            for (const r of STORED_RESOURCES) expect(f.inventory[r]).toBeGreaterThanOrEqual(0);
          }
          for (const e of open)
            expect(e.contract.escrow).toBe((e.contract.quantity - e.contract.delivered) * e.contract.unitPrice);
          // The ledger: each factory's rows account for its cash; the escrow they record as moved out
          // is what open contracts hold; units bought are paid at their contract's price.
          const ledgers = events.map((list) => ledgerFromEvents(tick, list));
          ledgers.forEach((l, i) => expect(cashChange(l)).toBe(states[i]!.cash - newFactory(0).cash));
          expect(
            ledgers.reduce((s, l) => s + l.contracts.escrow, 0) + open.reduce((s, e) => s + e.contract.escrow, 0),
          ).toBe(0);
          expect(ledgers.reduce((s, l) => s + STORED_RESOURCES.reduce((t, r) => t + l.purchases[r], 0), 0)).toBe(
            delivered,
          );
          expect(ledgers.reduce((s, l) => s + l.contracts.penalties, 0)).toBe(0);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('hands a receiver at most the young accounts allowances, by any path, broken on purpose included', () => {
    const RECEIVER = 0;
    type Deal =
      | { kind: 'deal'; other: number; resource: StoredResource; otherSells: boolean; share: number; due: number }
      | { kind: 'tick' }
      | { kind: 'end'; pick: number };
    const deal: fc.Arbitrary<Deal> = fc.oneof(
      fc.record({
        kind: fc.constant('deal' as const),
        other: fc.integer({ min: 1, max: FACTORIES - 1 }),
        resource,
        otherSells: fc.boolean(),
        share: fc.double({ min: 0.05, max: 1, noNaN: true }),
        due: fc.integer({ min: 1, max: 6 }),
      }),
      fc.constant({ kind: 'tick' as const }),
      fc.record({ kind: fc.constant('end' as const), pick: fc.nat() }),
    );
    fc.assert(
      fc.property(fc.array(deal, { minLength: 20, maxLength: 100 }), (deals) => {
        let states: FactoryState[] = Array.from({ length: FACTORIES }, (_, i) => newFactory(i));
        let open: Open[] = [];
        let tick = 0;
        let own = 0;
        const put = (i: number, s: FactoryState) => (states = states.map((f, j) => (j === i ? s : f)));
        // The receiver's worth at the market's (base) prices, its escrow counted.
        const worth = () => {
          const f = states[RECEIVER]!;
          let cents = f.cash - f.debt;
          for (const r of STORED_RESOURCES) cents += f.inventory[r] * MARKET.BASE_PRICES[r];
          for (const e of open) if (e.buyer === RECEIVER) cents += e.contract.escrow;
          return cents;
        };
        const start = worth();
        for (const d of deals) {
          if (d.kind === 'deal') {
            // The price at the band's edge in the receiver's favour, as much as the payer's cash buys.
            const market = MARKET.BASE_PRICES[d.resource];
            const [buyer, seller] = d.otherSells ? [RECEIVER, d.other] : [d.other, RECEIVER];
            const unitPrice = d.otherSells ? Math.ceil(market * 0.75) : Math.floor(market * 1.25);
            const quantity = Math.max(1, Math.floor((states[buyer]!.cash * d.share) / unitPrice));
            const done = acceptContract(
              states[buyer]!,
              states[seller]!,
              { resource: d.resource, quantity, unitPrice, dueInTicks: d.due },
              { marketPrice: market, acceptor: 'seller', tick },
            );
            if (isRefused(done)) continue;
            put(buyer, done.buyer);
            put(seller, done.seller);
            open.push({ buyer, seller, contract: done.contract });
          } else if (d.kind === 'tick') {
            tick++;
            const still: Open[] = [];
            for (const e of open) {
              let seller = states[e.seller]!;
              const r = e.contract.resource;
              // The receiver delivers what it owes from its own stock (not moved value); a throwaway
              // seller delivers nothing: it breaks every contract on purpose.
              const units = e.seller === RECEIVER ? e.contract.quantity - e.contract.delivered : 0;
              if (e.seller === RECEIVER) own += units * MARKET.BASE_PRICES[r];
              seller = { ...seller, inventory: { ...seller.inventory, [r]: units } };
              const done = settleContractTick(states[e.buyer]!, seller, e.contract, { tick, now: NOW });
              put(e.buyer, done.buyer);
              put(e.seller, done.seller);
              if (done.outcome === null) still.push({ ...e, contract: done.contract });
            }
            open = still;
          } else if (open.length > 0) {
            const e = open[d.pick % open.length]!;
            const done = closeContract(states[e.buyer]!, states[e.seller]!, e.contract, 'ended');
            put(e.buyer, done.buyer);
            put(e.seller, done.seller);
            open = open.filter((x) => x !== e);
          }
        }
        // The young accounts produced nothing: each hands over at most the allowance's base.
        expect(worth() - start - own).toBeLessThanOrEqual((FACTORIES - 1) * FAIR_PLAY.ALLOWANCE_BASE);
      }),
      { numRuns: 100 },
    );
  });
});
