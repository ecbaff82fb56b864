import { MutationCache, onlineManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { useAuthStore } from '../stores/auth';
import { isApiError } from './api';

declare module '@tanstack/react-query' {
  interface Register {
    /** `invalidatesFactory: false` opts a mutation out of the factory refresh (sign-in, sign-out). */
    mutationMeta: { invalidatesFactory?: boolean };
  }
}

/**
 * Every query key the client uses. Keys whose data derives from the player's factory start with
 * one of {@link FACTORY_DERIVED_ROOTS}, so one prefix invalidation refreshes them all.
 */
export const queryKeys = {
  factory: ['factory'] as const,
  /** The factory in the engine's shape, for previews (shared/api/factory-state). */
  factoryState: ['factory', 'state'] as const,
  powerGrid: ['factory', 'power-grid'] as const,
  operatingCosts: ['factory', 'operating-costs'] as const,
  financialStatement: (timeframe: string) => ['factory', 'financial-statement', timeframe] as const,
  laborCosts: ['factory', 'labor-costs'] as const,
  machineEfficiency: ['factory', 'machine-efficiency'] as const,
  loanTerms: ['factory', 'loan-terms'] as const,
  maintenanceAnalysis: (machineId: string) => ['factory', 'maintenance-analysis', machineId] as const,
  maintenanceHistory: (machineId: string) => ['factory', 'maintenance-history', machineId] as const,
  scrapValue: (machineId: string) => ['factory', 'scrap-value', machineId] as const,
  /** The player's visit, answered with the last away window's summary (features/away). */
  awaySummary: ['factory', 'away-summary'] as const,
  /** The last away window carried on to now, read when the player reopens it. */
  awayToNow: ['factory', 'away-summary', 'now'] as const,
  workers: ['workers'] as const,
  workersAnalysis: ['workers', 'analysis'] as const,
  hiringCosts: ['workers', 'hiring-costs'] as const,
  productionHistory: ['analytics', 'production-history'] as const,
  factoryStats: ['analytics', 'factory-stats'] as const,
  /** What the factory traded over the last game day, with players and the market (Production Chain). */
  tradePartners: ['analytics', 'trade-partners'] as const,
  dailyChallenge: ['challenges', 'daily'] as const,
  marketPrices: ['market', 'prices'] as const,
  marketHistory: (resource: string, range: string) => ['market', 'history', resource, range] as const,
  marketTrends: ['market', 'trends'] as const,
  /** The exchange: a resource's book, the player's offers and trades (market/exchange). */
  exchangeBook: (resource: string) => ['market', 'exchange', 'book', resource] as const,
  myOffers: ['market', 'exchange', 'my-offers'] as const,
  myTrades: ['market', 'exchange', 'my-trades'] as const,
  /** The exchange's bids: a resource's book of bids, the player's bids (market/bids). */
  exchangeBids: (resource: string) => ['market', 'exchange', 'bids', resource] as const,
  myBids: ['market', 'exchange', 'my-bids'] as const,
  leaderboard: ['leaderboard'] as const,
  topAchievers: ['leaderboard', 'achievers'] as const,
  achievementStats: ['leaderboard', 'achievement-stats'] as const,
  factoryProfile: (factoryId: string) => ['leaderboard', 'profile', factoryId] as const,
  /** This season's board: the caller's league (`'own'`) or another. */
  season: (league: string) => ['leaderboard', 'season', league] as const,
  hallOfFame: ['leaderboard', 'hall-of-fame'] as const,
  playerStats: ['analytics', 'player-stats'] as const,
  /** Not factory data: the tick clock. */
  tickInfo: ['tick-info'] as const,
  /** The settings page: the factory's name and the player's sessions. */
  account: ['account'] as const,
  /** The operator page: players found, the audit, the names reported, the fair-play report. */
  operator: ['operator'] as const,
  operatorPlayers: (search: string) => ['operator', 'players', search] as const,
  operatorAudit: ['operator', 'audit'] as const,
  nameReports: ['operator', 'name-reports'] as const,
  passwordHelp: ['operator', 'password-help'] as const,
  operators: ['operator', 'operators'] as const,
  operatorFairPlay: ['operator', 'fair-play'] as const,
  operatorChatReports: ['operator', 'chat-reports'] as const,
  operatorChatSettings: ['operator', 'chat-settings'] as const,
  /** The player's contracts between players (features/contracts): refetched with the factory, as a tick delivers. */
  contracts: ['factory', 'contracts'] as const,
  /** Notifications: the server's key, the quiet hours, the player's devices; and whether this browser is one. */
  push: ['push'] as const,
  /** A forgotten password, signed out: whether the server mails links, and whom a link is for. */
  recovery: ['recovery'] as const,
  resetLink: (token: string) => ['recovery', 'link', token] as const,
  /** Players' talk (features/chat): channels and their pages, conversations, friends, blocks. */
  chat: ['chat'] as const,
  chatChannels: ['chat', 'channels'] as const,
  channelMessages: (channel: string) => ['chat', 'channel', channel] as const,
  conversations: ['chat', 'conversations'] as const,
  conversation: (factoryId: string) => ['chat', 'conversation', factoryId] as const,
  friends: ['chat', 'friends'] as const,
  blocks: ['chat', 'blocks'] as const,
};

/**
 * The mutation that trades this device's token for a new one (a password change). The server ends
 * the old token before it answers, so a query refused meanwhile is no reason to sign out.
 */
export const TOKEN_RENEWAL_KEY = ['token-renewal'] as const;

/** Roots of every key that a game action or a tick can change. */
export const FACTORY_DERIVED_ROOTS = [
  queryKeys.factory,
  queryKeys.workers,
  ['analytics'],
  ['challenges'],
  ['market'],
  queryKeys.leaderboard,
] as const;

/** Refetches the factory and everything derived from it (after a mutation, or when a tick lands). */
export function invalidateFactoryData(client: QueryClient): Promise<void> {
  return Promise.all(FACTORY_DERIVED_ROOTS.map((queryKey) => client.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}

/** Retry twice (spec section 7), but not a client error (4xx): asking again won't change the answer. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      // A query answered 401: the session ended on the server, so end it here too.
      onError: (error) => {
        if (client.isMutating({ mutationKey: TOKEN_RENEWAL_KEY }) > 0) return;
        if (isApiError(error, 401) && useAuthStore.getState().token) {
          useAuthStore.getState().signOut();
          setTimeout(() => client.clear(), 0);
        }
      },
    }),
    mutationCache: new MutationCache({
      // Every successful mutation refreshes factory data unless it opts out.
      onSuccess: (_data, _variables, _context, mutation) => {
        if (mutation.meta?.invalidatesFactory === false) return;
        void invalidateFactoryData(client);
      },
    }),
    defaultOptions: {
      queries: { staleTime: 5_000, retry: shouldRetry, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
  return client;
}

/** The app's one client. */
export const queryClient = createQueryClient();

/**
 * Tells the queries whether the game opened with a network. TanStack Query assumes one until an
 * `offline` event says otherwise, so a game opened without one (installed, offline) would have its
 * queries fail, retry and start over as each card mounts (the overview's first screen would never
 * settle), rather than wait for the network as they do when it drops while the game is open.
 */
export function startWithBrowserNetwork(): void {
  onlineManager.setOnline(navigator.onLine);
}
