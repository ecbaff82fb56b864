import type { ResetLinkHolder } from '@forgeworks/contract';
import { useState, type FormEvent } from 'react';
import { isApiError } from '@/shared/lib/api';
import { useFieldChecks } from '@/shared/lib/field-checks';
import { formatDateTime } from '@/shared/lib/format';
import { Button } from '@/shared/ui/Button';
import { FormError } from '@/shared/ui/FormError';
import { Spinner } from '@/shared/ui/Spinner';
import { NewPasswordField } from '@/shared/ui/TextField';
import { useResetLinkHolder, useResetPassword } from '../api/recovery';
import { GateLink } from './GateLink';

const DEAD_LINK = 'This link has expired, was already used, or is not whole.';

/**
 * The page a reset link opens: whom it is for, then a new password with the sign-up's checks as
 * it is typed; setting it signs this device in and every other one out.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const holder = useResetLinkHolder(token);
  return (
    <section className="space-y-4" aria-labelledby="auth-heading">
      <h2 id="auth-heading" className="text-lg font-semibold text-ink">
        Set a new password
      </h2>
      {holder.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
          <Spinner /> Checking the link...
        </p>
      ) : holder.isError ? (
        <>
          <FormError message={isApiError(holder.error, 400) ? DEAD_LINK : holder.error.message} />
          <p className="text-center text-sm">
            <GateLink hash="#/forgot-password">Ask for a new link</GateLink>
          </p>
        </>
      ) : (
        <NewPasswordForm token={token} holder={holder.data} />
      )}
      <p className="text-center text-sm">
        <GateLink hash="#/sign-in">Back to sign in</GateLink>
      </p>
    </section>
  );
}

function NewPasswordForm({ token, holder }: { token: string; holder: ResetLinkHolder }) {
  const reset = useResetPassword();
  const checks = useFieldChecks();
  const [password, setPassword] = useState('');
  const problem = checks && password ? checks.passwordProblem(password, [holder.email, holder.name]) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problem) return;
    reset.mutate({ token, newPassword: password });
  };
  return (
    <form onSubmit={submit} className="space-y-4">
      <p className="text-sm text-slate-300">
        For <span className="font-medium break-all text-ink">{holder.email}</span>. Every device signed in to the
        account is signed out; this one is signed in with the new password.
      </p>
      {/* For password managers, to keep the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={holder.email} readOnly hidden />
      <NewPasswordField
        id="new-password"
        label="New password"
        problem={problem}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {reset.isError && <FormError message={reset.error.message} />}
      <Button type="submit" className="w-full" pending={reset.isPending} disabled={problem !== null}>
        {reset.isPending ? 'Loading...' : 'Set password and sign in'}
      </Button>
      <p className="text-xs text-ink-muted">The link works until {formatDateTime(holder.expiresAt)}.</p>
    </form>
  );
}
