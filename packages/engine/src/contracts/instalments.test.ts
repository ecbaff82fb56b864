import { describe, expect, it } from 'vitest';
import { newFactory } from '../factory.js';
import { exchangeFee } from '../exchange/exchange.js';
import { CONTRACTS } from '../rules.js';
import type { FactoryState } from '../state.js';
import type { Contract, Settled } from './contracts.js';
import { acceptContract, contractPenalty, isRefused, readContractTerms } from './contracts.js';
import { currentInstalment } from './instalments.js';
import { closeContract, closedFigures, settleContractTick } from './settle.js';
import { closedContractLine, missedInstalmentLine } from './words.js';

const NOW = Date.UTC(2026, 10, 29, 12);
const STEEL = 12_000;
/** 10 Steel Bar each time, 3 times: the first due 5 ticks after acceptance (tick 0), each next 4 later. */
const terms = {
  resource: 'STEEL_BAR' as const,
  quantity: 10,
  unitPrice: STEEL,
  dueInTicks: 5,
  instalments: 3,
  everyTicks: 4,
};
const withSteel = (units: number, f: FactoryState): FactoryState => ({
  ...f,
  inventory: { ...f.inventory, STEEL_BAR: units },
});

function accepted(): Settled {
  const done = acceptContract(newFactory(1), withSteel(0, newFactory(2)), terms, {
    marketPrice: STEEL,
    acceptor: 'seller',
    tick: 0,
  });
  if (isRefused(done)) throw new Error(done.error.message);
  return done;
}

/** Cash and units of both sides together, with what the contract holds (escrow): what a settlement moves. */
const money = (s: Pick<Settled, 'buyer' | 'seller' | 'contract'>, fees: number) =>
  s.buyer.cash + s.seller.cash - s.buyer.debt - s.seller.debt + s.contract.escrow + fees;
const units = (s: Pick<Settled, 'buyer' | 'seller'>) => s.buyer.inventory.STEEL_BAR + s.seller.inventory.STEEL_BAR;

describe('instalment terms', () => {
  it('are 1 unless named; more need ticks between them; all their units count toward the maximum', () => {
    const one = { resource: 'COAL', quantity: 10, unitPrice: 800, dueInTicks: 12 };
    expect(readContractTerms(one)).toMatchObject({ instalments: 1, everyTicks: 0 });
    expect(readContractTerms({ ...one, instalments: 3, everyTicks: 6 })).toMatchObject({
      instalments: 3,
      everyTicks: 6,
    });
    for (const bad of [
      { ...one, instalments: 0 },
      { ...one, instalments: 1.5 },
      { ...one, instalments: CONTRACTS.MAX_INSTALMENTS + 1 },
      { ...one, instalments: 2 },
      { ...one, instalments: 2, everyTicks: CONTRACTS.MIN_EVERY_TICKS - 1 },
      { ...one, instalments: 2, everyTicks: CONTRACTS.MAX_EVERY_TICKS + 1 },
      { ...one, quantity: CONTRACTS.MAX_QUANTITY / 2 + 1, instalments: 2, everyTicks: 6 },
    ])
      expect(isRefused(readContractTerms(bad) as object), JSON.stringify(bad)).toBe(true);
  });

  it('escrow every instalment at acceptance, and hold the penalty on them all', () => {
    const start = accepted();
    expect(start.contract).toMatchObject({ quantity: 30, escrow: 30 * STEEL, dueTick: 5, instalments: 3 });
    expect(start.contract.penaltyReserve).toBe(contractPenalty(30, STEEL));
    expect(currentInstalment(start.contract)).toMatchObject({ index: 0, size: 10, dueTick: 5, owed: 10 });
  });
});

describe('instalment settlement', () => {
  it('delivers each instalment in its own window: kept, missed with its penalty pro rata, kept; money and units conserved', () => {
    let s: Settled = accepted();
    const before = { money: money(s, 0), units: units(s) };
    let fees = 0;
    const tick = (t: number, stock?: number) => {
      const seller = stock === undefined ? s.seller : withSteel(stock, s.seller);
      const added = stock === undefined ? 0 : stock - s.seller.inventory.STEEL_BAR;
      before.units += added;
      const done = settleContractTick(s.buyer, seller, s.contract, { tick: t, now: NOW });
      fees += done.delivery.fee;
      s = done;
      return done;
    };
    // The first instalment: 25 in stock, only its 10 go; kept at once.
    expect(tick(1, 25)).toMatchObject({ delivery: { quantity: 10 }, outcome: null, contract: { kept: 1 } });
    // Before the first's due tick passes, the second takes nothing.
    expect(tick(5).delivery.quantity).toBe(0);
    // The second's window (ticks 6 to 9): 15 left in stock, 10 delivered, kept.
    expect(tick(6)).toMatchObject({ delivery: { quantity: 10 }, contract: { kept: 2, delivered: 20 } });
    // The third: 5 in stock, short at its due tick (13): missed, closed defaulted with 10% of the 5 undelivered.
    expect(tick(10)).toMatchObject({ delivery: { quantity: 5 }, outcome: null });
    expect(tick(12, 0).outcome).toBeNull();
    const last = tick(13);
    expect(last).toMatchObject({ outcome: 'defaulted', penalty: contractPenalty(5, STEEL), refund: 5 * STEEL });
    expect(last.contract).toMatchObject({ kept: 2, missed: 1, forfeited: 5, delivered: 25, escrow: 0 });
    expect(money(s, fees)).toBe(before.money);
    expect(units(s)).toBe(before.units);
  });

  it('a missed instalment before the last pays its own penalty and refund, and the contract goes on', () => {
    const start = accepted();
    const first = settleContractTick(start.buyer, withSteel(4, start.seller), start.contract, { tick: 1, now: NOW });
    const due = settleContractTick(first.buyer, first.seller, first.contract, { tick: 5, now: NOW });
    expect(due.outcome).toBeNull();
    const penalty = contractPenalty(6, STEEL);
    expect(due).toMatchObject({ penalty, refund: 6 * STEEL });
    expect(due.contract).toMatchObject({ missed: 1, forfeited: 6, escrow: 20 * STEEL });
    expect(due.contract.penaltyReserve).toBe(contractPenalty(30, STEEL) - penalty);
    expect(due.buyer.cash).toBe(first.buyer.cash + 6 * STEEL + penalty);
    expect(due.seller.cash).toBe(first.seller.cash - penalty);
    // The next instalment owes its own 10, from tick 6.
    expect(currentInstalment(due.contract)).toMatchObject({ index: 1, owed: 10, dueTick: 9 });
    const next = settleContractTick(due.buyer, withSteel(50, due.seller), due.contract, { tick: 6, now: NOW });
    expect(next.delivery).toEqual({ quantity: 10, gross: 10 * STEEL, fee: exchangeFee(10 * STEEL) });
    // Ended by consent then: the third's escrow comes back, no penalty.
    const ended = closeContract(next.buyer, next.seller, next.contract, 'ended');
    expect(ended).toMatchObject({ penalty: 0, refund: 10 * STEEL });
  });

  it('an earlier miss and a kept last: each tells its own tick, and the close reads the whole contract', () => {
    const start = accepted();
    const first = settleContractTick(start.buyer, withSteel(4, start.seller), start.contract, { tick: 1, now: NOW });
    const missed = settleContractTick(first.buyer, first.seller, first.contract, { tick: 5, now: NOW });
    expect(missed).toMatchObject({ outcome: null, miss: { index: 0, short: 6 }, refund: 6 * STEEL });
    const second = settleContractTick(missed.buyer, withSteel(50, missed.seller), missed.contract, {
      tick: 6,
      now: NOW,
    });
    expect(second.miss).toBeNull();
    const last = settleContractTick(second.buyer, second.seller, second.contract, { tick: 10, now: NOW });
    // Kept, so nothing is missed at the close; the contract still defaulted on its first instalment.
    expect(last).toMatchObject({ outcome: 'defaulted', miss: null, penalty: 0, refund: 0 });
    const penalties = missed.penalty + last.penalty;
    const figures = closedFigures(last.contract, penalties);
    expect(figures).toEqual({
      delivered: 24,
      penalty: contractPenalty(6, STEEL),
      refund: 6 * STEEL,
      instalments: 3,
      kept: 2,
      missed: 1,
    });
    const told = { ...terms, quantity: 30, resourceType: 'STEEL_BAR' as const, outcome: 'defaulted' as const };
    expect(closedContractLine({ ...told, ...figures, side: 'seller' })).toBe(
      'Contract closed: 2 of 3 instalments kept, 24 of 30 delivered; you paid the buyer $72.00 in penalties',
    );
    expect(closedContractLine({ ...told, ...figures, side: 'buyer' })).toBe(
      'Contract closed: 2 of 3 instalments kept, 24 of 30 delivered; you received $72.00 in penalties, $720.00 of escrow refunded',
    );
    const miss = { resourceType: 'STEEL_BAR' as const, instalment: 1, instalments: 3, short: 6 };
    expect(missedInstalmentLine({ ...miss, side: 'seller', penalty: missed.penalty, refund: missed.refund })).toBe(
      'Contract instalment 1 of 3 missed: 6 Steel Bar short; you paid the buyer a $72.00 penalty',
    );
    expect(missedInstalmentLine({ ...miss, side: 'buyer', penalty: missed.penalty, refund: missed.refund })).toBe(
      'Contract instalment 1 of 3 missed: 6 Steel Bar short; you received a $72.00 penalty, $720.00 of escrow refunded',
    );
  });

  it('every instalment kept completes the contract, the last at its delivery', () => {
    let c: Contract = accepted().contract;
    let s: Pick<Settled, 'buyer' | 'seller'> = { buyer: newFactory(1), seller: withSteel(100, newFactory(2)) };
    const outcomes = [1, 6, 10].map((t) => {
      const done = settleContractTick(s.buyer, s.seller, c, { tick: t, now: NOW });
      c = done.contract;
      s = done;
      return done.outcome;
    });
    expect(outcomes).toEqual([null, null, 'completed']);
    expect(c).toMatchObject({ kept: 3, missed: 0, delivered: 30, escrow: 0 });
  });

  it('a single instalment settles as a contract always did: complete when delivered, default at the due tick', () => {
    const one = { ...terms, quantity: 30, instalments: 1, everyTicks: 0 };
    const start = acceptContract(newFactory(1), withSteel(0, newFactory(2)), one, {
      marketPrice: STEEL,
      acceptor: 'seller',
      tick: 0,
    });
    if (isRefused(start)) throw new Error(start.error.message);
    const partly = settleContractTick(start.buyer, withSteel(10, start.seller), start.contract, { tick: 1, now: NOW });
    expect(partly.outcome).toBeNull();
    const due = settleContractTick(partly.buyer, partly.seller, partly.contract, { tick: 5, now: NOW });
    expect(due).toMatchObject({ outcome: 'defaulted', penalty: contractPenalty(20, STEEL), refund: 20 * STEEL });
    expect(due.contract).toMatchObject({ missed: 1, kept: 0 });
  });
});
