import type { Credentials, Registration } from '@forgeworks/contract';
import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { call } from '@/shared/lib/api';
import { useLeaveGame } from '@/shared/lib/use-leave-game';
import { useAuthStore } from '@/shared/stores/auth';
import { notify } from '@/shared/stores/notifications';

export function login(credentials: Credentials) {
  return call('login', { body: credentials });
}

export function register(registration: Registration) {
  return call('register', { body: registration });
}

/** Ends the session on the server (better-auth's sign-out, with the bearer token). */
export function signOutOnServer() {
  return call('signOut', { body: {} });
}

/**
 * Sign in or sign up, keep the session, and stay where the player meant to go: the gate shows on any
 * path, so a deep link opened signed out is the page they land on (the gate's hash is dropped).
 */
export function useAuthenticate() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useMutation({
    mutationFn: (input: { mode: 'sign-in'; body: Credentials } | { mode: 'sign-up'; body: Registration }) =>
      input.mode === 'sign-in' ? login(input.body) : register(input.body),
    meta: { invalidatesFactory: false },
    onSuccess: ({ data, message }, input) => {
      useAuthStore.getState().signIn(data);
      if (input.mode === 'sign-up' && message) notify('success', message);
      navigate(`${pathname}${search}`, { replace: true });
    },
  });
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
