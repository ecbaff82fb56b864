import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AuthGate } from '@/features/auth/components/AuthGate';
import { useSessionCheck } from '@/features/auth/api/session';
import { FullScreenLoading } from './shell/FullScreenLoading';

/**
 * The top of every route: 'Loading...' while a stored token is checked, the gate when signed out
 * (whatever the path), and the requested page when signed in.
 */
export function Root() {
  const status = useSessionCheck();
  if (status === 'checking') return <FullScreenLoading />;
  if (status === 'signed-out') return <AuthGate />;
  return (
    <Suspense fallback={<FullScreenLoading />}>
      <Outlet />
    </Suspense>
  );
}
