import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/shared/lib/cn';
import { Button } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { Form } from '@/shared/ui/Form';
import { CurrentPasswordField, TextField } from '@/shared/ui/TextField';
import { useDeleteAccount } from '../api/account';

/**
 * Deleting the account, behind the password and the factory's name typed again exactly (the
 * server compares them the same way, spaces at the ends aside).
 */
export function DeleteAccountCard({ factoryName, className }: { factoryName: string; className?: string }) {
  const [password, setPassword] = useState('');
  const [typedName, setTypedName] = useState('');
  const remove = useDeleteAccount();
  const confirmed = typedName.trim() === factoryName.trim() && password.length > 0;

  const submit = () => {
    if (confirmed) remove.mutate({ password, confirmFactoryName: typedName });
  };

  return (
    <Card
      title="Danger zone"
      icon={<TriangleAlert aria-hidden className="text-rose-400" />}
      className={cn('border-rose-500/40', className)}
    >
      <Form
        onSubmit={submit}
        error={remove.error}
        actions={
          <Button type="submit" variant="danger" pending={remove.isPending} disabled={!confirmed}>
            Delete account
          </Button>
        }
      >
        <div className="space-y-1 text-sm">
          <p className="font-medium text-ink">Delete account</p>
          <p className="text-ink-muted">
            Your factory, its machines, workers, stock and history are deleted and it leaves the leaderboard. Only the
            market's anonymous totals keep what you sold. This cannot be undone.
          </p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="delete-confirm-name"
            label="Type your factory's name to confirm"
            autoComplete="off"
            hint={`Exactly: ${factoryName}`}
            value={typedName}
            onChange={(event) => setTypedName(event.target.value)}
          />
          <CurrentPasswordField
            id="delete-password"
            label="Password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
      </Form>
    </Card>
  );
}
