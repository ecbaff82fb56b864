import { describe, expect, it } from 'vitest';
import { newFactory } from '../factory.js';
import { CONTRACTS } from '../rules.js';
import type { FactoryState } from '../state.js';
import { balancedMachines, factoryWith } from '../../test/fixtures.js';
import type { Contract } from './contracts.js';
import { acceptContract, isRefused } from './contracts.js';
import {
  arrivesInTime,
  dueNotice,
  dueSoonAndShort,
  hasMakerOf,
  holdsAndMakesNone,
  offerLapseTick,
  sellerRate,
} from './timing.js';
import { closedContractLine } from './words.js';

const STEEL = 12_000;
const withSteel = (units: number, f: FactoryState = newFactory(2)): FactoryState => ({
  ...f,
  inventory: { ...f.inventory, STEEL_BAR: units },
});
/** A steel maker: what its smelter adds to stock a tick is its rate. */
const maker = (units = 0) => withSteel(units, factoryWith(balancedMachines(), { seed: 3 }));
const contract = (over: Partial<Contract> = {}): Contract => ({
  resource: 'STEEL_BAR',
  quantity: 20,
  delivered: 0,
  unitPrice: STEEL,
  dueTick: 112,
  instalments: 1,
  everyTicks: 0,
  kept: 0,
  missed: 0,
  forfeited: 0,
  escrow: 20 * STEEL,
  buyerUnitConcession: 0,
  sellerUnitConcession: 0,
  penaltyReserve: 0,
  ...over,
});

describe("a contract's due tick", () => {
  it('counts dueInTicks from the acceptance, however long the offer waited', () => {
    const offer = { resource: 'STEEL_BAR' as const, quantity: 10, unitPrice: STEEL, dueInTicks: 3 };
    for (const tick of [5, 90, 250]) {
      const done = acceptContract(newFactory(1), withSteel(0), offer, { marketPrice: STEEL, acceptor: 'buyer', tick });
      if (isRefused(done)) throw new Error(done.error.message);
      expect(done.contract.dueTick).toBe(tick + 3);
    }
  });

  it('leaves an offer open a game day for its answer', () => {
    expect(offerLapseTick(40)).toBe(40 + CONTRACTS.OFFER_OPEN_TICKS);
    expect(CONTRACTS.OFFER_OPEN_TICKS).toBeGreaterThan(CONTRACTS.MIN_DUE_TICKS);
  });
});

describe('due within the hour', () => {
  it("is quiet while the seller's rate brings what is owed in time", () => {
    const seller = maker();
    const rate = sellerRate(seller, 'STEEL_BAR');
    expect(rate).toBeGreaterThan(0);
    // Accepted at tick 100 for 12 ticks: owed what 12 ticks make, at once "within the hour".
    const onSchedule = contract({ quantity: Math.floor(rate * 12), dueTick: 112 });
    expect(arrivesInTime(onSchedule, 100, seller)).toBe(true);
    expect(dueSoonAndShort(onSchedule, 100, seller)).toBe(false);
  });

  it('warns when what is owed cannot arrive by the due tick at that rate', () => {
    const seller = maker();
    const rate = sellerRate(seller, 'STEEL_BAR');
    const tooMuch = contract({ quantity: Math.floor(rate * 12) + 2, dueTick: 112 });
    expect(dueSoonAndShort(tooMuch, 100, seller)).toBe(true);
    // Stock on hand covers the gap.
    expect(dueSoonAndShort(tooMuch, 100, withSteel(2, seller))).toBe(false);
    // A seller that makes none and holds none is short of anything owed.
    expect(dueSoonAndShort(contract({ quantity: 1, dueTick: 105 }), 100, withSteel(0))).toBe(true);
  });

  it('says nothing beyond the hour, past the due tick or with nothing owed', () => {
    const idle = withSteel(0);
    expect(dueSoonAndShort(contract({ dueTick: 100 + CONTRACTS.DUE_SOON_TICKS + 1 }), 100, idle)).toBe(false);
    expect(dueSoonAndShort(contract({ dueTick: 100 }), 100, idle)).toBe(false);
    expect(dueSoonAndShort(contract({ delivered: 20 }), 100, idle)).toBe(false);
  });

  it('names the instalment being delivered, with its own units owed and ticks left', () => {
    const idle = withSteel(0);
    expect(dueNotice(contract({ dueTick: 105 }), 100, idle)).toEqual({
      instalment: 1,
      instalments: 1,
      owed: 20,
      ticksLeft: 5,
    });
    // 4 instalments of 5, every 10 ticks from tick 80: the first kept, the second missed, the third due at 100.
    const third = contract({
      instalments: 4,
      everyTicks: 10,
      dueTick: 80,
      kept: 1,
      missed: 1,
      delivered: 7,
      forfeited: 3,
    });
    expect(dueNotice(third, 95, idle)).toEqual({ instalment: 3, instalments: 4, owed: 5, ticksLeft: 5 });
    expect(dueNotice({ ...third, delivered: 12 }, 95, idle)).toBeNull();
    expect(dueNotice(third, 95, withSteel(5))).toBeNull();
  });
});

describe("an offer's warnings", () => {
  it('finds a seller that holds none of the good and has no machine making it', () => {
    expect(holdsAndMakesNone(newFactory(1), 'STEEL_BAR')).toBe(true);
    expect(holdsAndMakesNone(withSteel(1), 'STEEL_BAR')).toBe(false);
    expect(holdsAndMakesNone(withSteel(0.5), 'STEEL_BAR')).toBe(true);
    expect(holdsAndMakesNone(maker(), 'STEEL_BAR')).toBe(false);
    expect(hasMakerOf(maker(), 'STEEL_BAR')).toBe(true);
    expect(hasMakerOf(withSteel(40), 'STEEL_BAR')).toBe(false);
  });
});

describe("a closed contract's line", () => {
  const defaulted = {
    outcome: 'defaulted' as const,
    resourceType: 'STEEL_BAR' as const,
    quantity: 5,
    unitPrice: 42_000,
    delivered: 0,
    penalty: 21_000,
    refund: 210_000,
  };

  it('tells the seller what it paid and the buyer what it received, not one line for both', () => {
    const seller = closedContractLine({ ...defaulted, side: 'seller' });
    const buyer = closedContractLine({ ...defaulted, side: 'buyer' });
    expect(seller).toBe('Contract defaulted: 0 of 5 delivered; you paid the buyer a $210.00 penalty');
    expect(buyer).toBe(
      'Contract defaulted: 0 of 5 delivered; you received a $210.00 penalty, $2,100.00 of escrow refunded',
    );
  });

  it("reads an event stored before the refund was told from the undelivered units' value", () => {
    const { refund: _, ...old } = defaulted;
    expect(closedContractLine({ ...old, side: 'buyer', delivered: 2 })).toContain('$1,260.00 of escrow refunded');
  });
});
