/**
 * When a contract's ticks fall (issue 45): an offer stays open for a game day, and a contract falls
 * due `dueInTicks` after its acceptance, not after its offer, so the counterparty's reading time
 * takes nothing from the seller. "Due within the hour" is heard only when what is owed cannot arrive
 * in time at the seller's rate.
 */
import type { StoredResource } from '../resources.js';
import { CONTRACTS } from '../rules.js';
import type { FactoryState } from '../state.js';
import { planProduction } from '../tick/plan.js';
import { producersOf } from '../reports/shortages.js';
import type { Contract } from './contracts.js';
import { currentInstalment } from './instalments.js';

/** The tick an offer made at `offeredTick` lapses at, unanswered. */
export const offerLapseTick = (offeredTick: number): number => offeredTick + CONTRACTS.OFFER_OPEN_TICKS;

/** The due tick of a contract accepted at `acceptedTick`: its first delivery is the tick after. */
export const dueTickOnAcceptance = (acceptedTick: number, dueInTicks: number): number => acceptedTick + dueInTicks;

/** What the seller's factory adds to its stock of `resource` a tick, at its plan now (never below 0). */
export function sellerRate(seller: FactoryState, resource: StoredResource): number {
  let net = 0;
  for (const mp of planProduction(seller).machines) net += (mp.produced[resource] ?? 0) - (mp.consumed[resource] ?? 0);
  return Math.max(0, net);
}

/**
 * Whether what is owed can reach the buyer by the due tick: the seller's whole units now, and what
 * it makes in the ticks before the due tick's delivery (each tick's make is delivered the tick after).
 */
export function arrivesInTime(
  contract: Pick<Contract, 'resource' | 'quantity' | 'delivered' | 'dueTick'>,
  tick: number,
  seller: FactoryState,
): boolean {
  const owed = contract.quantity - contract.delivered;
  const ticksLeft = Math.max(0, contract.dueTick - tick);
  const coming = seller.inventory[contract.resource] + sellerRate(seller, contract.resource) * ticksLeft;
  return Math.floor(coming + 1e-9) >= owed;
}

/**
 * Whether both sides should hear that the contract's current instalment (the whole contract when it
 * has one) is due within the hour and will come up short.
 */
export function dueSoonAndShort(contract: Contract, tick: number, seller: FactoryState): boolean {
  const now = currentInstalment(contract);
  const owing = { resource: contract.resource, quantity: now.size, delivered: now.delivered, dueTick: now.dueTick };
  return (
    now.owed > 0 &&
    now.dueTick > tick &&
    now.dueTick - tick <= CONTRACTS.DUE_SOON_TICKS &&
    !arrivesInTime(owing, tick, seller)
  );
}

/**
 * What both sides are told when the instalment being delivered is due within the hour and will come
 * up short, else null: which instalment it is (1 the first) of how many, the units it still owes and
 * the ticks left to its due tick. Each instalment is told at most once (the server keeps that).
 */
export function dueNotice(
  contract: Contract,
  tick: number,
  seller: FactoryState,
): { instalment: number; instalments: number; owed: number; ticksLeft: number } | null {
  if (!dueSoonAndShort(contract, tick, seller)) return null;
  const now = currentInstalment(contract);
  return {
    instalment: now.index + 1,
    instalments: contract.instalments,
    owed: now.owed,
    ticksLeft: now.dueTick - tick,
  };
}

/** Whether a factory has a machine that makes `resource` (running or not). */
export function hasMakerOf(state: Pick<FactoryState, 'machines'>, resource: StoredResource): boolean {
  const makers = new Set(producersOf(resource));
  return state.machines.some((m) => makers.has(m.type));
}

/** Whether a factory holds none of `resource` and has no machine that makes it: it could deliver nothing. */
export const holdsAndMakesNone = (
  state: Pick<FactoryState, 'inventory' | 'machines'>,
  resource: StoredResource,
): boolean => state.inventory[resource] < 1 && !hasMakerOf(state, resource);
