import type {
  AchievementEvent,
  BidFilledEvent,
  BidLapsedEvent,
  BreakdownEvent,
  CashLowEvent,
  ChallengeEndingEvent,
  ChallengeEvent,
  ContractAnsweredEvent,
  ContractClosedEvent,
  ContractDeliveredEvent,
  ContractDueEvent,
  ContractMissedEvent,
  LoanEvent,
  MarketEvent,
  OfferExpiredEvent,
  OfferFilledEvent,
  PassedEvent,
  RepairEvent,
  StreamEventName,
  UnrepairedEvent,
} from '@forgeworks/contract';
import { closedContractLine, instalmentOf, missedInstalmentLine, RESOURCE_NAMES } from '@forgeworks/engine';
import type { QueryClient } from '@tanstack/react-query';
import { formatInteger, formatMoney } from '@/shared/lib/format';
import { invalidateFactoryData, queryKeys } from '@/shared/lib/query-client';
import { passOnStreamEvent } from '@/shared/lib/stream-events';
import { useAuthStore } from '@/shared/stores/auth';
import { useInbox } from '@/shared/stores/inbox';
import { notify, type NotificationType } from '@/shared/stores/notifications';

/** One message of the stream, as the reader hands it over. */
export interface StreamMessage {
  event: string;
  data: string;
  /** The server's event id (`<tick>-<n>`); empty for the events it never replays. */
  id?: string;
}

/** How the bell shows one of the player's own events; `toast` for those worth interrupting the player. */
export interface OwnEvent {
  type: NotificationType;
  message: string;
  href?: string;
  toast: boolean;
}

/** An event as the bell shows it: `toast` for one worth interrupting the player. */
const shown = (type: NotificationType, href: string, toast: boolean, message: string): OwnEvent => ({
  type,
  message,
  href,
  toast,
});

const money = (cents: number) => formatMoney(cents / 100);

/** The player's own events, as the bell lists them; null for the events everyone gets. */
export function describeOwnEvent(event: string, data: string): OwnEvent | null {
  switch (event as StreamEventName) {
    // A machine's breakdown or repair, in the server's words; only a breakdown interrupts.
    case 'breakdown':
      return shown('breakdown', '/game/maintenance', true, (JSON.parse(data) as BreakdownEvent).description);
    case 'repair':
      return shown('maintenance', '/game/maintenance', false, (JSON.parse(data) as RepairEvent).description);
    case 'achievement':
      return shown(
        'success',
        '/game/achievements',
        true,
        `Achievement unlocked: ${(JSON.parse(data) as AchievementEvent).name}`,
      );
    case 'challenge': {
      const { description } = JSON.parse(data) as ChallengeEvent;
      const message = description ? `Daily challenge completed: ${description}` : 'Daily challenge completed';
      return shown('production', '/game/achievements', true, message);
    }
    case 'loan': {
      const loan = JSON.parse(data) as LoanEvent;
      return loan.change === 'taken'
        ? shown(
            'warning',
            '/game/finances',
            false,
            `Loan taken: ${money(loan.amount)} borrowed, ${money(loan.debt)} owed`,
          )
        : shown('success', '/game/finances', false, 'Debt repaid in full');
    }
    case 'offer-filled': {
      const fill = JSON.parse(data) as OfferFilledEvent;
      const what = `${formatInteger(fill.quantity)} ${RESOURCE_NAMES[fill.resourceType]} at ${money(fill.unitPrice)}`;
      const left = fill.quantityLeft > 0 ? `, ${formatInteger(fill.quantityLeft)} still offered` : '';
      const filled = fill.quantityLeft === 0 ? 'filled' : 'partly filled';
      const message = `Exchange offer ${filled}: sold ${what}, ${money(fill.proceeds)} received${left}`;
      return shown('sale', '/game/market?tab=exchange', true, message);
    }
    case 'unrepaired':
      return shown('breakdown', '/game/maintenance', true, (JSON.parse(data) as UnrepairedEvent).description);
    case 'cash-low': {
      const { ticksLeft, cash } = JSON.parse(data) as CashLowEvent;
      const message =
        ticksLeft === 0
          ? 'Cash ran out: the bills it could not cover became debt'
          : `Cash is running out: ${money(cash)} left, about ${ticksLeft} ticks at this rate`;
      return shown('warning', '/game/finances', true, message);
    }
    case 'challenge-ending': {
      const { description, current, target } = JSON.parse(data) as ChallengeEndingEvent;
      const message = `Daily challenge ends soon: ${description} (${formatInteger(current)} of ${formatInteger(target)})`;
      return shown('production', '/game/achievements', false, message);
    }
    case 'offer-expired': {
      const { quantityLeft, resourceType } = JSON.parse(data) as OfferExpiredEvent;
      const message = `Exchange offer expired: ${formatInteger(quantityLeft)} ${RESOURCE_NAMES[resourceType]} back in stock`;
      return shown('sale', '/game/market?tab=exchange', false, message);
    }
    case 'bid-filled': {
      const fill = JSON.parse(data) as BidFilledEvent;
      const what = `${formatInteger(fill.quantity)} ${RESOURCE_NAMES[fill.resourceType]} at ${money(fill.unitPrice)}`;
      const left = fill.quantityLeft > 0 ? `, ${formatInteger(fill.quantityLeft)} still wanted` : '';
      const filled = fill.quantityLeft === 0 ? 'filled' : 'partly filled';
      return shown('purchase', '/game/market?tab=exchange', true, `Exchange bid ${filled}: bought ${what}${left}`);
    }
    case 'bid-lapsed': {
      const { returned, quantityLeft, resourceType } = JSON.parse(data) as BidLapsedEvent;
      const message = `Exchange bid lapsed: ${money(returned)} held for ${formatInteger(quantityLeft)} ${RESOURCE_NAMES[resourceType]} back in your cash`;
      return shown('purchase', '/game/market?tab=exchange', false, message);
    }
    case 'passed': {
      const { from, to } = JSON.parse(data) as PassedEvent;
      return shown('warning', '/game/leaderboard', false, `Passed on the leaderboard: from #${from} to #${to}`);
    }
    default:
      return describeContractEvent(event, data);
  }
}

/** A contract's event (issue 36) as the bell lists it; deliveries are quiet, the rest interrupt. */
function describeContractEvent(event: string, data: string): OwnEvent | null {
  if (!event.startsWith('contract-')) return null;
  const c = JSON.parse(data) as ContractDeliveredEvent &
    ContractClosedEvent &
    ContractAnsweredEvent &
    ContractDueEvent &
    ContractMissedEvent;
  const deal = `${formatInteger(c.quantity)} ${RESOURCE_NAMES[c.resourceType]} at ${money(c.unitPrice)}`;
  const of = (message: string, toast = true, type: NotificationType = 'sale') =>
    shown(type, '/game/contracts', toast, message);
  switch (event as StreamEventName) {
    case 'contract-offered':
      return of(`${c.counterparty} offers to ${c.side === 'seller' ? 'buy from you' : 'sell you'} ${deal}`);
    case 'contract-answered':
      return of(`${c.counterparty} ${c.answer} your contract: ${deal}`);
    case 'contract-countered':
      return of(`${c.counterparty} countered your contract offer: ${deal}`);
    case 'contract-delivered':
      return of(
        `Contract delivery: ${formatInteger(c.delivered)} ${RESOURCE_NAMES[c.resourceType]} (${formatInteger(c.totalDelivered)} of ${formatInteger(c.quantity)}), ${c.counterparty}`,
        false,
      );
    case 'contract-closed': {
      const line = `${closedContractLine(c)}, ${c.counterparty}`;
      if (c.outcome === 'completed') return of(line, true, 'success');
      return c.outcome === 'ended' ? of(line, false) : of(line, true, 'warning');
    }
    case 'contract-missed':
      return of(`${missedInstalmentLine(c)}, ${c.counterparty}`, true, 'warning');
    case 'contract-due':
      return of(
        `Contract due within the hour${instalmentOf(c)}: ${formatInteger(c.owed)} ${RESOURCE_NAMES[c.resourceType]} still owed, more than can arrive in time, ${c.counterparty}`,
        true,
        'warning',
      );
    default:
      return null;
  }
}

/**
 * What the page does with an event; answers false for `replaced` (the stream must not reconnect).
 * A tick refetches the tick info: the header's countdown restarts from it, and on seeing a new
 * tick it refreshes the factory and everything derived from it (features/tick), once however
 * many timers are on screen. Prices come with the market event, so they show without a request.
 * The hour's standings follow an hour-closing tick by a moment (`standings`): what charts them refetches.
 * The player's own events go to the bell (shared/stores/inbox.ts), once each however often the
 * server replays them; the important ones (a breakdown, an achievement, a challenge, an offer filled)
 * as a toast too.
 */
export function reactToEvent(client: QueryClient, message: StreamMessage): boolean {
  const event = message.event as StreamEventName;
  const player = useAuthStore.getState().user?.id;
  if (player && message.id) useInbox.getState().see(player, message.id);
  if (event === 'tick') void client.invalidateQueries({ queryKey: queryKeys.tickInfo });
  else if (event === 'standings') {
    // The hour's net worth and rank, written a moment after the tick: the charts and boards showing them refetch.
    void client.invalidateQueries({ queryKey: queryKeys.playerStats });
    void client.invalidateQueries({ queryKey: queryKeys.leaderboard });
  } else if (event === 'market') {
    const { prices } = JSON.parse(message.data) as MarketEvent;
    client.setQueryData(queryKeys.marketPrices, prices);
  } else if (event === 'replaced') return false;
  else if (passOnStreamEvent(message)) return true;
  else {
    const own = describeOwnEvent(message.event, message.data);
    if (!own) return true;
    const playerId = useAuthStore.getState().user?.id;
    const kept =
      !playerId ||
      !message.id ||
      useInbox.getState().add(playerId, {
        id: message.id,
        type: own.type,
        message: own.message,
        timestamp: Date.now(),
        href: own.href,
      });
    if (kept && own.toast) notify(own.type, own.message);
    // A fill moved the player's cash, offers or bids: the factory and the exchange's queries refetch.
    if (['offer-filled', 'offer-expired', 'bid-filled', 'bid-lapsed'].includes(event))
      void invalidateFactoryData(client);
    // A contract's answer, delivery or close moves cash or goods: the factory and the contracts refetch.
    if (event.startsWith('contract-')) void invalidateFactoryData(client);
  }
  return true;
}
