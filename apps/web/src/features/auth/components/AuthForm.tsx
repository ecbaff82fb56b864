import { useState, type FormEvent } from 'react';
import { useFieldChecks } from '@/shared/lib/field-checks';
import { Button } from '@/shared/ui/Button';
import { FormError } from '@/shared/ui/FormError';
import { TextField } from '@/shared/ui/TextField';
import { useAuthenticate } from '../api/auth';
import { GateLink } from './GateLink';

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

/**
 * The gate's sign-in or sign-up form; the server's message is shown when it fails. Signing up,
 * what is wrong with the password shows as it is typed, and sending waits until nothing is.
 */
export function AuthForm({ mode }: { mode: AuthMode }) {
  const authenticate = useAuthenticate();
  const signingUp = mode === 'sign-up';
  const checks = useFieldChecks(signingUp);
  const [fields, setFields] = useState({ name: '', email: '', password: '' });
  const text = copy[mode];
  const passwordProblem =
    signingUp && fields.password && checks
      ? checks.passwordProblem(fields.password, [fields.name, fields.email])
      : null;

  const field = (name: keyof typeof fields) => ({
    value: fields[name],
    onChange: (event: { target: { value: string } }) => setFields((f) => ({ ...f, [name]: event.target.value })),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (passwordProblem) return;
    const { name, email, password } = fields;
    if (mode === 'sign-in') authenticate.mutate({ mode, body: { email, password } });
    else authenticate.mutate({ mode, body: { name, email, password } });
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-labelledby="auth-heading" noValidate={false}>
      <h2 id="auth-heading" className="text-lg font-semibold text-ink">
        {text.heading}
      </h2>
      {signingUp && <TextField id="name" label="Name" autoComplete="name" maxLength={60} {...field('name')} />}
      <TextField id="email" label="Email" type="email" autoComplete="email" inputMode="email" {...field('email')} />
      <TextField
        id="password"
        label="Password"
        type="password"
        autoComplete={signingUp ? 'new-password' : 'current-password'}
        minLength={signingUp ? 8 : undefined}
        maxLength={128}
        hint={signingUp ? 'At least 8 characters, and not easy to guess.' : undefined}
        problem={passwordProblem}
        {...field('password')}
      />
      {!signingUp && (
        <p className="-mt-2 text-right text-sm">
          <GateLink hash="#/forgot-password">Forgot password?</GateLink>
        </p>
      )}
      {authenticate.isError && <FormError message={authenticate.error.message} />}
      <Button type="submit" className="w-full" pending={authenticate.isPending} disabled={passwordProblem !== null}>
        {authenticate.isPending ? 'Loading...' : text.submit}
      </Button>
      <p className="text-center text-sm">
        <GateLink hash={text.toggleHash}>{text.toggle}</GateLink>
      </p>
    </form>
  );
}
