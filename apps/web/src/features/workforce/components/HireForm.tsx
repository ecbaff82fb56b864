import { WORKER_TITLES } from '@forgeworks/engine';
import type { HireBody, HiringCosts, Machine, WorkerType } from '@forgeworks/contract';
import { CircleAlert, Info, UserPlus } from 'lucide-react';
import { useId, type FormEvent, type ReactNode } from 'react';
import { formatMoney } from '@/shared/lib/format';
import { Button } from '@/shared/ui/Button';
import { SelectField } from '@/shared/ui/SelectField';
import {
  assignmentAdvice,
  hireBlocker,
  hireBody,
  hireFailureText,
  hiringOption,
  SKILL_LEVELS,
  WORKER_TYPE_PLURALS,
  WORKER_TYPES,
  type HireDraft,
  slotText,
  type MachineSlot,
} from '../lib/workforce';

export interface HireFormProps {
  costs: HiringCosts;
  machines: readonly Machine[];
  slots: readonly MachineSlot[];
  /** The factory's cash in dollars, when known. */
  cash: number | undefined;
  draft: HireDraft;
  onDraftChange: (draft: HireDraft) => void;
  onHire: (body: HireBody) => void;
  pending: boolean;
  /** The failure's message, shown as 'Failed to hire worker: …'. */
  error: string | null;
  /** What the hire does to the next tick (shared/ui/SpendPreview), shown while it can be made. */
  preview?: ReactNode;
}

const WORKER_TYPE_OPTIONS = WORKER_TYPES.map((type) => ({ value: type, label: WORKER_TITLES[type] }));

/** Pick a type, a skill and where the worker goes; shows what the hire costs now and every tick. */
export function HireForm({
  costs,
  machines,
  slots,
  cash,
  draft,
  onDraftChange,
  onHire,
  pending,
  error,
  preview,
}: HireFormProps) {
  const id = useId();
  const option = hiringOption(costs, draft.type, draft.skillLevel);
  const slot = slots.find((s) => s.id === draft.target);
  const blocker = hireBlocker({ hiringCost: option?.hiringCost, cash, slot });
  const advice = assignmentAdvice(
    machines.find((m) => m.id === draft.target),
    draft.type,
    draft.skillLevel,
  );
  const plural = WORKER_TYPE_PLURALS[draft.type];
  const targetHint =
    draft.target === 'auto'
      ? `Goes to the first machine missing ${plural}; with none missing, waits unassigned.`
      : draft.target === 'none'
        ? 'Waits unassigned (and paid) until you assign them in the worker list.'
        : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blocker && !pending) onHire(hireBody(draft));
  };

  return (
    <form onSubmit={submit} className="space-y-4" aria-describedby={error ? `${id}-error` : undefined}>
      <SelectField
        id={`${id}-type`}
        label="Worker type"
        value={draft.type}
        onChange={(e) => onDraftChange({ ...draft, type: e.target.value as WorkerType })}
        options={WORKER_TYPE_OPTIONS}
      />

      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-ink">Skill level</legend>
        <div className="grid grid-cols-5 gap-1 rounded-lg border border-line bg-page/60 p-1">
          {SKILL_LEVELS.map((skill) => (
            <label key={skill} className="relative">
              <input
                type="radio"
                name={`${id}-skill`}
                value={skill}
                checked={draft.skillLevel === skill}
                onChange={() => onDraftChange({ ...draft, skillLevel: skill })}
                className="peer sr-only"
                aria-label={`Skill ${skill}`}
              />
              <span
                aria-hidden
                className="flex h-8 cursor-pointer items-center justify-center rounded-md text-sm font-medium text-ink-muted tabular-nums transition-colors duration-150 peer-checked:bg-accent peer-checked:text-slate-950 peer-focus-visible:ring-2 peer-focus-visible:ring-accent hover:text-ink"
              >
                {skill}
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <SelectField
        id={`${id}-machine`}
        label="Assign to"
        hint={targetHint}
        value={draft.target}
        onChange={(e) => onDraftChange({ ...draft, target: e.target.value })}
        options={slots.map((s) => ({ value: s.id, label: slotText(s), disabled: s.full && s.id !== draft.target }))}
      >
        <option value="auto">Auto-assign</option>
        <option value="none">Unassigned</option>
      </SelectField>

      <dl className="grid grid-cols-2 gap-3 rounded-lg border border-line/60 bg-raised/40 p-3">
        <div>
          <dt className="text-xs tracking-wide text-ink-muted uppercase">Hiring cost</dt>
          <dd className="mt-0.5 text-lg font-semibold text-ink tabular-nums" data-testid="hiring-cost">
            {option ? formatMoney(option.hiringCost) : '—'}
          </dd>
        </div>
        <div>
          <dt className="text-xs tracking-wide text-ink-muted uppercase">Salary</dt>
          <dd className="mt-0.5 text-lg font-semibold text-ink tabular-nums" data-testid="hiring-salary">
            {option ? `${formatMoney(option.salary)} /tick` : '—'}
          </dd>
        </div>
      </dl>

      {!blocker && preview}

      {(advice ?? blocker) && (
        <p className="flex gap-2 text-sm text-amber-300">
          <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
          {blocker ?? advice}
        </p>
      )}

      <Button
        type="submit"
        className="w-full"
        pending={pending}
        disabled={blocker !== null}
        icon={<UserPlus aria-hidden className="size-4" />}
      >
        Hire {WORKER_TITLES[draft.type]}
      </Button>

      {error !== null && (
        <p id={`${id}-error`} role="alert" className="flex gap-2 text-sm text-rose-300">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {hireFailureText(error)}
        </p>
      )}
    </form>
  );
}
