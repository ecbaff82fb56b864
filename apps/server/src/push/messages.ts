import type { NotificationKind, PushMessage } from '@forgeworks/contract';
import type { StoredResource } from '@forgeworks/engine';
import type { ClosedContract } from '@forgeworks/engine';
import {
  closedContractLine,
  formatUsd,
  instalmentOf,
  missedInstalmentLine,
  RESOURCE_NAMES,
  TIME,
} from '@forgeworks/engine';

/** The player_events kinds a device can be notified of, each under the kind the player picks. */
export const NOTIFIED: Record<string, NotificationKind> = {
  unrepaired: 'breakdown',
  'cash-low': 'cash',
  loan: 'cash',
  'offer-expired': 'exchange',
  challenge: 'challenge',
  'challenge-ending': 'challenge',
  passed: 'leaderboard',
  // Contracts (issue 36).
  'contract-offered': 'contract-offers',
  'contract-answered': 'contract-answers',
  // A counter-offer answers the player's offer, with a new one to answer in turn.
  'contract-countered': 'contract-answers',
  'contract-delivered': 'contract-deliveries',
  'contract-closed': 'contract-outcomes',
  // An instalment missed before the last is a contract broken in part.
  'contract-missed': 'contract-outcomes',
  'contract-due': 'contract-due',
  message: 'message',
  'offer-filled': 'sale',
  'bid-filled': 'bid-fills',
  'bid-lapsed': 'exchange',
};

/** A message to send, and when it stops being worth sending (ms since epoch). */
export interface Notification {
  message: Omit<PushMessage, 'id'>;
  expiresAt?: number;
}

type Data = Record<string, unknown>;
const text = (data: Data, key: string) => String(data[key] ?? '');
const int = (data: Data, key: string) => Number(data[key] ?? 0);
const units = (data: Data, key: string) =>
  `${int(data, key).toLocaleString('en-US')} ${RESOURCE_NAMES[text(data, 'resourceType') as StoredResource] ?? text(data, 'resourceType')}`;

/**
 * How a device shows one of the player's events (a player_events row), or null for the events no
 * one is notified of (a debt repaid, a repair, an achievement). The page a click opens is the one
 * the event is about.
 */
export function notificationOf(kind: string, data: Data): Notification | null {
  const of = (message: Omit<PushMessage, 'kind' | 'id'>, expiresAt?: number): Notification => ({
    message: { kind: NOTIFIED[kind]!, ...message },
    ...(expiresAt === undefined ? {} : { expiresAt }),
  });
  switch (kind) {
    case 'unrepaired':
      return of({
        title: 'A machine is down',
        body: text(data, 'description'),
        url: '/game/maintenance',
        tag: `breakdown-${text(data, 'machineId')}`,
      });
    case 'cash-low': {
      const ticks = int(data, 'ticksLeft');
      const hours = Math.max(1, Math.round(ticks / TIME.TICKS_PER_HOUR));
      return of({
        title: ticks === 0 ? 'Cash ran out' : 'Cash is running out',
        body:
          ticks === 0
            ? 'The bills the cash could not cover became debt.'
            : `${formatUsd(int(data, 'cash'))} left: about ${hours} ${hours === 1 ? 'hour' : 'hours'} at this rate.`,
        url: '/game/finances',
        tag: 'cash',
      });
    }
    case 'loan':
      if (data.change !== 'taken') return null;
      return of({
        title: 'Loan taken',
        body: `${formatUsd(int(data, 'amount'))} borrowed; ${formatUsd(int(data, 'debt'))} owed.`,
        url: '/game/finances',
        tag: 'cash',
      });
    case 'offer-filled':
      return of({
        title: int(data, 'quantityLeft') === 0 ? 'Exchange offer filled' : 'Exchange offer partly filled',
        body:
          `Sold ${units(data, 'quantity')} at ${formatUsd(int(data, 'unitPrice'))}: ${formatUsd(int(data, 'proceeds'))} received` +
          (int(data, 'quantityLeft') > 0
            ? `, ${int(data, 'quantityLeft').toLocaleString('en-US')} still offered.`
            : '.'),
        url: '/game/market?tab=exchange',
        tag: `offer-${text(data, 'offerId')}`,
      });
    case 'offer-expired':
      return of({
        title: 'Exchange offer expired',
        body: `${units(data, 'quantityLeft')} unsold went back to your stock.`,
        url: '/game/market?tab=exchange',
        tag: `offer-${text(data, 'offerId')}`,
      });
    case 'bid-filled':
      return of({
        title: int(data, 'quantityLeft') === 0 ? 'Exchange bid filled' : 'Exchange bid partly filled',
        body:
          `Bought ${units(data, 'quantity')} at ${formatUsd(int(data, 'unitPrice'))}: ${formatUsd(int(data, 'cost'))} paid from the bid` +
          (int(data, 'quantityLeft') > 0
            ? `, ${int(data, 'quantityLeft').toLocaleString('en-US')} still wanted.`
            : '.'),
        url: '/game/market?tab=exchange',
        tag: `bid-${text(data, 'bidId')}`,
      });
    case 'bid-lapsed':
      return of({
        title: 'Exchange bid lapsed',
        body: `${formatUsd(int(data, 'returned'))} held for ${units(data, 'quantityLeft')} went back to your cash.`,
        url: '/game/market?tab=exchange',
        tag: `bid-${text(data, 'bidId')}`,
      });
    case 'challenge':
      return of({
        title: 'Daily challenge completed',
        body: `${text(data, 'description') || "Today's challenge"}: claim your reward today.`,
        url: '/game/achievements',
        tag: 'challenge',
      });
    case 'challenge-ending': {
      const endsAt = Date.parse(text(data, 'endsAt'));
      return of(
        {
          title: 'Daily challenge ends soon',
          body: `${text(data, 'description')}: ${int(data, 'current').toLocaleString('en-US')} of ${int(data, 'target').toLocaleString('en-US')} so far.`,
          url: '/game/achievements',
          tag: 'challenge',
        },
        Number.isFinite(endsAt) ? endsAt : undefined,
      );
    }
    case 'passed':
      return of({
        title: 'Passed on the leaderboard',
        body: `Your factory went from #${int(data, 'from')} to #${int(data, 'to')}.`,
        url: '/game/leaderboard',
        tag: 'leaderboard',
      });
    // Another factory's name, never its words: a lock screen shows what the push carries.
    case 'message':
      return of({
        title: 'New message',
        body: `${text(data, 'fromName')} sent you a message.`,
        url: `/game/messages/${text(data, 'fromFactoryId')}`,
        tag: `message-${text(data, 'fromFactoryId')}`,
      });
    default:
      return contractNotification(kind, data, of);
  }
}

/** A contract-closed event's figures, as the engine words them from the reader's side. */
const closedOf = (data: Data): ClosedContract => ({
  side: data.side === 'seller' ? 'seller' : 'buyer',
  outcome: data.outcome as ClosedContract['outcome'],
  resourceType: text(data, 'resourceType') as StoredResource,
  quantity: int(data, 'quantity'),
  unitPrice: int(data, 'unitPrice'),
  delivered: int(data, 'delivered'),
  penalty: int(data, 'penalty'),
  ...optionalInts(data, 'refund', 'instalments', 'kept', 'missed'),
});

/** The named figures an event carries as whole numbers; those absent (older events) left out. */
const optionalInts = (data: Data, ...keys: string[]) =>
  Object.fromEntries(keys.filter((k) => typeof data[k] === 'number').map((k) => [k, data[k] as number]));

/** How a device shows a contract's event (issue 36); an ending by consent is not worth a message. */
function contractNotification(
  kind: string,
  data: Data,
  of: (message: Omit<PushMessage, 'kind' | 'id'>) => Notification,
): Notification | null {
  const deal = `${units(data, 'quantity')} at ${formatUsd(int(data, 'unitPrice'))}`;
  const other = text(data, 'counterparty');
  const page = { url: '/game/contracts', tag: `contract-${text(data, 'contractId')}` };
  switch (kind) {
    case 'contract-offered':
      return of({
        title: 'Contract offered',
        body: `${other} offers to ${data.side === 'seller' ? 'buy from you' : 'sell you'} ${deal}.`,
        ...page,
      });
    case 'contract-answered':
      return of({ title: `Contract ${text(data, 'answer')}`, body: `${other}: ${deal}.`, ...page });
    case 'contract-countered':
      return of({ title: 'Contract countered', body: `${other} counters with ${deal}.`, ...page });
    case 'contract-delivered':
      return of({
        title: 'Contract delivery',
        body: `${int(data, 'delivered').toLocaleString('en-US')} delivered (${int(data, 'totalDelivered').toLocaleString('en-US')} of ${int(data, 'quantity').toLocaleString('en-US')}), ${other}.`,
        ...page,
      });
    case 'contract-closed': {
      if (data.outcome === 'ended') return null;
      // "Contract closed: 3 of 4 instalments kept, …": the title is the line's head, the body the rest.
      const [head = '', ...rest] = closedContractLine(closedOf(data)).split(': ');
      return of({
        title: head,
        body: data.outcome === 'completed' ? `${deal} delivered in full, ${other}.` : `${rest.join(': ')}, ${other}.`,
        ...page,
      });
    }
    case 'contract-missed': {
      const [head = '', ...rest] = missedInstalmentLine({
        side: data.side === 'seller' ? 'seller' : 'buyer',
        resourceType: text(data, 'resourceType') as StoredResource,
        instalment: int(data, 'instalment'),
        instalments: int(data, 'instalments'),
        short: int(data, 'short'),
        penalty: int(data, 'penalty'),
        refund: int(data, 'refund'),
      }).split(': ');
      return of({ title: head, body: `${rest.join(': ')}, ${other}.`, ...page });
    }
    case 'contract-due':
      return of({
        title: 'Contract due within the hour',
        body: `${int(data, 'owed').toLocaleString('en-US')} still owed${instalmentOf(optionalInts(data, 'instalment', 'instalments'))}, more than the seller can deliver in time, ${other}.`,
        ...page,
      });
    default:
      return null;
  }
}
