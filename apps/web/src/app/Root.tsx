import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { AuthGate, isResetLink } from '@/features/auth/components/AuthGate';
import { useSessionCheck } from '@/features/auth/api/session';
import { useHash } from '@/features/auth/lib/address';
import { FullScreenLoading } from './shell/FullScreenLoading';
import { ServerTrouble } from './shell/ServerTrouble';
import { StatusBanners } from './shell/StatusBanners';

/**
 * The game (its router, shell and pages) is a chunk of its own, loaded once signed in: the gate
 * loads none of it, so the sign-in page stays light (issue 30's budget, scripts/web-budgets.ts).
 */
const loadGame = () => import('./GameRouter');
const GameRouter = lazy(loadGame);

/**
 * The top of the app: 'Loading...' while a stored token is checked, the gate when signed out
 * (whatever the address, so a deep link survives signing in) or at a reset link (which sets the
 * password of the link's account and signs this device in to it), and the game when signed in; over
 * every screen, what the player must know of the game itself (the server's trouble, no network, a
 * new version).
 */
export function Root() {
  return (
    <>
      <ServerTrouble />
      <Page />
      <StatusBanners />
    </>
  );
}

function Page() {
  const checked = useSessionCheck();
  // A game opened with a stored token is first drawn in the background, in slices a phone can answer
  // between, not in the task that hears the token is good (issue 49).
  const deferred = useDeferredValue(checked);
  const status = deferred === 'checking' && checked === 'signed-in' ? deferred : checked;
  const hash = useHash();
  // A stored token is most likely good: the game's code, the code of the page at the address and
  // what its first screen shows load while the server checks it, not after.
  const client = useQueryClient();
  useEffect(() => {
    if (status !== 'checking') return;
    // Not in the task that mounts the app: the game's code adds a preload link for each of its chunks.
    const later = setTimeout(
      () => void loadGame().then(({ askFirstData }) => askFirstData(client, window.location.pathname)),
    );
    return () => clearTimeout(later);
  }, [status, client]);
  if (status === 'signed-out' || isResetLink(hash)) return <AuthGate />;
  if (status === 'checking') return <FullScreenLoading />;
  return (
    <Suspense fallback={<FullScreenLoading />}>
      <GameRouter />
    </Suspense>
  );
}
