import { Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useAwaySummary } from '@/features/away/api/away-summary';
import { LinkStatus } from '@/features/events/components/LinkStatus';
import { useEventStream } from '@/features/events/lib/use-event-stream';
import { TickTimer } from '@/features/tick/components/TickTimer';
import { CardLoading } from '@/shared/ui/CardState';
import { TooltipProvider } from '@/shared/ui/Tooltip';
import { Header } from './Header';
import { MobileDrawer } from './MobileDrawer';
import { Notifications } from './Notifications';
import { PageErrorBoundary } from './PageErrorBoundary';
import { Sidebar } from './Sidebar';
import { UserMenu } from './UserMenu';

/** The signed-in shell: sidebar (drawer on phones), header, the page, avatar menu and notifications. */
export default function GameLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  // Every page counts as a visit, so only a real absence opens a "While you were away" window.
  useAwaySummary();
  // Ticks arrive as they finish; the queries' polling covers the time the stream is down.
  useEventStream();

  return (
    <TooltipProvider delayDuration={300}>
      <div className="flex min-h-dvh">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-accent px-3 py-2 text-sm font-medium text-slate-950 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <Sidebar />
        <MobileDrawer open={drawerOpen} onOpenChange={setDrawerOpen} />
        <div className="flex min-w-0 flex-1 flex-col">
          <Header
            onOpenMenu={() => setDrawerOpen(true)}
            tickSlot={
              <>
                <LinkStatus />
                <TickTimer />
              </>
            }
          />
          <main id="main" tabIndex={-1} className="flex-1 px-3 py-4 outline-none sm:px-6 sm:py-6">
            <div className="mx-auto w-full max-w-7xl">
              <PageErrorBoundary resetKey={pathname}>
                <Suspense fallback={<CardLoading />}>
                  <Outlet />
                </Suspense>
              </PageErrorBoundary>
            </div>
          </main>
        </div>
        <UserMenu />
        <Notifications />
      </div>
    </TooltipProvider>
  );
}
