import { useEffect } from 'react';
import { BrandMark } from '@/shared/ui/BrandMark';
import { replaceAddress, useHash } from '../lib/address';
import { AuthForm, type AuthMode } from './AuthForm';

/** The hash route of the gate's forms: '#/sign-up', else sign-in (also for '#/sign-in' and none). */
export function authModeFromHash(hash: string): AuthMode {
  return hash === '#/sign-up' ? 'sign-up' : 'sign-in';
}

/**
 * The signed-out gate: title, tagline, and the sign-in or sign-up form by hash. It shows at any
 * address, so a deep link survives signing in; '/' becomes '/game', the game's address (the spec's
 * redirect), so that is what a player bookmarks.
 */
export function AuthGate() {
  const hash = useHash();
  const mode = authModeFromHash(hash);

  // Sign-in is the default form: show its hash in the address bar too.
  useEffect(() => {
    const { pathname, search } = window.location;
    const shown = `#/${mode}`;
    if (hash !== shown || pathname === '/') replaceAddress(`${pathname === '/' ? '/game' : pathname}${search}${shown}`);
  }, [hash, mode]);
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
          <AuthForm key={mode} mode={mode} />
        </div>
      </main>
    </div>
  );
}
