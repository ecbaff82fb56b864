import { Factory } from 'lucide-react';
import { useState } from 'react';
import type { Account } from '@forgeworks/contract';
import { RENAME_DAYS } from '@forgeworks/contract/field-limits';
import { useFieldChecks } from '@/shared/lib/field-checks';
import { formatDateTime } from '@/shared/lib/format';
import { Button } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { Form } from '@/shared/ui/Form';
import { NameField } from '@/shared/ui/TextField';
import { useRenameFactory } from '../api/account';
import { FormerNames } from '@/shared/ui/FormerNames';

type Names = Pick<Account, 'factoryName' | 'formerNames' | 'nextRenameAt' | 'renamedFrom'>;

/**
 * The name every player sees on the leaderboard, the names it had (its profile shows them too), and
 * the form to change it, closed until the next rename the server allows.
 */
export function FactoryNameCard({
  factoryName,
  formerNames,
  nextRenameAt,
  renamedFrom,
  email,
}: Names & { email: string }) {
  const [name, setName] = useState(factoryName);
  const checks = useFieldChecks();
  const rename = useRenameFactory();
  const unchanged = name.trim() === factoryName;
  const problem = checks && !unchanged ? checks.nameProblem(name) : null;
  const waiting = nextRenameAt !== null;

  const submit = () => {
    if (!problem && !unchanged && !waiting) rename.mutate({ name });
  };

  return (
    <Card title="Factory" icon={<Factory aria-hidden />}>
      <dl className="mb-4 grid gap-3 sm:grid-cols-2">
        <div className="min-w-0">
          <dt className="text-xs tracking-wide text-ink-muted uppercase">Factory name</dt>
          <dd className="mt-0.5 text-lg font-semibold break-words text-ink" data-testid="factory-name">
            {factoryName}
          </dd>
          <dd>
            <FormerNames names={formerNames} />
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs tracking-wide text-ink-muted uppercase">Signed in as</dt>
          <dd className="mt-0.5 truncate text-sm text-slate-200" title={email}>
            {email}
          </dd>
        </div>
      </dl>
      {renamedFrom !== null && (
        <p className="mb-4 text-sm text-amber-200" role="status" data-testid="renamed-notice">
          Your factory was called {renamedFrom}. An older factory&apos;s name looked the same, so the server numbered
          yours; you may rename it.
        </p>
      )}
      <Form
        onSubmit={submit}
        error={rename.error}
        actions={
          <Button type="submit" pending={rename.isPending} disabled={unchanged || problem !== null || waiting}>
            Rename factory
          </Button>
        }
      >
        <NameField
          id="factory-name-input"
          label="New factory name"
          hint={
            waiting
              ? `You can rename your factory once every ${RENAME_DAYS} days: next from ${formatDateTime(nextRenameAt)}.`
              : `Shown to every player, with its last names, 1 to 60 characters. Once renamed, the next rename waits ${RENAME_DAYS} days.`
          }
          problem={problem}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </Form>
    </Card>
  );
}
