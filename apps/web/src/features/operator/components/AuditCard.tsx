import type { OperatorActionKind } from '@forgeworks/contract';
import { History } from 'lucide-react';
import { formatDateTime } from '@/shared/lib/format';
import { Card } from '@/shared/ui/Card';
import { CardEmpty, CardError, CardLoading } from '@/shared/ui/CardState';
import { useOperatorAudit } from '../api/operator';

const DONE: Record<OperatorActionKind, string> = {
  rename: 'renamed',
  suspend: 'suspended',
  unsuspend: 'lifted the suspension of',
  'dismiss-name-reports': 'dismissed the name reports of',
  'delete-message': 'deleted a message of',
  mute: 'muted',
  unmute: 'lifted the mute of',
};

/** Every operator action: who, what, on which factory, why and when; newest first. */
export function AuditCard({ className }: { className?: string }) {
  const audit = useOperatorAudit();
  return (
    <Card title="Audit" icon={<History aria-hidden />} className={className}>
      {audit.isPending ? (
        <CardLoading text="Loading the audit..." />
      ) : audit.isError ? (
        <CardError message="Failed to load the audit" onRetry={() => void audit.refetch()} />
      ) : audit.data.actions.length === 0 ? (
        <CardEmpty text="No operator action yet." />
      ) : (
        <ol aria-label="Operator actions" className="space-y-3 text-sm">
          {audit.data.actions.map((a) => (
            <li key={a.id} className="space-y-0.5">
              <p className="text-ink">
                <span className="font-medium break-all">{a.operator}</span> {DONE[a.action]}{' '}
                <span className="font-medium break-words">{a.factoryName}</span>
              </p>
              {a.detail && <p className="text-xs break-words text-ink-muted">{a.detail}</p>}
              {a.reason && <p className="text-xs break-words text-slate-300">Why: {a.reason}</p>}
              <p className="text-xs text-ink-muted">{formatDateTime(a.at)}</p>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
