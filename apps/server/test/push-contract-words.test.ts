import { describe, expect, it } from 'vitest';
import { notificationOf } from '../src/push/messages.js';

/** A contract event's terms as the tick tells them: 3 instalments of 40 Coal at $8.00. */
const terms = {
  tick: 40,
  contractId: 'c1',
  counterparty: 'Ore Barons',
  resourceType: 'COAL',
  quantity: 120,
  unitPrice: 800,
  dueTick: 30,
};

describe("a contract's pushes in instalments (issue 48)", () => {
  it('a missed instalment is an outcome of its own, from each side', () => {
    const missed = { ...terms, instalment: 1, instalments: 3, short: 10, penalty: 800, refund: 8_000 };
    expect(notificationOf('contract-missed', { ...missed, side: 'seller' })?.message).toMatchObject({
      kind: 'contract-outcomes',
      title: 'Contract instalment 1 of 3 missed',
      body: '10 Coal short; you paid the buyer a $8.00 penalty, Ore Barons.',
      tag: 'contract-c1',
    });
    expect(notificationOf('contract-missed', { ...missed, side: 'buyer' })?.message.body).toBe(
      '10 Coal short; you received a $8.00 penalty, $80.00 of escrow refunded, Ore Barons.',
    );
  });

  it('the close reads the whole contract; a single instalment reads as it always did', () => {
    const closed = { ...terms, outcome: 'defaulted', delivered: 110, penalty: 800, refund: 8_000 };
    expect(
      notificationOf('contract-closed', { ...closed, side: 'seller', instalments: 3, kept: 2, missed: 1 })?.message,
    ).toMatchObject({
      title: 'Contract closed',
      body: '2 of 3 instalments kept, 110 of 120 delivered; you paid the buyer $8.00 in penalties, Ore Barons.',
    });
    expect(notificationOf('contract-closed', { ...closed, side: 'seller' })?.message).toMatchObject({
      title: 'Contract defaulted',
      body: '110 of 120 delivered; you paid the buyer a $8.00 penalty, Ore Barons.',
    });
  });

  it('a due notice names its instalment when there are more than one', () => {
    const due = { ...terms, side: 'buyer', owed: 40, ticksLeft: 2 };
    expect(notificationOf('contract-due', { ...due, instalment: 2, instalments: 3 })?.message.body).toBe(
      '40 still owed (instalment 2 of 3), more than the seller can deliver in time, Ore Barons.',
    );
    expect(notificationOf('contract-due', { ...due, instalment: 1, instalments: 1 })?.message.body).toBe(
      '40 still owed, more than the seller can deliver in time, Ore Barons.',
    );
  });
});
