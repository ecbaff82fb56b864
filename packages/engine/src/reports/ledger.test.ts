import fc from 'fast-check';
import { emptyInventory } from '../resources.js';
import { describe, expect, it } from 'vitest';
import { machine, starterFactory } from '../../test/fixtures.js';
import { buildMachine } from '../actions/build.js';
import { buyResource } from '../actions/buy-resource.js';
import { takeEmergencyLoan } from '../actions/loan.js';
import { emergencyRepair } from '../actions/maintenance.js';
import { hireWorker } from '../actions/workers.js';
import { sellResource } from '../actions/sell-resource.js';
import { newMarket } from '../market/pricing.js';
import { usd } from '../money.js';
import type { ActionResult, FactoryState, GameEvent } from '../state.js';
import { advanceFactory } from '../tick/tick.js';
import { cashChange, emptyLedger, ledgerFromEvents, mergeLedgers } from './ledger.js';

function ok(result: ActionResult): { state: FactoryState; events: GameEvent[] } {
  if (!result.ok) throw new Error(result.error.message);
  return result;
}

describe('ledger from events', () => {
  it('sorts cash events into income, expenses and capital, and counts material', () => {
    const ledger = ledgerFromEvents(7, [
      { kind: 'cash', reason: 'sale', amount: usd(240), resource: 'STEEL_BAR', quantity: 2 },
      { kind: 'cash', reason: 'sale', amount: usd(24), resource: 'IRON_ORE', quantity: 2 },
      { kind: 'cash', reason: 'purchase', amount: -usd(84), resource: 'COAL', quantity: 10 },
      { kind: 'cash', reason: 'power', amount: -100 },
      { kind: 'cash', reason: 'maintenance', amount: -usd(6) },
      { kind: 'cash', reason: 'scheduledMaintenance', amount: -usd(80) },
      { kind: 'cash', reason: 'repair', amount: -usd(10) },
      { kind: 'cash', reason: 'emergencyRepair', amount: -usd(1_500) },
      { kind: 'cash', reason: 'labor', amount: -usd(8) },
      { kind: 'cash', reason: 'salaries', amount: -usd(20) },
      { kind: 'cash', reason: 'hiring', amount: -usd(80) },
      { kind: 'cash', reason: 'materials', amount: -usd(6) },
      { kind: 'cash', reason: 'debtRepayment', amount: -usd(50) },
      { kind: 'cash', reason: 'build', amount: -usd(5_000) },
      { kind: 'cash', reason: 'upgrade', amount: -usd(3_000) },
      { kind: 'cash', reason: 'scrap', amount: usd(2_000) },
      { kind: 'cash', reason: 'loan', amount: usd(1_000) },
      { kind: 'cash', reason: 'challengeReward', amount: usd(500) },
      { kind: 'cash', reason: 'overdraft', amount: usd(3) },
      { kind: 'cash', reason: 'escrow', amount: -usd(1_200), resource: 'STEEL_BAR' },
      { kind: 'cash', reason: 'contractPenalty', amount: usd(12), resource: 'STEEL_BAR' },
      { kind: 'produced', machineId: 'i', resource: 'IRON_ORE', quantity: 2.5 },
      { kind: 'produced', machineId: 'j', resource: 'IRON_ORE', quantity: 2.5 },
      { kind: 'consumed', machineId: 's', resource: 'COAL', quantity: 1.2 },
      { kind: 'breakdown', machineId: 's', machineType: 'SMELTER' },
    ]);
    expect(ledger).toEqual({
      tick: 7,
      ticks: 1,
      income: { ...emptyInventory(), IRON_ORE: usd(24), STEEL_BAR: usd(240), COAL: 0, ADVANCED_STEEL: 0 },
      expenses: { power: 100, maintenance: usd(1_596), labor: usd(108), materials: usd(6), debtRepayment: usd(50) },
      capital: {
        build: -usd(5_000),
        upgrade: -usd(3_000),
        scrap: usd(2_000),
        loan: usd(1_000),
        challengeReward: usd(500),
        overdraft: usd(3),
      },
      produced: { ...emptyInventory(), IRON_ORE: 5, STEEL_BAR: 0, COAL: 0, ADVANCED_STEEL: 0 },
      consumed: { ...emptyInventory(), IRON_ORE: 0, STEEL_BAR: 0, COAL: 1.2, ADVANCED_STEEL: 0 },
      unitsSold: { ...emptyInventory(), IRON_ORE: 2, STEEL_BAR: 2, COAL: 0, ADVANCED_STEEL: 0 },
      purchases: { ...emptyInventory(), IRON_ORE: 0, STEEL_BAR: 0, COAL: usd(84), ADVANCED_STEEL: 0 },
      unitsBought: { ...emptyInventory(), IRON_ORE: 0, STEEL_BAR: 0, COAL: 10, ADVANCED_STEEL: 0 },
      contracts: { escrow: -usd(1_200), penalties: usd(12), bidEscrow: 0 },
    });
  });

  it('accounts for every cent: actions between ticks folded into the next tick’s row reconcile with cash', () => {
    const market = newMarket(1);
    const ctx = { now: 0 };
    let state: FactoryState = { ...starterFactory(), inventory: { ...starterFactory().inventory, STEEL_BAR: 10 } };
    state = { ...state, machines: [...state.machines, machine('dead', 'IRON_MINE', { condition: 0 })] };
    const start = state.cash;
    const events: GameEvent[] = [];
    for (const act of [
      (s: FactoryState) => sellResource(s, { resource: 'STEEL_BAR', quantity: 10 }, { ...ctx, market }),
      (s: FactoryState) => buyResource(s, { resource: 'COAL', quantity: 20 }, { ...ctx, market }),
      (s: FactoryState) => buildMachine(s, { type: 'IRON_MINE', id: 'new' }, ctx),
      (s: FactoryState) => hireWorker(s, { id: 'w', type: 'OPERATOR', skillLevel: 1 }, ctx),
      (s: FactoryState) => emergencyRepair(s, { machineId: 'dead' }, ctx),
      (s: FactoryState) => takeEmergencyLoan(s, { loanAmount: usd(1_000) }, { ...ctx, prices: {} }),
    ]) {
      const done = ok(act(state));
      state = done.state;
      events.push(...done.events);
    }
    const ticked = advanceFactory(state, { tick: 1, now: 0 });
    const ledger = ledgerFromEvents(1, [...events, ...ticked.events]);
    expect(cashChange(ledger)).toBe(ticked.state.cash - start);
    expect(ledger.unitsSold.STEEL_BAR).toBe(10);
    expect(ledger.unitsBought.COAL).toBe(20);
    expect(ledger.purchases.COAL).toBeGreaterThan(0);
    expect(ledger.expenses.debtRepayment).toBeGreaterThan(0);
  });

  it('records an overdraft, so a tick the cash could not pay for still reconciles', () => {
    const broke = { ...starterFactory(), cash: 50 };
    const { state, events } = advanceFactory(broke, { tick: 1, now: 0 });
    const ledger = ledgerFromEvents(1, events);
    expect(ledger.capital.overdraft).toBe(state.debt);
    expect(cashChange(ledger)).toBe(state.cash - broke.cash);
  });
});

describe('merged ledgers', () => {
  it('cover the sum of their rows and end at the latest tick', () => {
    const a = ledgerFromEvents(3, [{ kind: 'produced', machineId: 'i', resource: 'IRON_ORE', quantity: 0.1 }]);
    const b = ledgerFromEvents(4, [{ kind: 'produced', machineId: 'i', resource: 'IRON_ORE', quantity: 0.2 }]);
    const merged = mergeLedgers([b, a]);
    expect(merged).toMatchObject({ tick: 4, ticks: 2, produced: { IRON_ORE: 0.3 } });
    expect(mergeLedgers([merged, emptyLedger(5)])).toMatchObject({ tick: 5, ticks: 3 });
    expect(mergeLedgers([])).toMatchObject({ ticks: 0 });
  });

  it('keep every cash change: a roll-up accounts for what its rows account for', () => {
    const cents = fc.integer({ min: -1_000_000, max: 1_000_000 });
    const row = fc.record({ tick: fc.nat(1_000), sale: cents, power: cents, loan: cents });
    fc.assert(
      fc.property(fc.array(row, { maxLength: 20 }), (rows) => {
        const ledgers = rows.map((r) =>
          ledgerFromEvents(r.tick, [
            { kind: 'cash', reason: 'sale', amount: Math.abs(r.sale), resource: 'COAL', quantity: 1 },
            { kind: 'cash', reason: 'power', amount: -Math.abs(r.power) },
            { kind: 'cash', reason: 'loan', amount: Math.abs(r.loan) },
          ]),
        );
        const sum = ledgers.reduce((s, l) => s + cashChange(l), 0);
        expect(cashChange(mergeLedgers(ledgers))).toBe(sum);
        expect(mergeLedgers(ledgers).ticks).toBe(rows.length);
      }),
    );
  });
});
