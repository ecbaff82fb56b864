import type { FastifyInstance } from 'fastify';
import accountRoutes from './account.js';
import adminChatRoutes from './admin-chat.js';
import adminFairPlayRoutes from './admin-fair-play.js';
import adminOperatorRoutes from './admin-operators.js';
import adminPlayerRoutes from './admin-players.js';
import adminRoutes from './admin.js';
import analyticsRoutes from './analytics.js';
import authRoutes from './auth.js';
import betterAuthRoutes from './better-auth.js';
import blockRoutes from './blocks.js';
import challengeRoutes from './challenges.js';
import chatRoutes from './chat.js';
import contractRoutes from './contracts.js';
import eventRoutes from './events.js';
import exchangeRoutes from './exchange.js';
import factoryActionRoutes from './factory-actions.js';
import factoryReportRoutes from './factory-reports.js';
import factoryRoutes from './factory.js';
import friendRoutes from './friends.js';
import healthRoutes from './health.js';
import historyRoutes from './history.js';
import leaderboardRoutes from './leaderboard.js';
import marketHistoryRoutes from './market-history.js';
import marketRoutes from './market.js';
import messageRoutes from './messages.js';
import pushRoutes from './push.js';
import recoveryRoutes from './recovery.js';
import standingsRoutes from './standings.js';
import workerRoutes from './workers.js';

/** A file's routes, registered on the app once every plugin whose decorations they call is. */
export type RouteModule = (app: FastifyInstance) => Promise<void>;

/**
 * Every route module, in the order `app.ts` registers them: a room's routes are one line here.
 * `adminTick` (ADMIN_TOKEN set) adds the operator's tick (`admin.ts`); without it that route does
 * not exist. The operator's routes answer only ADMIN_TOKEN and operators' sessions; anyone else
 * gets the 404 of no route.
 */
export function routeModules(opts: { adminTick: boolean }): RouteModule[] {
  return [
    authRoutes,
    betterAuthRoutes,
    recoveryRoutes,
    healthRoutes,
    factoryRoutes,
    factoryActionRoutes,
    factoryReportRoutes,
    historyRoutes,
    analyticsRoutes,
    workerRoutes,
    marketRoutes,
    marketHistoryRoutes,
    exchangeRoutes,
    leaderboardRoutes,
    standingsRoutes,
    challengeRoutes,
    accountRoutes,
    pushRoutes,
    eventRoutes,
    contractRoutes,
    blockRoutes,
    chatRoutes,
    messageRoutes,
    friendRoutes,
    ...(opts.adminTick ? [adminRoutes] : []),
    adminPlayerRoutes,
    adminFairPlayRoutes,
    adminOperatorRoutes,
    adminChatRoutes,
  ];
}
