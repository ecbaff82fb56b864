import type { Session, User } from '@forgeworks/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * - `checking`: a stored token is being validated at start (the gate shows 'Loading...').
 * - `signed-in` / `signed-out`: as named.
 */
export type AuthStatus = 'checking' | 'signed-in' | 'signed-out';

export interface AuthState {
  token: string | null;
  user: User | null;
  status: AuthStatus;
  /** Keeps the session from a successful login or registration. */
  signIn: (session: Session) => void;
  /** Swaps this device's token for the one the server gave after a password change. */
  renewToken: (token: string) => void;
  /** Forgets the token and user locally (the server call is the caller's business). */
  signOut: () => void;
  /** The stored token was accepted (or could not be checked): stop showing 'Loading...'. */
  confirm: () => void;
}

export const AUTH_STORAGE_KEY = 'forgeworks-auth';

type Persisted = Pick<AuthState, 'token' | 'user'>;

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      token: null,
      user: null,
      status: 'signed-out',
      signIn: ({ token, user }) => set({ token, user, status: 'signed-in' }),
      renewToken: (token) => set({ token }),
      signOut: () => set({ token: null, user: null, status: 'signed-out' }),
      confirm: () => set((s) => (s.token ? { status: 'signed-in' } : { status: 'signed-out' })),
    }),
    {
      name: AUTH_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (s): Persisted => ({ token: s.token, user: s.user }),
      // A stored token is only trusted once the server has accepted it again.
      merge: (persisted, current) => {
        const stored = (persisted ?? {}) as Partial<Persisted>;
        const token = typeof stored.token === 'string' && stored.token ? stored.token : null;
        return {
          ...current,
          token,
          user: token ? (stored.user ?? null) : null,
          status: token ? 'checking' : 'signed-out',
        };
      },
    },
  ),
);
