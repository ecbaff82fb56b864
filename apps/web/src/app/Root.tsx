import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { AuthGate } from '@/features/auth/components/AuthGate';
import { useSessionCheck } from '@/features/auth/api/session';
import { FullScreenLoading } from './shell/FullScreenLoading';
import { StatusBanners } from './shell/StatusBanners';

/**
 * The top of every route: '/' goes to '/game' signed in or out (the spec's redirect, so the address
 * a player bookmarks is the game's), then 'Loading...' while a stored token is checked, the gate
 * when signed out (whatever the path, so a deep link survives signing in), and the page when signed in.
 */
export function Root() {
  const { pathname, hash } = useLocation();
  const status = useSessionCheck();
  if (pathname === '/') return <Navigate to={{ pathname: '/game', hash }} replace />;
  return (
    <>
      {status === 'checking' ? (
        <FullScreenLoading />
      ) : status === 'signed-out' ? (
        <AuthGate />
      ) : (
        <Suspense fallback={<FullScreenLoading />}>
          <Outlet />
        </Suspense>
      )}
      <StatusBanners />
    </>
  );
}
