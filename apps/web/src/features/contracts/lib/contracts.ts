import type { Contract, ContractRecord, ContractStatus } from '@forgeworks/contract';
import { RESOURCE_NAMES } from '@forgeworks/engine';
import { formatInteger, formatMoney, formatPercent } from '@/shared/lib/format';
import type { Tone } from '@/shared/ui/Badge';

/** The Contracts page's four lists, each newest first as the server answers them. */
export function groupContracts(contracts: readonly Contract[]) {
  return {
    received: contracts.filter((c) => c.status === 'offered' && !c.proposedByMe),
    sent: contracts.filter((c) => c.status === 'offered' && c.proposedByMe),
    active: contracts.filter((c) => c.status === 'active'),
    history: contracts.filter((c) => c.status !== 'offered' && c.status !== 'active'),
  };
}

export const STATUS_TONE: Record<ContractStatus, Tone> = {
  offered: 'info',
  active: 'info',
  completed: 'good',
  defaulted: 'bad',
  declined: 'neutral',
  withdrawn: 'neutral',
  lapsed: 'neutral',
  ended: 'neutral',
  countered: 'neutral',
};

/** "500 Steel Bar at $120.00". */
export const contractTerms = (c: Pick<Contract, 'quantity' | 'resourceType' | 'unitPrice'>) =>
  `${formatInteger(c.quantity)} ${RESOURCE_NAMES[c.resourceType]} at ${formatMoney(c.unitPrice)}`;

/**
 * The thread line of a counter-offer: whose offer it answers and what that offer asked, when the
 * list still holds it ("Counter to your offer: 100 Steel Bar at $120.00").
 */
export function threadLine(c: Contract, all: readonly Contract[]): string | null {
  if (c.counteredFrom === null) return null;
  const before = all.find((o) => o.id === c.counteredFrom);
  if (!before) return 'Counter to an earlier offer';
  return `Counter to ${before.proposedByMe ? 'your' : 'their'} offer: ${contractTerms(before)}`;
}

/** Who the other side is, and which way the goods go, from the player's side. */
export const counterpartyOf = (c: Contract) => (c.side === 'buy' ? c.seller : c.buyer);
export const directionOf = (c: Contract) => (c.side === 'buy' ? 'Buying from' : 'Selling to');

/** A span of ticks in game time: "12 ticks (about 1 h 0 min)". */
export function ticksSpan(ticks: number, tickIntervalMs: number): string {
  const minutes = Math.round((ticks * tickIntervalMs) / 60_000);
  const hours = Math.floor(minutes / 60);
  const about =
    minutes < 60
      ? `${minutes} min`
      : hours < 48
        ? `${hours} h ${minutes % 60} min`
        : `${Math.floor(hours / 24)} days ${hours % 24} h`;
  return `${formatInteger(ticks)} ${ticks === 1 ? 'tick' : 'ticks'} (about ${about})`;
}

/** How far off a due tick is, in game time: "in 3 ticks (about 15 min)". */
export function dueIn(dueTick: number, tick: number, tickIntervalMs: number): string {
  const ticks = dueTick - tick;
  return ticks <= 0 ? 'due now' : `in ${ticksSpan(ticks, tickIntervalMs)}`;
}

/** A contract's record as its profile words it: "3 completed, 1 defaulted (75% kept)", the share of instalments. */
export function recordLine(r: ContractRecord): string {
  if (r.keptShare === null) return 'no contract closed yet';
  return `${formatInteger(r.completed)} completed, ${formatInteger(r.defaulted)} defaulted (${formatPercent(r.keptShare)} kept)`;
}

/** "3 instalments of 10, every 12 ticks" for a contract of more than one; null for one. */
export function instalmentsLine(c: Pick<Contract, 'quantity' | 'instalments' | 'everyTicks'>): string | null {
  if (c.instalments <= 1) return null;
  return `${formatInteger(c.instalments)} instalments of ${formatInteger(c.quantity / c.instalments)}, every ${formatInteger(c.everyTicks)} ${c.everyTicks === 1 ? 'tick' : 'ticks'}`;
}
