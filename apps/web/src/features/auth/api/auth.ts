import type { Credentials, Registration, Session } from '@forgeworks/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/shared/lib/api';
import { useAuthStore } from '@/shared/stores/auth';
import { notify } from '@/shared/stores/notifications';
import { replaceAddress } from '../lib/address';

export function login(credentials: Credentials) {
  return call('login', { body: credentials });
}

export function register(registration: Registration) {
  return call('register', { body: registration });
}

/**
 * Sign in or sign up, keep the session, and stay where the player meant to go: the gate shows on any
 * path, so a deep link opened signed out is the page they land on (the gate's hash is dropped).
 */
export function useAuthenticate() {
  return useMutation({
    mutationFn: (input: { mode: 'sign-in'; body: Credentials } | { mode: 'sign-up'; body: Registration }) =>
      input.mode === 'sign-in' ? login(input.body) : register(input.body),
    meta: { invalidatesFactory: false },
    onSuccess: ({ data, message }, input) => enterGame(data, input.mode === 'sign-up' ? message : undefined),
  });
}

/** Keeps the session, tells `message` if any, and drops the gate's hash from the address. */
export function enterGame(session: Session, message?: string): void {
  useAuthStore.getState().signIn(session);
  if (message) notify('success', message);
  // Before the game's router reads the address (it is made when the game first renders); told, so
  // a page shown for the hash (a reset link's, signed in already) gives way to the game.
  const { pathname, search } = window.location;
  replaceAddress(`${pathname}${search}`);
}
