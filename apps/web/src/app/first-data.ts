import type { QueryClient, FetchQueryOptions } from '@tanstack/react-query';
import { accountQueryOptions } from '@/features/account/api/account';
import { awaySummaryQueryOptions } from '@/features/away/api/away-summary';
import { channelsQueryOptions, conversationsQueryOptions } from '@/features/chat/api/chat';
import { tickInfoQueryOptions } from '@/features/tick/api/tick-info';
import { loadPageAt } from './pages';
import { prepareRouter } from './router';

/** What the shell around every page asks for as it is first drawn: the tick, the unread counts, the account, the visit. */
const SHELL_QUERIES = [
  tickInfoQueryOptions,
  channelsQueryOptions,
  conversationsQueryOptions,
  accountQueryOptions,
  awaySummaryQueryOptions,
] as const;

// The options of queries of many kinds, asked alike.
type AnyQuery = FetchQueryOptions<unknown, Error, unknown, readonly unknown[]>;

/**
 * Asks for what the game's first screen at `pathname` shows while its code loads, makes the router
 * and loads the page's code: the answers are then on their way (or in) when the page is first drawn, and the
 * requests are not all made in the one task that draws it (issue 49). A page says what its first
 * screen shows by exporting `firstScreenQueries`.
 */
export function askFirstData(client: QueryClient, pathname: string): void {
  // Each step in a task of its own: the page's code adds a preload link for each of its chunks.
  const ask = (queries: readonly unknown[]) =>
    setTimeout(() => {
      for (const options of queries) void client.prefetchQuery(options as AnyQuery);
    });
  ask(SHELL_QUERIES);
  setTimeout(prepareRouter);
  setTimeout(() => void loadPageAt(pathname)?.then((page) => ask(page?.firstScreenQueries ?? [])));
}
