import { CircleAlert } from 'lucide-react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { Button, focusRing } from '@/shared/ui/Button';
import { cn } from '@/shared/lib/cn';
import { useAuthenticate } from '../api/auth';
import { AuthField } from './AuthField';

export type AuthMode = 'sign-in' | 'sign-up';

const copy = {
  'sign-in': {
    heading: 'Sign in to your factory',
    submit: 'Sign In',
    toggle: "Don't have an account? Sign Up",
    toggleHash: '#/sign-up',
  },
  'sign-up': {
    heading: 'Create your account',
    submit: 'Sign Up',
    toggle: 'Already have an account? Sign In',
    toggleHash: '#/sign-in',
  },
} as const;

/** The gate's sign-in or sign-up form; the server's message is shown when it fails. */
export function AuthForm({ mode }: { mode: AuthMode }) {
  const authenticate = useAuthenticate();
  const text = copy[mode];

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => String(form.get(name) ?? '');
    if (mode === 'sign-in') {
      authenticate.mutate({ mode, body: { email: field('email'), password: field('password') } });
    } else {
      authenticate.mutate({
        mode,
        body: { name: field('name'), email: field('email'), password: field('password') },
      });
    }
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-labelledby="auth-heading" noValidate={false}>
      <h2 id="auth-heading" className="text-lg font-semibold text-ink">
        {text.heading}
      </h2>
      {mode === 'sign-up' && <AuthField id="name" label="Name" autoComplete="name" maxLength={60} />}
      <AuthField id="email" label="Email" type="email" autoComplete="email" inputMode="email" />
      <AuthField
        id="password"
        label="Password"
        type="password"
        autoComplete={mode === 'sign-in' ? 'current-password' : 'new-password'}
        minLength={mode === 'sign-up' ? 8 : undefined}
        maxLength={128}
        hint={mode === 'sign-up' ? 'At least 8 characters.' : undefined}
      />
      {authenticate.isError && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-md border border-rose-500/40 bg-rose-500/10 px-3 py-2 text-sm text-rose-200"
        >
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {authenticate.error.message}
        </p>
      )}
      <Button type="submit" className="w-full" pending={authenticate.isPending}>
        {authenticate.isPending ? 'Loading...' : text.submit}
      </Button>
      <p className="text-center text-sm">
        <Link
          to={text.toggleHash}
          replace
          className={cn('rounded text-amber-400 underline-offset-4 hover:text-amber-300 hover:underline', focusRing)}
        >
          {text.toggle}
        </Link>
      </p>
    </form>
  );
}
