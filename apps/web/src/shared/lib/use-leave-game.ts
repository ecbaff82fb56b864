import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAuthStore } from '../stores/auth';

/**
 * Ends the session on this device once the server has ended it (sign-out, sign-out everywhere,
 * account deletion): forget the token and every cached query, and go to the game's
 * address, where the gate asks to sign in again.
 */
export function useLeaveGame(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    useAuthStore.getState().signOut();
    queryClient.clear();
    navigate('/game', { replace: true });
  }, [navigate, queryClient]);
}
