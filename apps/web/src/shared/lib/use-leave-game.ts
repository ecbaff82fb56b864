import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAuthStore } from '../stores/auth';
import { useInbox } from '../stores/inbox';

/**
 * Ends the session on this device once the server has ended it (sign-out, sign-out everywhere,
 * account deletion): forget the token, every cached query and the player's events in the bell
 * (on a shared computer the next person should find nothing of theirs), and go to the game's
 * address, where the gate asks to sign in again. A session that merely expires keeps the bell.
 */
export function useLeaveGame(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    const playerId = useAuthStore.getState().user?.id;
    if (playerId) useInbox.getState().forget(playerId);
    // Nor their notifications: the browser leaves its push service (the server has ended the
    // session, so it forgets the device when the next player turns notifications on here, or
    // when the push service says the address is gone).
    void import('./push-device').then(({ deviceSubscription }) =>
      deviceSubscription().then((subscription) => subscription?.unsubscribe()),
    );
    useAuthStore.getState().signOut();
    queryClient.clear();
    navigate('/game', { replace: true });
  }, [navigate, queryClient]);
}
