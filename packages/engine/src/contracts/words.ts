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
  /** The buyer's escrow given back over the contract; absent in events stored before it was told. */
  refund?: Cents;
  /** Its instalments, and how many were kept and missed; absent in events stored before issue 48 (one). */
  instalments?: number;
  kept?: number;
  missed?: number;
}

/**
 * How a contract closed, from the reader's side: at a default the seller reads the penalty it paid,
 * the buyer the penalty it received and the escrow refunded (issue 45: not one line for both). A
 * contract in instalments reads as a whole: how many were kept, and every penalty together.
 */
export function closedContractLine(c: ClosedContract): string {
  const deal = contractLine({ ...c, resource: c.resourceType });
  const of = `${formatCount(c.delivered)} of ${formatCount(c.quantity)} delivered`;
  const refund = c.refund ?? (c.quantity - c.delivered) * c.unitPrice;
  const back = c.side === 'buyer' && refund > 0 ? `, ${formatUsd(refund)} of escrow refunded` : '';
  if ((c.instalments ?? 1) > 1) return instalmentsClosedLine(c, deal, of, back);
  if (c.outcome === 'completed') return `Contract completed: ${deal}`;
  if (c.outcome === 'ended') return `Contract ended by consent: ${deal}, ${of}${back}`;
  return c.side === 'seller'
    ? `Contract defaulted: ${of}; you paid the buyer a ${formatUsd(c.penalty)} penalty`
    : `Contract defaulted: ${of}; you received a ${formatUsd(c.penalty)} penalty${back}`;
}

/** "3 of 4 instalments kept, 30 of 40 delivered; you paid the buyer $12.00 in penalties". */
function instalmentsClosedLine(c: ClosedContract, deal: string, of: string, back: string): string {
  const instalments = c.instalments ?? 1;
  const kept = `${formatCount(c.kept ?? 0)} of ${formatCount(instalments)} instalments kept`;
  const missed = c.missed ? `, ${formatCount(c.missed)} missed` : '';
  const penalties =
    c.penalty === 0
      ? ''
      : c.side === 'seller'
        ? `; you paid the buyer ${formatUsd(c.penalty)} in penalties`
        : `; you received ${formatUsd(c.penalty)} in penalties`;
  if (c.outcome === 'completed') return `Contract completed: ${deal}, all ${formatCount(instalments)} instalments kept`;
  if (c.outcome === 'ended') return `Contract ended by consent: ${deal}, ${kept}${missed}, ${of}${penalties}${back}`;
  return `Contract closed: ${kept}, ${of}${penalties}${back}`;
}

/** What a contract's side reads of an instalment missed before its last: the fields of its `contract-missed` event. */
export interface MissedInstalment {
  side: 'buyer' | 'seller';
  resourceType: StoredResource;
  /** Which instalment, 1 the first, of how many. */
  instalment: number;
  instalments: number;
  /** Its units not delivered by its due tick: no longer owed. */
  short: number;
  penalty: Cents;
  /** Their escrow, given back to the buyer. */
  refund: Cents;
}

/** "Contract instalment 2 of 4 missed: 6 Coal short; you paid the buyer a $4.80 penalty". */
export function missedInstalmentLine(c: MissedInstalment): string {
  const head = `Contract instalment ${formatCount(c.instalment)} of ${formatCount(c.instalments)} missed: ${formatCount(c.short)} ${RESOURCE_NAMES[c.resourceType]} short`;
  const penalty = c.penalty > 0 ? `a ${formatUsd(c.penalty)} penalty` : 'no penalty';
  return c.side === 'seller'
    ? `${head}; you paid the buyer ${penalty}`
    : `${head}; you received ${penalty}, ${formatUsd(c.refund)} of escrow refunded`;
}

/** Which instalment a due notice speaks of, when there are more than one: " (instalment 2 of 4)". */
export const instalmentOf = (c: { instalment?: number | undefined; instalments?: number | undefined }): string =>
  c.instalment !== undefined && (c.instalments ?? 1) > 1
    ? ` (instalment ${formatCount(c.instalment)} of ${formatCount(c.instalments ?? 1)})`
    : '';

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
