import { describe, expect, it } from 'vitest';
import { newFactory } from '../factory.js';
import { concessionsLeft } from '../exchange/fair-play.js';
import { exchangeFee } from '../exchange/exchange.js';
import { challengeDay, dailyChallenge } from '../progress/challenges.js';
import type { TickLedger } from '../reports/ledger.js';
import { cashChange, ledgerFromEvents, mergeLedgers } from '../reports/ledger.js';
import { financialStatement } from '../reports/statement.js';
import { CONTRACTS, EXCHANGE, FAIR_PLAY, TIME } from '../rules.js';
import type { FactoryState } from '../state.js';
import type { Settled } from './contracts.js';
import { acceptContract, contractPenalty, isRefused, offerProblem, readContractTerms } from './contracts.js';
import {
  CONTRACT_MOVES,
  CONTRACT_STATUSES,
  moveProblem,
  OPEN_CONTRACT_STATUSES,
  type ContractStatus,
} from './statuses.js';
import { closeContract, settleContractTick } from './settle.js';

const NOW = Date.UTC(2026, 10, 22, 12);
const STEEL = 12_000;
const terms = { resource: 'STEEL_BAR' as const, quantity: 100, unitPrice: STEEL, dueInTicks: 20 };
const withSteel = (units: number, f: FactoryState = newFactory(2)): FactoryState => ({
  ...f,
  inventory: { ...f.inventory, STEEL_BAR: units },
});

function accepted(buyer = newFactory(1), seller = withSteel(0), marketPrice = STEEL): Settled {
  const done = acceptContract(buyer, seller, terms, { marketPrice, acceptor: 'seller', tick: 0 });
  if (isRefused(done)) throw new Error(done.error.message);
  return done;
}

/** 30 of 100 delivered, then the due tick with the seller down to $1: a default it cannot pay in full. */
function defaulted() {
  const start = accepted();
  const partly = settleContractTick(start.buyer, withSteel(30, start.seller), start.contract, { tick: 10, now: NOW });
  const broke: FactoryState = { ...partly.seller, cash: 100 };
  const due = settleContractTick(partly.buyer, broke, partly.contract, { tick: 20, now: NOW });
  expect(due.outcome).toBe('defaulted');
  return { partly, broke, due };
}

describe('contract terms', () => {
  it('takes whole units, whole cents and a due tick within bounds', () => {
    const ok = { resource: 'COAL', quantity: 10, unitPrice: 800, dueInTicks: 12 };
    expect(readContractTerms(ok)).toEqual({
      resource: 'COAL',
      quantity: 10,
      unitPrice: 800,
      dueInTicks: 12,
      instalments: 1,
      everyTicks: 0,
    });
    for (const bad of [
      { ...ok, resource: 'POWER' },
      { ...ok, quantity: 0 },
      { ...ok, quantity: 1.5 },
      { ...ok, quantity: CONTRACTS.MAX_QUANTITY + 1 },
      { ...ok, unitPrice: 0 },
      { ...ok, dueInTicks: CONTRACTS.MIN_DUE_TICKS - 1 },
      { ...ok, dueInTicks: CONTRACTS.MAX_DUE_TICKS + 1 },
      { ...ok, dueInTicks: 4.5 },
    ])
      expect(isRefused(readContractTerms(bad) as object)).toBe(true);
  });

  it("holds the proposer to the exchange's band and its own allowance", () => {
    const fair = { marketPrice: STEEL, concessionsLeft: FAIR_PLAY.ALLOWANCE_BASE };
    const t = { resource: 'STEEL_BAR' as const, quantity: 10, unitPrice: STEEL, dueInTicks: 12 };
    expect(offerProblem(t, 'buy', fair)).toBeNull();
    expect(offerProblem({ ...t, unitPrice: STEEL * 2 }, 'buy', fair)?.error.code).toBe('INVALID_INPUT');
    // A seller's allowance holds the default's penalty too: 10 units at market price reserve 10% of $1,200.
    expect(offerProblem(t, 'sell', { ...fair, concessionsLeft: contractPenalty(10, STEEL) - 1 })?.error.code).toBe(
      'FAIR_PLAY_LIMIT',
    );
    expect(offerProblem({ ...t, unitPrice: 14_000, quantity: 1_000 }, 'buy', fair)?.error.code).toBe('FAIR_PLAY_LIMIT');
  });
});

describe('contract settlement', () => {
  it('escrows the whole payment at acceptance, or refuses with nothing moved', () => {
    const { buyer, contract, buyerEvents } = accepted();
    expect(buyer.cash).toBe(newFactory(1).cash - 100 * STEEL);
    expect(contract.escrow).toBe(100 * STEEL);
    expect(buyerEvents).toEqual([{ kind: 'cash', reason: 'escrow', amount: -100 * STEEL, resource: 'STEEL_BAR' }]);
    const poor = { ...newFactory(1), cash: 100 * STEEL - 1 };
    const refused = acceptContract(poor, withSteel(0), terms, { marketPrice: STEEL, acceptor: 'buyer', tick: 0 });
    expect(isRefused(refused) && refused.error.code).toBe('INSUFFICIENT_FUNDS');
    const moved = acceptContract(newFactory(1), withSteel(0), terms, {
      marketPrice: STEEL * 2,
      acceptor: 'buyer',
      tick: 0,
    });
    expect(isRefused(moved) && moved.error.code).toBe('FAIR_PLAY_LIMIT');
  });

  it('delivers what the seller has each tick, pays it less the fee, and completes', () => {
    const start = accepted();
    const first = settleContractTick(start.buyer, withSteel(60, start.seller), start.contract, { tick: 5, now: NOW });
    expect(first.delivery).toEqual({ quantity: 60, gross: 60 * STEEL, fee: exchangeFee(60 * STEEL) });
    expect(first.outcome).toBeNull();
    expect(first.buyer.inventory.STEEL_BAR).toBe(60);
    expect(first.seller.cash - start.seller.cash).toBe(60 * STEEL - exchangeFee(60 * STEEL));
    expect(first.contract.escrow).toBe(40 * STEEL);
    const second = settleContractTick(first.buyer, withSteel(55.5, first.seller), first.contract, {
      tick: 6,
      now: NOW,
    });
    expect(second.delivery.quantity).toBe(40);
    expect(second.outcome).toBe('completed');
    expect(second.seller.inventory.STEEL_BAR).toBe(15.5);
    expect(second.contract.escrow).toBe(0);
    // Completed: the seller's allowance held for the penalty comes back.
    expect(second.seller.counters.conceded).toBe(0);
  });

  it("counts a delivery toward the seller's daily sell challenge, as a sale is", () => {
    let day = challengeDay(NOW);
    while (dailyChallenge(day).type !== 'SELL_RESOURCES') day++;
    const now = day * TIME.DAY_MS + 60_000;
    const start = accepted();
    const done = settleContractTick(start.buyer, withSteel(60, start.seller), start.contract, { tick: 5, now });
    expect(done.seller.challenge).toMatchObject({ day, current: 60 });
    expect(done.sellerEvents).toContainEqual(expect.objectContaining({ kind: 'challengeProgress', current: 60 }));
    // The buyer's units are bought, not sold.
    expect(done.buyer.challenge?.current ?? 0).toBe(0);
  });

  it('defaults at the due tick: refund, a penalty of the undelivered value, debt where cash is short', () => {
    const { partly, due } = defaulted();
    const penalty = contractPenalty(70, STEEL);
    expect(penalty).toBe(Math.round(70 * STEEL * CONTRACTS.PENALTY_SHARE));
    expect(due.penalty).toBe(penalty);
    expect(due.buyer.cash - partly.buyer.cash).toBe(70 * STEEL + penalty);
    expect(due.seller.cash).toBe(0);
    expect(due.seller.debt).toBe(penalty - 100);
    expect(due.seller.counters.conceded).toBe(penalty);
    const cashMoved = due.sellerEvents.reduce((s, e) => s + (e.kind === 'cash' ? e.amount : 0), 0);
    expect(cashMoved).toBe(-100);
  });

  it('ends by consent with nothing further owed, and gives back every unused concession', () => {
    const above = acceptContract(
      newFactory(1),
      withSteel(0),
      { ...terms, unitPrice: 13_000 },
      {
        marketPrice: STEEL,
        acceptor: 'seller',
        tick: 0,
      },
    );
    if (isRefused(above)) throw new Error(above.error.message);
    expect(above.buyer.counters.conceded).toBe(100 * 1_000);
    const ended = closeContract(above.buyer, above.seller, above.contract, 'ended');
    expect(ended.penalty).toBe(0);
    expect(ended.buyer.cash).toBe(newFactory(1).cash);
    expect(ended.buyer.counters.conceded).toBe(0);
    expect(ended.seller.counters.conceded).toBe(0);
    expect(concessionsLeft(ended.seller)).toBe(FAIR_PLAY.ALLOWANCE_BASE);
  });
});

describe('a contract in the ledger', () => {
  const bought = (l: TickLedger) => l.purchases.STEEL_BAR / l.unitsBought.STEEL_BAR;
  const sold = (l: TickLedger) => l.income.STEEL_BAR / l.unitsSold.STEEL_BAR;

  /** Accepted in one period, delivered across the next two: one side's rows, each row's cash checked. */
  function splitAcrossPeriods(side: 'buyer' | 'seller'): [TickLedger, TickLedger, TickLedger] {
    const start = accepted();
    const first = settleContractTick(start.buyer, withSteel(60, start.seller), start.contract, { tick: 2, now: NOW });
    const second = settleContractTick(first.buyer, withSteel(40, first.seller), first.contract, { tick: 3, now: NOW });
    expect(second.outcome).toBe('completed');
    const steps = [
      { before: [newFactory(1), withSteel(0)], done: start },
      { before: [start.buyer, withSteel(60, start.seller)], done: first },
      { before: [first.buyer, withSteel(40, first.seller)], done: second },
    ] as const;
    return steps.map(({ before: [buyer, seller], done }, i) => {
      const rows = {
        buyer: ledgerFromEvents(i + 1, done.buyerEvents),
        seller: ledgerFromEvents(i + 1, done.sellerEvents),
      };
      // Every tick's row accounts for the cash that moved.
      expect(cashChange(rows.buyer)).toBe(done.buyer.cash - buyer.cash);
      expect(cashChange(rows.seller)).toBe(done.seller.cash - seller.cash);
      return rows[side];
    }) as [TickLedger, TickLedger, TickLedger];
  }

  it("buys each period's units at the contract's price, the escrow a cash movement of its own", () => {
    const [acceptance, first, second] = splitAcrossPeriods('buyer');
    // The acceptance's period bought nothing: no purchase, no price; the cash went into escrow.
    expect(acceptance.unitsBought.STEEL_BAR).toBe(0);
    expect(acceptance.purchases.STEEL_BAR).toBe(0);
    expect(acceptance.contracts.escrow).toBe(-100 * STEEL);
    expect(first.unitsBought.STEEL_BAR).toBe(60);
    expect(bought(first)).toBe(STEEL);
    expect(second.unitsBought.STEEL_BAR).toBe(40);
    expect(bought(second)).toBe(STEEL);
    expect(bought(mergeLedgers([acceptance, first]))).toBe(STEEL);
    // Over the contract's life the escrow comes back whole: it paid for the units.
    const all = mergeLedgers([acceptance, first, second]);
    expect(all.contracts.escrow).toBe(0);
    expect(all.purchases.STEEL_BAR).toBe(100 * STEEL);
    // The statement counts the units as materials when they arrive; the escrow is not a cost.
    const statement = financialStatement([acceptance]);
    expect(statement.expenses.total).toBe(0);
    expect(statement.netProfit).toBe(0);
    expect(statement.contracts).toEqual({ escrow: -100 * STEEL, penalties: 0, bidEscrow: 0 });
    expect(financialStatement([first]).expenses.materials).toBe(60 * STEEL);
  });

  it("sells each period's units at the contract's price less the exchange's fee", () => {
    const [acceptance, first, second] = splitAcrossPeriods('seller');
    expect(acceptance.unitsSold.STEEL_BAR).toBe(0);
    expect(acceptance.income.STEEL_BAR).toBe(0);
    expect(sold(first)).toBeCloseTo(STEEL * (1 - EXCHANGE.FEE_RATE), 6);
    expect(sold(second)).toBeCloseTo(STEEL * (1 - EXCHANGE.FEE_RATE), 6);
  });

  it("keeps a default's refund and penalty out of both sides' prices, and each row's cash reconciled", () => {
    const { partly, broke, due } = defaulted();
    const buyer = ledgerFromEvents(20, due.buyerEvents);
    const seller = ledgerFromEvents(20, due.sellerEvents);
    expect(buyer.unitsBought.STEEL_BAR).toBe(0);
    expect(buyer.purchases.STEEL_BAR).toBe(0);
    expect(buyer.contracts).toEqual({ escrow: 70 * STEEL, penalties: due.penalty, bidEscrow: 0 });
    expect(seller.income.STEEL_BAR).toBe(0);
    expect(seller.contracts).toEqual({ escrow: 0, penalties: -due.penalty, bidEscrow: 0 });
    expect(cashChange(buyer)).toBe(due.buyer.cash - partly.buyer.cash);
    expect(cashChange(seller)).toBe(due.seller.cash - broke.cash);
    // The penalty counts in each side's profit: received by the buyer, paid by the seller.
    expect(financialStatement([buyer]).netProfit).toBe(due.penalty);
    expect(financialStatement([seller]).netProfit).toBe(-due.penalty);
    const bothPeriods = mergeLedgers([ledgerFromEvents(10, partly.buyerEvents), buyer]);
    expect(bought(bothPeriods)).toBe(STEEL);
  });
});

describe("a contract's state machine", () => {
  const moves = Object.values(CONTRACT_MOVES);
  const statuses: readonly ContractStatus[] = CONTRACT_STATUSES;

  it('reaches every status from an offer, and moves on from none but the open ones', () => {
    const reached = new Set<ContractStatus>(['offered']);
    for (let grew = true; grew;) {
      grew = false;
      for (const { from, to } of moves)
        if (reached.has(from) && !reached.has(to)) {
          reached.add(to);
          grew = true;
        }
    }
    expect([...reached].sort()).toEqual([...statuses].sort());
    expect([...new Set(moves.map((m) => m.from))].sort()).toEqual([...OPEN_CONTRACT_STATUSES].sort());
  });

  it('refuses a move from any status but its own, naming the status', () => {
    expect(moveProblem('offered', 'accept')).toBeNull();
    expect(moveProblem('active', 'accept')).toBe('This contract is active');
    expect(moveProblem('offered', 'end')).toBe('This contract is offered');
    // A counter answers an offer once, as an acceptance does: the countered offer takes no other answer.
    expect(moveProblem('offered', 'counter')).toBeNull();
    expect(moveProblem('countered', 'accept')).toBe('This contract is countered');
    expect(moveProblem('countered', 'counter')).toBe('This contract is countered');
    for (const status of statuses.filter((s) => !(OPEN_CONTRACT_STATUSES as readonly string[]).includes(s)))
      for (const move of Object.keys(CONTRACT_MOVES) as (keyof typeof CONTRACT_MOVES)[])
        expect(moveProblem(status, move)).toBe(`This contract is ${status}`);
  });
});
