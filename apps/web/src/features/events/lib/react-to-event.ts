import type {
  AchievementEvent,
  BreakdownEvent,
  CashLowEvent,
  ChallengeEndingEvent,
  ChallengeEvent,
  ContractAnsweredEvent,
  ContractClosedEvent,
  ContractDeliveredEvent,
  ContractDueEvent,
  LoanEvent,
  MarketEvent,
  OfferExpiredEvent,
  OfferFilledEvent,
  PassedEvent,
  RepairEvent,
  StreamEventName,
  UnrepairedEvent,
} from '@forgeworks/contract';
import { RESOURCE_NAMES } from '@forgeworks/engine';
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

/** The player's own events, as the bell lists them; null for the events everyone gets. */
export function describeOwnEvent(event: string, data: string): OwnEvent | null {
  switch (event as StreamEventName) {
    // A machine's breakdown or repair, in the server's words; only a breakdown interrupts.
    case 'breakdown':
    case 'repair':
      return {
        type: event === 'breakdown' ? 'breakdown' : 'maintenance',
        message: (JSON.parse(data) as BreakdownEvent | RepairEvent).description,
        href: '/game/maintenance',
        toast: event === 'breakdown',
      };
    case 'achievement':
      return {
        type: 'success',
        message: `Achievement unlocked: ${(JSON.parse(data) as AchievementEvent).name}`,
        href: '/game/achievements',
        toast: true,
      };
    case 'challenge': {
      const { description } = JSON.parse(data) as ChallengeEvent;
      return {
        type: 'production',
        message: description ? `Daily challenge completed: ${description}` : 'Daily challenge completed',
        href: '/game/achievements',
        toast: true,
      };
    }
    case 'loan': {
      const loan = JSON.parse(data) as LoanEvent;
      return loan.change === 'taken'
        ? {
            type: 'warning',
            message: `Loan taken: ${formatMoney(loan.amount / 100)} borrowed, ${formatMoney(loan.debt / 100)} owed`,
            href: '/game/finances',
            toast: false,
          }
        : { type: 'success', message: 'Debt repaid in full', href: '/game/finances', toast: false };
    }
    case 'offer-filled': {
      const fill = JSON.parse(data) as OfferFilledEvent;
      const what = `${formatInteger(fill.quantity)} ${RESOURCE_NAMES[fill.resourceType]} at ${formatMoney(fill.unitPrice / 100)}`;
      return {
        type: 'sale',
        message:
          `Exchange offer ${fill.quantityLeft === 0 ? 'filled' : 'partly filled'}: sold ${what}, ${formatMoney(fill.proceeds / 100)} received` +
          (fill.quantityLeft > 0 ? `, ${formatInteger(fill.quantityLeft)} still offered` : ''),
        href: '/game/market?tab=exchange',
        toast: true,
      };
    }
    case 'unrepaired':
      return {
        type: 'breakdown',
        message: (JSON.parse(data) as UnrepairedEvent).description,
        href: '/game/maintenance',
        toast: true,
      };
    case 'cash-low': {
      const { ticksLeft, cash } = JSON.parse(data) as CashLowEvent;
      return {
        type: 'warning',
        message:
          ticksLeft === 0
            ? 'Cash ran out: the bills it could not cover became debt'
            : `Cash is running out: ${formatMoney(cash / 100)} left, about ${ticksLeft} ticks at this rate`,
        href: '/game/finances',
        toast: true,
      };
    }
    case 'challenge-ending': {
      const ending = JSON.parse(data) as ChallengeEndingEvent;
      return {
        type: 'production',
        message: `Daily challenge ends soon: ${ending.description} (${formatInteger(ending.current)} of ${formatInteger(ending.target)})`,
        href: '/game/achievements',
        toast: false,
      };
    }
    case 'offer-expired': {
      const expired = JSON.parse(data) as OfferExpiredEvent;
      return {
        type: 'sale',
        message: `Exchange offer expired: ${formatInteger(expired.quantityLeft)} ${RESOURCE_NAMES[expired.resourceType]} back in stock`,
        href: '/game/market?tab=exchange',
        toast: false,
      };
    }
    case 'passed': {
      const passed = JSON.parse(data) as PassedEvent;
      return {
        type: 'warning',
        message: `Passed on the leaderboard: from #${passed.from} to #${passed.to}`,
        href: '/game/leaderboard',
        toast: false,
      };
    }
    default:
      return describeContractEvent(event, data);
  }
}

/** A contract's event (issue 36) as the bell lists it; deliveries are quiet, the rest interrupt. */
function describeContractEvent(event: string, data: string): OwnEvent | null {
  if (!event.startsWith('contract-')) return null;
  const c = JSON.parse(data) as ContractDeliveredEvent & ContractClosedEvent & ContractAnsweredEvent & ContractDueEvent;
  const deal = `${formatInteger(c.quantity)} ${RESOURCE_NAMES[c.resourceType]} at ${formatMoney(c.unitPrice / 100)}`;
  const of = (message: string, toast = true, type: NotificationType = 'sale'): OwnEvent => ({
    type,
    message,
    href: '/game/contracts',
    toast,
  });
  switch (event as StreamEventName) {
    case 'contract-offered':
      return of(`${c.counterparty} offers to ${c.side === 'seller' ? 'buy from you' : 'sell you'} ${deal}`);
    case 'contract-answered':
      return of(`${c.counterparty} ${c.answer} your contract: ${deal}`);
    case 'contract-delivered':
      return of(
        `Contract delivery: ${formatInteger(c.delivered)} ${RESOURCE_NAMES[c.resourceType]} (${formatInteger(c.totalDelivered)} of ${formatInteger(c.quantity)}), ${c.counterparty}`,
        false,
      );
    case 'contract-closed':
      if (c.outcome === 'completed') return of(`Contract completed: ${deal}, ${c.counterparty}`, true, 'success');
      if (c.outcome === 'ended') return of(`Contract ended by consent: ${deal}, ${c.counterparty}`, false);
      return of(
        `Contract defaulted: ${formatInteger(c.delivered)} of ${formatInteger(c.quantity)} delivered, ${formatMoney(c.penalty / 100)} penalty, ${c.counterparty}`,
        true,
        'warning',
      );
    case 'contract-due':
      return of(
        `Contract due within the hour: ${formatInteger(c.owed)} ${RESOURCE_NAMES[c.resourceType]} still owed, ${c.counterparty}`,
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
 * The player's own events go to the bell (shared/stores/inbox.ts), once each however often the
 * server replays them; the important ones (a breakdown, an achievement, a challenge, an offer filled)
 * as a toast too.
 */
export function reactToEvent(client: QueryClient, message: StreamMessage): boolean {
  const event = message.event as StreamEventName;
  const player = useAuthStore.getState().user?.id;
  if (player && message.id) useInbox.getState().see(player, message.id);
  if (event === 'tick') void client.invalidateQueries({ queryKey: queryKeys.tickInfo });
  else if (event === 'market') {
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
    // A fill moved the player's cash and offers: the factory and the exchange's queries refetch.
    if (event === 'offer-filled' || event === 'offer-expired') void invalidateFactoryData(client);
    // A contract's answer, delivery or close moves cash or goods: the factory and the contracts refetch.
    if (event.startsWith('contract-')) void invalidateFactoryData(client);
  }
  return true;
}
