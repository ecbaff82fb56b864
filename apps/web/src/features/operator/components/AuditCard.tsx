import type { OperatorActionKind } from '@forgeworks/contract';
import { History } from 'lucide-react';
import { formatDateTime } from '@/shared/lib/format';
import { QueryCard } from '@/shared/ui/QueryCard';
import { useOperatorAudit } from '../api/operator';

const DONE: Record<OperatorActionKind, string> = {
  rename: 'renamed',
  suspend: 'suspended',
  unsuspend: 'lifted the suspension of',
  'dismiss-name-reports': 'dismissed the name reports of',
  'grant-operator': 'made an operator the player of',
  'revoke-operator': 'ended the operator rights of the player of',
  'reset-link': 'made a link to set a new password for',
  'dismiss-password-help': 'dismissed the request for a password link of',
  'delete-message': 'deleted a message of',
  mute: 'muted',
  unmute: 'lifted the mute of',
  // The server's own: no factory follows.
  tick: 'ran a tick',
  'chat-settings': 'changed the chat settings',
};

/** Every operator action: who, what, on which factory, why and when; newest first. */
export function AuditCard({ className }: { className?: string }) {
  return (
    <QueryCard
      title="Audit"
      icon={<History aria-hidden />}
      className={className}
      query={useOperatorAudit()}
      texts={{
        loading: 'Loading the audit...',
        error: 'Failed to load the audit',
        empty: { text: 'No operator action yet.', when: (data) => data.actions.length === 0 },
      }}
    >
      {(data) => (
        <ol aria-label="Operator actions" className="space-y-3 text-sm">
          {data.actions.map((a) => (
            <li key={a.id} className="space-y-0.5">
              <p className="text-ink">
                <span className="font-medium break-all">{a.operator}</span> {DONE[a.action]}
                {a.factoryName !== null && (
                  <>
                    {' '}
                    <span className="font-medium break-words">{a.factoryName}</span>
                  </>
                )}
              </p>
              {a.detail && <p className="text-xs break-words text-ink-muted">{a.detail}</p>}
              {a.reason && <p className="text-xs break-words text-slate-300">Why: {a.reason}</p>}
              <p className="text-xs text-ink-muted">{formatDateTime(a.at)}</p>
            </li>
          ))}
        </ol>
      )}
    </QueryCard>
  );
}
