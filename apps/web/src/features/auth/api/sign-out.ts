import { useCallback } from 'react';
import { call } from '@/shared/lib/api';
import { useAuthStore } from '@/shared/stores/auth';
import { useLeaveGame } from '@/shared/lib/use-leave-game';

// Apart from the gate's calls (auth.ts): signing out needs the game's router, which the gate never loads.

/** Ends the session of `token` on the server (better-auth's sign-out). */
export function signOutOnServer(token: string) {
  return call('signOut', { body: {}, token });
}

/**
 * Sign out: clear the token and every cached query and go to '/', then tell the server (its failure
 * is ignored: the token is gone from here either way). This device forgets the token first: once
 * the server has ended the session, the event stream closes, and a query still holding the token
 * would be refused (a 401 in the console) before the page let go of it.
 */
export function useSignOut() {
  const leaveGame = useLeaveGame();
  return useCallback(async () => {
    const token = useAuthStore.getState().token;
    leaveGame();
    if (token) await signOutOnServer(token).catch(() => undefined);
  }, [leaveGame]);
}
