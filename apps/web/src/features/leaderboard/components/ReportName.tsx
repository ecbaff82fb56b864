import type { NameReportReason } from '@forgeworks/contract';
import { Flag } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '@/shared/lib/cn';
import { NAME_REPORT_REASON_LABELS, NAME_REPORT_REASONS } from '@/shared/lib/name-reports';
import { Button, focusRing } from '@/shared/ui/Button';
import { Dialog, DialogClose } from '@/shared/ui/Dialog';
import { useReportName } from '../api/standings';

/** What the note to the operator may hold, as the server checks it. */
const NOTE_MAX = 200;

/**
 * A name that offends can be reported to the operator, once per player (reporting again renews it):
 * the button asks first, for a reason, and the player's words when none of the reasons fits.
 */
export function ReportName({ factoryId, name }: { factoryId: string; name: string }) {
  const report = useReportName();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<NameReportReason | null>(null);
  const [note, setNote] = useState('');
  const noteId = useId();
  const needsNote = reason === 'OTHER' && note.trim() === '';
  const send = () => {
    if (!reason || needsNote) return;
    report.mutate(
      { factoryId, reason, ...(note.trim() ? { note: note.trim() } : {}) },
      { onSuccess: () => setOpen(false) },
    );
  };
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3 text-xs text-ink-muted">
      <span>Is this factory&apos;s or its owner&apos;s name abusive?</span>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Report this name?"
        description={`The operator will look at "${name}" and may rename it. Say what is wrong with it.`}
        trigger={
          <Button size="sm" variant="ghost" icon={<Flag aria-hidden className="size-4" />} disabled={report.isSuccess}>
            {report.isSuccess ? 'Reported' : 'Report name'}
          </Button>
        }
        footer={
          <>
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button variant="danger" pending={report.isPending} disabled={!reason || needsNote} onClick={send}>
              Report
            </Button>
          </>
        }
      >
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-medium text-ink">Reason</legend>
          {NAME_REPORT_REASONS.map((r) => (
            <label key={r} className="flex items-center gap-2 text-sm text-ink">
              <input
                type="radio"
                name="report-reason"
                value={r}
                checked={reason === r}
                onChange={() => setReason(r)}
                className={cn('size-4 accent-amber-500', focusRing)}
              />
              {NAME_REPORT_REASON_LABELS[r]}
            </label>
          ))}
        </fieldset>
        <label htmlFor={noteId} className="mt-4 block text-sm font-medium text-ink">
          What is wrong with it{reason === 'OTHER' ? '' : ' (optional)'}
        </label>
        <textarea
          id={noteId}
          value={note}
          maxLength={NOTE_MAX}
          rows={2}
          onChange={(e) => setNote(e.target.value)}
          className={cn(
            'mt-1.5 w-full rounded-md border border-line bg-page px-3 py-2 text-sm text-ink focus-visible:border-accent',
            focusRing,
          )}
        />
      </Dialog>
    </div>
  );
}
