import type { ChatReport } from '@forgeworks/contract';
import { CHANNEL_NAMES } from '@forgeworks/contract/chat-limits';
import { MessageSquareWarning } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '@/shared/lib/format';
import { Badge } from '@/shared/ui/Badge';
import { Button } from '@/shared/ui/Button';
import { QueryCard } from '@/shared/ui/QueryCard';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { NumberField, TextField } from '@/shared/ui/TextField';
import { useChatReports, useDeleteMessage, useMutePlayer } from '../api/operator';
import { FormerNames } from '@/shared/ui/FormerNames';

/** Messages players reported: the words as reported (kept after a deletion), with Delete and Mute. */
export function ChatReportsCard({ className }: { className?: string }) {
  const reports = useChatReports();
  return (
    <QueryCard
      title="Reported messages"
      icon={<MessageSquareWarning aria-hidden />}
      className={className}
      query={reports}
      texts={{
        loading: 'Loading reports...',
        error: 'Failed to load the reports',
        empty: { text: 'No message is reported.', when: (data) => data.reports.length === 0 },
      }}
    >
      {(data) => (
        <ul aria-label="Reported messages" className="space-y-4 text-sm">
          {data.reports.map((r) => (
            <Report key={r.id} report={r} />
          ))}
        </ul>
      )}
    </QueryCard>
  );
}

function Report({ report: r }: { report: ChatReport }) {
  const remove = useDeleteMessage();
  const [confirm, setConfirm] = useState(false);
  return (
    <li className="space-y-1">
      <p className="text-xs text-ink-muted">
        <span className="font-medium text-ink">{r.sender.name}</span>
        {r.senderNow && r.senderNow.name !== r.sender.name && <> (now {r.senderNow.name})</>}{' '}
        {r.senderNow && <FormerNames names={r.senderNow.formerNames} />} in{' '}
        {r.channel === 'direct' ? 'a direct message' : (CHANNEL_NAMES[r.channel] ?? r.channel)},{' '}
        {formatDateTime(r.sentAt)}
        {r.deleted && (
          <Badge tone="neutral" className="ml-2">
            Deleted
          </Badge>
        )}
      </p>
      <blockquote className="rounded-md border border-line/70 bg-page p-2 break-words whitespace-pre-wrap text-ink">
        {r.text}
      </blockquote>
      <p className="text-xs text-ink-muted">
        Reported by {r.reporter.name}, {formatDateTime(r.reportedAt)}: {r.reason}
      </p>
      <div className="flex flex-wrap gap-2">
        {!r.deleted && (
          <Button size="sm" variant="danger" onClick={() => setConfirm(true)}>
            Delete message
          </Button>
        )}
        {r.sender.factoryId && <MuteButton factoryId={r.sender.factoryId} name={r.sender.name} />}
      </div>
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title="Delete this message?"
        description={`It leaves every history and every open page now. The report keeps its words.`}
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() => remove.mutate(r.messageId, { onSuccess: () => setConfirm(false) })}
      />
    </li>
  );
}

/** Mutes the sender for a time: posting and messaging refused until it ends; playing untouched. */
function MuteButton({ factoryId, name }: { factoryId: string; name: string }) {
  const mute = useMutePlayer();
  const [open, setOpen] = useState(false);
  const [hours, setHours] = useState('24');
  const [reason, setReason] = useState('');
  const minutes = Math.round(Number(hours) * 60);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title={`Mute ${name}`}
      description="No posts and no messages until the time is up; the player is told when it ends."
      trigger={
        <Button size="sm" variant="secondary">
          Mute sender
        </Button>
      }
      confirmLabel="Mute"
      pending={mute.isPending}
      disabled={reason.trim() === '' || !(minutes >= 1)}
      onConfirm={() =>
        mute.mutate({ factoryId, body: { minutes, reason: reason.trim() } }, { onSuccess: () => setOpen(false) })
      }
    >
      <div className="space-y-3">
        <NumberField
          id={`mute-hours-${factoryId}`}
          label="For how many hours"
          min={0.1}
          step="any"
          value={hours}
          onChange={(e) => setHours(e.target.value)}
        />
        <TextField
          id={`mute-reason-${factoryId}`}
          label="Reason (the player sees it)"
          value={reason}
          maxLength={500}
          onChange={(e) => setReason(e.target.value)}
          problem={mute.error?.message}
        />
      </div>
    </ConfirmDialog>
  );
}
