import type { QuietHours } from '@forgeworks/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '@/shared/ui/Button';
import { FormError } from '@/shared/ui/FormError';
import { useSaveQuietHours } from '../api/push';

const timeInput =
  'h-10 rounded-md border border-line bg-page px-3 text-sm text-ink focus-visible:border-accent focus-visible:ring-2 focus-visible:ring-accent outline-none disabled:opacity-50';

function TimeField(props: { label: string; disabled: boolean; value: string; onChange: (time: string) => void }) {
  return (
    <label className="space-y-1 text-xs text-ink-muted">
      <span className="block">{props.label}</span>
      <input
        type="time"
        required
        disabled={props.disabled}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        className={timeInput}
      />
    </label>
  );
}

/** The player's quiet hours, in this browser's time zone: nothing is sent then, it waits until they end. */
export function QuietHoursForm({ saved }: { saved: QuietHours | null }) {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const [on, setOn] = useState(saved !== null);
  const [from, setFrom] = useState(saved?.from ?? '22:00');
  const [until, setUntil] = useState(saved?.until ?? '07:00');
  const save = useSaveQuietHours();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(on ? { from, until, timeZone } : null);
  };

  return (
    <form onSubmit={submit} className="space-y-3" aria-label="Quiet hours">
      <label className="flex items-center gap-2 text-sm font-medium text-slate-200">
        <input
          type="checkbox"
          checked={on}
          onChange={(event) => setOn(event.target.checked)}
          className="size-4 accent-amber-500"
        />
        Quiet hours
      </label>
      <div className="flex flex-wrap items-end gap-3">
        <TimeField label="From" disabled={!on} value={from} onChange={setFrom} />
        <TimeField label="Until" disabled={!on} value={until} onChange={setUntil} />
        <Button type="submit" variant="secondary" pending={save.isPending}>
          Save quiet hours
        </Button>
      </div>
      <p className="text-xs text-ink-muted">
        In your time zone ({saved?.timeZone ?? timeZone}). What happens meanwhile is sent when they end.
      </p>
      {save.isError && <FormError message={save.error.message} />}
    </form>
  );
}
