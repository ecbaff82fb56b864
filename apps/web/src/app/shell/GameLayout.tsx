import { lazy, Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useVisits } from '@/features/away/api/away-summary';
import { ChatButton } from '@/features/chat/components/ChatButton';
import { useChatUi } from '@/features/chat/lib/chat-ui';
import { useChatLive } from '@/features/chat/lib/use-chat-live';
import { LinkStatus } from '@/features/events/components/LinkStatus';
import { useEventStream } from '@/features/events/lib/use-event-stream';
import { TickTimer } from '@/features/tick/components/TickTimer';
import { cn } from '@/shared/lib/cn';
import { useMediaQuery } from '@/shared/lib/use-media-query';
import { CardLoading } from '@/shared/ui/CardState';
import { TooltipProvider } from '@/shared/ui/Tooltip';
import { Header } from './Header';
import { MobileDrawer } from './MobileDrawer';
import { Notifications } from './Notifications';
import { PageErrorBoundary } from './PageErrorBoundary';
import { Sidebar } from './Sidebar';
import { UserMenu } from './UserMenu';

/** The chat's side panel, loaded the first time it is opened. */
const ChatPanel = lazy(() => import('@/features/chat/components/ChatPanel'));

/** The signed-in shell: sidebar (drawer on phones), header, the page, the chat panel, avatar menu and notifications. */
export default function GameLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  // Every page counts as a visit, so only a real absence opens a "While you were away" window.
  useVisits();
  // Ticks arrive as they finish; the queries' polling covers the time the stream is down.
  useEventStream();
  // Messages and deletions from the stream go where the page shows them.
  useChatLive();
  const chatOpen = useChatUi((s) => s.panelOpen);
  // Tailwind's `sm`: a phone has the drawer instead, so the hidden sidebar is not built (nor measured) at all.
  const wide = useMediaQuery('(min-width: 640px)');

  return (
    <TooltipProvider delayDuration={300}>
      <div className="flex min-h-dvh">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-accent px-3 py-2 text-sm font-medium text-slate-950 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        {wide && <Sidebar />}
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
            chatSlot={<ChatButton />}
          />
          <main
            id="main"
            tabIndex={-1}
            className={cn('flex-1 px-3 py-4 outline-none sm:px-6 sm:py-6', chatOpen && 'lg:pr-[25rem]')}
          >
            <div className="mx-auto w-full max-w-7xl">
              <PageErrorBoundary resetKey={pathname}>
                <Suspense fallback={<CardLoading />}>
                  <Outlet />
                </Suspense>
              </PageErrorBoundary>
            </div>
          </main>
        </div>
        {chatOpen && (
          <Suspense fallback={null}>
            <ChatPanel />
          </Suspense>
        )}
        <UserMenu />
        <Notifications />
      </div>
    </TooltipProvider>
  );
}
