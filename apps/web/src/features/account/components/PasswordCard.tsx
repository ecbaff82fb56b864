import type { User } from '@forgeworks/contract';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useFieldChecks } from '@/shared/lib/field-checks';
import { Button, focusRing } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { Form } from '@/shared/ui/Form';
import { CurrentPasswordField, NewPasswordField } from '@/shared/ui/TextField';
import { cn } from '@/shared/lib/cn';
import { useChangePassword } from '../api/account';

const EMPTY = { currentPassword: '', newPassword: '', signOutOtherDevices: true };

/**
 * A new password after the current one. Other devices are signed out unless the player says
 * otherwise; this one stays signed in with the token the server gives back.
 */
export function PasswordCard({ user }: { user: User }) {
  const [form, setForm] = useState(EMPTY);
  const checks = useFieldChecks();
  const change = useChangePassword();
  const problem = checks && form.newPassword ? checks.passwordProblem(form.newPassword, [user.email, user.name]) : null;

  const submit = () => {
    if (problem) return;
    change.mutate(form, { onSuccess: () => setForm(EMPTY) });
  };

  return (
    <Card title="Password" icon={<KeyRound aria-hidden />}>
      <Form
        onSubmit={submit}
        error={change.error}
        actions={
          <Button type="submit" pending={change.isPending} disabled={problem !== null}>
            Change password
          </Button>
        }
      >
        <CurrentPasswordField
          id="current-password"
          label="Current password"
          value={form.currentPassword}
          onChange={(event) => setForm({ ...form, currentPassword: event.target.value })}
        />
        <NewPasswordField
          id="new-password"
          label="New password"
          problem={problem}
          value={form.newPassword}
          onChange={(event) => setForm({ ...form, newPassword: event.target.value })}
        />
        <label className="flex cursor-pointer items-start gap-2.5 text-sm text-slate-200">
          <input
            type="checkbox"
            checked={form.signOutOtherDevices}
            onChange={(event) => setForm({ ...form, signOutOtherDevices: event.target.checked })}
            className={cn('mt-0.5 size-4 shrink-0 rounded accent-amber-500', focusRing)}
          />
          <span>
            Sign out of my other devices
            <span className="block text-xs text-ink-muted">This device stays signed in.</span>
          </span>
        </label>
      </Form>
    </Card>
  );
}
