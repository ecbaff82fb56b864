import { RESET_PASSWORD_PAGE } from '@forgeworks/contract/paths';
import { lazy, Suspense, useEffect } from 'react';
import { BrandMark } from '@/shared/ui/BrandMark';
import { replaceAddress, useHash } from '../lib/address';
import { AuthForm, type AuthMode } from './AuthForm';
import { Spinner } from '@/shared/ui/Spinner';

// Few visitors need them: chunks of their own, so the sign-in page stays light (scripts/web-budgets.ts).
const ForgotPasswordForm = lazy(() => import('./ForgotPasswordForm').then((m) => ({ default: m.ForgotPasswordForm })));
const ResetPasswordForm = lazy(() => import('./ResetPasswordForm').then((m) => ({ default: m.ResetPasswordForm })));

const loading = (
  <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
    <Spinner /> Loading...
  </p>
);

/** The hash of a reset link's page, the token after it (the server writes the links). */
const RESET_HASH = RESET_PASSWORD_PAGE.slice(RESET_PASSWORD_PAGE.indexOf('#'));

/** The gate's forms, each at a hash route. */
export type GateRoute = { mode: AuthMode } | { mode: 'forgot-password' } | { mode: 'reset-password'; token: string };

/** Whether the address is a reset link's, whose page shows signed in too (the link may be for another account). */
export const isResetLink = (hash: string) => hash.startsWith(RESET_HASH);

/**
 * The form of a hash: '#/sign-up', '#/forgot-password', a reset link's '#/reset-password/<token>';
 * else sign-in (also for '#/sign-in' and none).
 */
export function gateRouteFromHash(hash: string): GateRoute {
  if (hash === '#/sign-up') return { mode: 'sign-up' };
  if (hash === '#/forgot-password') return { mode: 'forgot-password' };
  if (isResetLink(hash)) return { mode: 'reset-password', token: hash.slice(RESET_HASH.length) };
  return { mode: 'sign-in' };
}

/**
 * The signed-out gate: title, tagline, and the form of the hash. It shows at any address, so a
 * deep link survives signing in; '/' becomes '/game', the game's address (the spec's redirect), so
 * that is what a player bookmarks.
 */
export function AuthGate() {
  const hash = useHash();
  const route = gateRouteFromHash(hash);

  // Sign-in is the default form: show its hash in the address bar too.
  useEffect(() => {
    const { pathname, search } = window.location;
    const shown = route.mode === 'reset-password' ? hash : `#/${route.mode}`;
    if (hash !== shown || pathname === '/') replaceAddress(`${pathname === '/' ? '/game' : pathname}${search}${shown}`);
  }, [hash, route.mode]);
  return (
    <div className="relative flex min-h-dvh flex-col items-center justify-center overflow-hidden px-4 py-10">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-[linear-gradient(to_right,rgb(51_65_85/0.18)_1px,transparent_1px),linear-gradient(to_bottom,rgb(51_65_85/0.18)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_at_center,black_30%,transparent_75%)] bg-[size:40px_40px]"
      />
      <div
        aria-hidden
        className="pointer-events-none absolute -top-40 left-1/2 size-[36rem] -translate-x-1/2 rounded-full bg-amber-500/10 blur-3xl"
      />
      <main className="relative w-full max-w-sm">
        <header className="mb-8 flex flex-col items-center text-center">
          <BrandMark className="size-14 [&>svg]:size-8" />
          <h1 className="mt-4 text-4xl font-bold tracking-tight text-ink">Forgeworks</h1>
          <p className="mt-2 text-base text-amber-400">Build your industrial empire!</p>
        </header>
        <div className="rounded-xl border border-line/70 bg-panel/90 p-6 shadow-2xl shadow-black/40 backdrop-blur">
          <Suspense fallback={loading}>
            {route.mode === 'forgot-password' ? (
              <ForgotPasswordForm />
            ) : route.mode === 'reset-password' ? (
              <ResetPasswordForm key={route.token} token={route.token} />
            ) : (
              <AuthForm key={route.mode} mode={route.mode} />
            )}
          </Suspense>
        </div>
      </main>
    </div>
  );
}
