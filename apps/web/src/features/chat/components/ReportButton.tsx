import type { ChatMessage } from '@forgeworks/contract';
import { REPORT_REASON_MAX_LENGTH } from '@forgeworks/contract/chat-limits';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/shared/lib/cn';
import { focusRing } from '@/shared/ui/Button';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { TextField } from '@/shared/ui/TextField';
import { useReportMessage } from '../api/chat';

/** Reports a message to the operator with a reason; the operator sees a copy of its words. */
export function ReportButton({ message }: { message: ChatMessage }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const report = useReportMessage();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title="Report this message"
      description={`From ${message.sender.name}: the operator sees its words and your reason.`}
      trigger={
        <button
          type="button"
          aria-label={`Report message from ${message.sender.name}`}
          className={cn('rounded p-1 text-ink-muted hover:bg-raised hover:text-ink', focusRing)}
        >
          <Flag aria-hidden className="size-3.5" />
        </button>
      }
      confirmLabel="Report"
      variant="danger"
      pending={report.isPending}
      disabled={reason.trim() === ''}
      onConfirm={() =>
        report.mutate(
          { id: message.id, reason: reason.trim() },
          {
            onSuccess: () => {
              setOpen(false);
              setReason('');
            },
          },
        )
      }
    >
      <blockquote className="mb-3 rounded-md border border-line/70 bg-page p-2 text-sm break-words whitespace-pre-wrap text-ink-muted">
        {message.text}
      </blockquote>
      <TextField
        id={`report-${message.id}`}
        label="Why?"
        value={reason}
        maxLength={REPORT_REASON_MAX_LENGTH}
        onChange={(e) => setReason(e.target.value)}
        problem={report.error?.message}
      />
    </ConfirmDialog>
  );
}
