import {
  ArrowLeftRight,
  Award,
  Boxes,
  ChartColumn,
  ChartLine,
  ChartPie,
  Cog,
  Factory,
  FileSignature,
  Gauge,
  Landmark,
  LayoutDashboard,
  ListOrdered,
  Mail,
  Medal,
  MessagesSquare,
  ShieldCheck,
  SlidersHorizontal,
  Store,
  TrendingUp,
  Trophy,
  UserCog,
  Users,
  Workflow,
  Wrench,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ChannelsUnread, ConversationsUnread } from '@/features/chat/components/UnreadBadge';

/** A page's module: its body, and the queries its first screen shows when it names them (app/first-data.ts). */
export interface PageModule {
  default: ComponentType;
  firstScreenQueries?: readonly unknown[];
}

/** One sidebar page: its deep link under /game, its title (also the header's), and its lazily loaded body. */
export interface PageDef {
  /** Relative to /game; '' is the index (/game itself). */
  path: string;
  title: string;
  icon: LucideIcon;
  Component: LazyExoticComponent<ComponentType>;
  /** Loads the page's code (what `Component` loads when first drawn). */
  load: () => Promise<PageModule>;
  /** A count the sidebar shows beside the title (unread messages). */
  Badge?: ComponentType;
}

export interface NavGroup {
  id: string;
  label: string;
  icon: LucideIcon;
  pages: PageDef[];
}

const page = (
  path: string,
  title: string,
  icon: LucideIcon,
  load: () => Promise<PageModule>,
  Badge?: ComponentType,
): PageDef => ({ path, title, icon, Component: lazy(load), load, ...(Badge ? { Badge } : {}) });

/** The sidebar, exactly as spec section 2 groups it; the routes are built from it too. */
export const navGroups: NavGroup[] = [
  {
    id: 'dashboard',
    label: 'Dashboard',
    icon: LayoutDashboard,
    pages: [
      page('', 'Factory Overview', Gauge, () => import('@/app/pages/FactoryOverviewPage')),
      page('power', 'Power & Operations', Zap, () => import('@/app/pages/PowerOperationsPage')),
      page(
        'production-chain',
        'Production Chain',
        Workflow,
        () => import('@/features/production/components/ProductionChainPage'),
      ),
      page(
        'finances',
        'Financial Dashboard',
        Landmark,
        () => import('@/features/finances/components/FinancialDashboardPage'),
      ),
      page(
        'analytics',
        'Production Analytics',
        ChartColumn,
        () => import('@/features/analytics/components/ProductionAnalyticsPage'),
      ),
      page('inventory', 'Inventory', Boxes, () => import('@/features/inventory/components/InventoryPage')),
      page('achievements', 'Achievements', Trophy, () => import('@/features/achievements/components/AchievementsPage')),
    ],
  },
  {
    id: 'factory',
    label: 'Factory',
    icon: Factory,
    pages: [
      page('factory', 'Overview', Factory, () => import('@/app/pages/FactoryPage')),
      page('machines', 'Your Machines', Cog, () => import('@/features/machines/components/MachinesPage')),
      page(
        'capacity',
        'Capacity Control',
        SlidersHorizontal,
        () => import('@/features/machines/components/CapacityControlPage'),
      ),
      page('workforce', 'Workforce', Users, () => import('@/features/workforce/components/WorkforcePage')),
      page('maintenance', 'Maintenance', Wrench, () => import('@/features/maintenance/components/MaintenancePage')),
    ],
  },
  {
    id: 'market',
    label: 'Market',
    icon: Store,
    pages: [
      page('market', 'Buy & Sell', ArrowLeftRight, () => import('@/features/market/components/MarketPage')),
      page(
        'market/history',
        'Price History',
        ChartLine,
        () => import('@/features/price-history/components/PriceHistoryPage'),
      ),
      page(
        'market/trends',
        'Market Trends',
        TrendingUp,
        () => import('@/features/market-trends/components/MarketTrendsPage'),
      ),
      page('contracts', 'Contracts', FileSignature, () => import('@/features/contracts/components/ContractsPage')),
    ],
  },
  {
    id: 'leaderboard',
    label: 'Leaderboard',
    icon: Medal,
    pages: [
      page(
        'leaderboard',
        'Global Rankings',
        ListOrdered,
        () => import('@/features/leaderboard/components/LeaderboardPage'),
      ),
      page(
        'leaderboard/achievers',
        'Top Achievers',
        Award,
        () => import('@/features/leaderboard/components/TopAchieversPage'),
      ),
      page(
        'leaderboard/stats',
        'Player Stats',
        ChartPie,
        () => import('@/features/leaderboard/components/PlayerStatsPage'),
      ),
    ],
  },
];

/** Players' talk: the channels as a page (a phone's full view; the desktop also has the side panel) and direct messages. */
export const communityGroup: NavGroup = {
  id: 'community',
  label: 'Community',
  icon: MessagesSquare,
  pages: [
    page('chat', 'Chat', MessagesSquare, () => import('@/features/chat/components/ChatPage'), ChannelsUnread),
    page('messages', 'Messages', Mail, () => import('@/features/chat/components/MessagesPage'), ConversationsUnread),
  ],
};

/** The operator's group: the sidebar shows it only to an operator (GET /api/account says). */
export const operatorGroup: NavGroup = {
  id: 'operator',
  label: 'Operator',
  icon: ShieldCheck,
  pages: [page('operator', 'Moderation', ShieldCheck, () => import('@/features/operator/components/OperatorPage'))],
};

export const allPages: PageDef[] = [...navGroups, communityGroup, operatorGroup].flatMap((group) => group.pages);

/** Account settings: reached from the avatar menu, not the sidebar. */
export const accountPage: PageDef = page(
  'account',
  'Account settings',
  UserCog,
  () => import('@/features/account/components/AccountPage'),
);

/** A factory's public profile: reached from the leaderboards' rows, not the sidebar. */
export const factoryProfilePage: PageDef = page(
  'factories/:id',
  'Factory profile',
  Factory,
  () => import('@/app/pages/FactoryProfilePage'),
);

/** One conversation, open beside the others on the Messages page (a push notification opens it too). */
export const conversationPage: PageDef = page(
  'messages/:factoryId',
  'Messages',
  Mail,
  () => import('@/features/chat/components/MessagesPage'),
);

/** The absolute link of a page. */
export const pageHref = (p: PageDef): string => (p.path ? `/game/${p.path}` : '/game');

/**
 * Starts loading the code of the page at `pathname` (a page without parameters), if any: its chunks'
 * preload links are then added now, not in the task that first draws it. A failed load is told
 * when the page is drawn.
 */
export function loadPageAt(pathname: string): Promise<PageModule | undefined> | undefined {
  const address = pathname.replace(/\/+$/, '');
  return allPages
    .find((p) => pageHref(p) === address)
    ?.load()
    .catch(() => undefined);
}

/** What route handles carry: the header shows `title`. */
export interface RouteHandle {
  title: string;
  /** The operator's page: its title is 'Page not found' to anyone else. */
  operatorOnly?: boolean;
}
