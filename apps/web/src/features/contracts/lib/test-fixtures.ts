import type { Contract, FactoryStateAnswer } from '@forgeworks/contract';
import { newFactory } from '@forgeworks/engine';

/** The contract tests' two factories: the player's and the other side's. */
export const me = { factoryId: 'f-me', name: 'My Works' };
export const them = { factoryId: 'f-them', name: 'Their Works' };

/** An offer of theirs to sell me 100 Steel Bar at $120, due 12 ticks after acceptance; `over` changes it. */
export const contract = (over: Partial<Contract>): Contract => ({
  id: 'c1',
  proposer: them,
  buyer: me,
  seller: them,
  side: 'buy',
  proposedByMe: false,
  resourceType: 'STEEL_BAR',
  quantity: 100,
  delivered: 0,
  instalments: 1,
  everyTicks: 0,
  instalmentsKept: 0,
  instalmentsMissed: 0,
  unitPrice: 120,
  offeredTick: 10,
  dueInTicks: 12,
  dueTick: null,
  lapseTick: 298,
  acceptedTick: null,
  closedTick: null,
  status: 'offered',
  counteredFrom: null,
  escrow: 0,
  penalty: 0,
  endAskedBy: { buyer: false, seller: false },
  deliveries: [],
  sellerStanding: null,
  ...over,
});

/** The player's factory in the engine's shape, with `cents` in cash and `steel` Steel Bar. */
export function own(cents: number, steel = 0): FactoryStateAnswer {
  const { rng: _rng, ...state } = newFactory(1);
  return { state: { ...state, cash: cents, inventory: { ...state.inventory, STEEL_BAR: steel } }, prices: {} };
}

/** The market's steel: sold at $100, so a contract's price may be $75 to $125. */
export const STEEL_PRICES = [
  { resourceId: 2, resourceType: 'STEEL_BAR', resourceName: 'Steel Bar', buyPrice: 120, sellPrice: 100, ask: 105 },
];
