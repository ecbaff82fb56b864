import { Factory } from 'lucide-react';
import { useState } from 'react';
import { useFieldChecks } from '@/shared/lib/field-checks';
import { Button } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { Form } from '@/shared/ui/Form';
import { NameField } from '@/shared/ui/TextField';
import { useRenameFactory } from '../api/account';

/** The name every player sees on the leaderboard, and the form to change it. */
export function FactoryNameCard({ factoryName, email }: { factoryName: string; email: string }) {
  const [name, setName] = useState(factoryName);
  const checks = useFieldChecks();
  const rename = useRenameFactory();
  const unchanged = name.trim() === factoryName;
  const problem = checks && !unchanged ? checks.nameProblem(name) : null;

  const submit = () => {
    if (!problem && !unchanged) rename.mutate({ name });
  };

  return (
    <Card title="Factory" icon={<Factory aria-hidden />}>
      <dl className="mb-4 grid gap-3 sm:grid-cols-2">
        <div className="min-w-0">
          <dt className="text-xs tracking-wide text-ink-muted uppercase">Factory name</dt>
          <dd className="mt-0.5 text-lg font-semibold break-words text-ink" data-testid="factory-name">
            {factoryName}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs tracking-wide text-ink-muted uppercase">Signed in as</dt>
          <dd className="mt-0.5 truncate text-sm text-slate-200" title={email}>
            {email}
          </dd>
        </div>
      </dl>
      <Form
        onSubmit={submit}
        error={rename.error}
        actions={
          <Button type="submit" pending={rename.isPending} disabled={unchanged || problem !== null}>
            Rename factory
          </Button>
        }
      >
        <NameField
          id="factory-name-input"
          label="New factory name"
          hint="Shown to every player on the leaderboard, 1 to 60 characters."
          problem={problem}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </Form>
    </Card>
  );
}
