import type { PasswordHelpRequest } from '@forgeworks/contract';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '@/shared/lib/format';
import { Button } from '@/shared/ui/Button';
import { QueryCard } from '@/shared/ui/QueryCard';
import { useDismissPasswordHelp, usePasswordHelp } from '../api/operator';
import { ResetLinkDialog } from './ResetLinkDialog';

/** One player who asked: who, how they say to reach them, and a link to make or the request to dismiss. */
function Request({ request: r, makeLink }: { request: PasswordHelpRequest; makeLink: () => void }) {
  const dismiss = useDismissPasswordHelp();
  return (
    <li className="space-y-1">
      <p className="font-medium break-words text-ink">
        {r.playerName} <span className="font-normal text-ink-muted">({r.factoryName})</span>
      </p>
      <p className="text-xs break-words text-ink-muted">
        {r.email} · asked {formatDateTime(r.askedAt)}
      </p>
      {r.note && <p className="text-xs break-words text-slate-300">&ldquo;{r.note}&rdquo;</p>}
      <div className="flex flex-wrap gap-2 pt-1">
        <Button size="sm" variant="secondary" onClick={makeLink}>
          Make a link
        </Button>
        <Button
          size="sm"
          variant="secondary"
          pending={dismiss.isPending}
          onClick={() => dismiss.mutate({ factoryId: r.factoryId, body: {} })}
        >
          Dismiss
        </Button>
      </div>
    </li>
  );
}

/**
 * The players who asked from the sign-in page for a link to set a new password (a server without
 * mail, or a mailbox lost), the latest first: a link made for one answers it.
 */
export function PasswordHelpCard({ className }: { className?: string }) {
  // Held here, not in the request's row: the link answers the request, whose row then leaves the list
  // while the dialog still shows the link.
  const [making, setMaking] = useState<PasswordHelpRequest | null>(null);
  return (
    <>
      <QueryCard
        title="Asked for a password link"
        icon={<KeyRound aria-hidden />}
        className={className}
        query={usePasswordHelp()}
        texts={{
          loading: 'Loading requests...',
          error: 'Failed to load the requests',
          empty: { text: 'No player is waiting for a link.', when: (data) => data.requests.length === 0 },
        }}
      >
        {(data) => (
          <ul aria-label="Players who asked for a password link" className="space-y-3 text-sm">
            {data.requests.map((r) => (
              <Request key={r.factoryId} request={r} makeLink={() => setMaking(r)} />
            ))}
          </ul>
        )}
      </QueryCard>
      {making && <ResetLinkDialog player={making} open onOpenChange={(open) => !open && setMaking(null)} />}
    </>
  );
}
