import { useCallback } from 'react';
import { call } from '@/shared/lib/api';
import { useLeaveGame } from '@/shared/lib/use-leave-game';

// Apart from the gate's calls (auth.ts): signing out needs the game's router, which the gate never loads.

/** Ends the session on the server (better-auth's sign-out, with the bearer token). */
export function signOutOnServer() {
  return call('signOut', { body: {} });
}

/**
 * Sign out: tell the server (its failure is ignored: the token is dropped here either way), clear
 * the token and every cached query, and go to '/'.
 */
export function useSignOut() {
  const leaveGame = useLeaveGame();
  return useCallback(async () => {
    await signOutOnServer().catch(() => undefined);
    leaveGame();
  }, [leaveGame]);
}
