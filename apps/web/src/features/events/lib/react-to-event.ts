import type { BreakdownEvent, MarketEvent, StreamEventName } from '@forgeworks/contract';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/shared/lib/query-client';
import { notify } from '@/shared/stores/notifications';

/** One message of the stream, as the reader hands it over. */
export interface StreamMessage {
  event: string;
  data: string;
}

/**
 * What the page does with an event; answers false for `replaced` (the stream must not reconnect).
 * A tick refetches the tick info: the header's countdown restarts from it, and on seeing a new
 * tick it refreshes the factory and everything derived from it (features/tick), once however
 * many timers are on screen. Prices come with the market event, so they show without a request.
 * A breakdown of the player's own machine is told at once (the tick's refresh shows it stopped).
 */
export function reactToEvent(client: QueryClient, message: StreamMessage): boolean {
  const event = message.event as StreamEventName;
  if (event === 'tick') void client.invalidateQueries({ queryKey: queryKeys.tickInfo });
  else if (event === 'market') {
    const { prices } = JSON.parse(message.data) as MarketEvent;
    client.setQueryData(queryKeys.marketPrices, prices);
  } else if (event === 'breakdown') notify('breakdown', (JSON.parse(message.data) as BreakdownEvent).description);
  else if (event === 'replaced') return false;
  return true;
}
