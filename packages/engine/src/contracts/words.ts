/** A contract's lines as a player reads them, from its own side (the bell, a push, the away summary). */
import type { Cents } from '../money.js';
import { formatCount, formatUsd } from '../market/format.js';
import type { StoredResource } from '../resources.js';
import { RESOURCE_NAMES } from '../resources.js';
import type { Contract } from './contracts.js';

/** The contract's line for a player: "500 Steel Bar at $120.00". */
export const contractLine = (c: Pick<Contract, 'resource' | 'quantity' | 'unitPrice'>): string =>
  `${formatCount(c.quantity)} ${RESOURCE_NAMES[c.resource]} at ${formatUsd(c.unitPrice)}`;

/** What a closed contract's side reads of it: the fields of its `contract-closed` event (cents). */
export interface ClosedContract {
  side: 'buyer' | 'seller';
  outcome: 'completed' | 'defaulted' | 'ended';
  resourceType: StoredResource;
  quantity: number;
  unitPrice: Cents;
  delivered: number;
  penalty: Cents;
  /** The buyer's escrow given back at the close; absent in events stored before it was told. */
  refund?: Cents;
}

/**
 * How a contract closed, from the reader's side: at a default the seller reads the penalty it paid,
 * the buyer the penalty it received and the escrow refunded (issue 45: not one line for both).
 */
export function closedContractLine(c: ClosedContract): string {
  const deal = contractLine({ ...c, resource: c.resourceType });
  const of = `${formatCount(c.delivered)} of ${formatCount(c.quantity)} delivered`;
  const refund = c.refund ?? (c.quantity - c.delivered) * c.unitPrice;
  const back = c.side === 'buyer' && refund > 0 ? `, ${formatUsd(refund)} of escrow refunded` : '';
  if (c.outcome === 'completed') return `Contract completed: ${deal}`;
  if (c.outcome === 'ended') return `Contract ended by consent: ${deal}, ${of}${back}`;
  return c.side === 'seller'
    ? `Contract defaulted: ${of}; you paid the buyer a ${formatUsd(c.penalty)} penalty`
    : `Contract defaulted: ${of}; you received a ${formatUsd(c.penalty)} penalty${back}`;
}

/** What one contract did in an away window, from the reader's side (cents). */
export interface AwayContract extends Omit<ClosedContract, 'outcome'> {
  contractId: string;
  counterparty: string;
  /** Units delivered in the window; `delivered` is the whole delivered at its end. */
  deliveredMeanwhile: number;
  /** How it closed in the window; null while it is still active. */
  outcome: ClosedContract['outcome'] | null;
}

/** An away window's line for a contract: what was delivered meanwhile, and how it closed. */
export function awayContractLine(c: AwayContract): string {
  const toFrom = c.side === 'buyer' ? `from ${c.counterparty}` : `to ${c.counterparty}`;
  const meanwhile =
    c.deliveredMeanwhile > 0
      ? `${formatCount(c.deliveredMeanwhile)} ${RESOURCE_NAMES[c.resourceType]} delivered ${toFrom}`
      : `Nothing delivered ${toFrom}`;
  if (c.outcome === null) return `${meanwhile} (${formatCount(c.delivered)} of ${formatCount(c.quantity)} so far)`;
  return `${meanwhile}. ${closedContractLine({ ...c, outcome: c.outcome })}`;
}
