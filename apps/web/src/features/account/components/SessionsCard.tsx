import type { AccountSession } from '@forgeworks/contract';
import { LogOut, MonitorSmartphone } from 'lucide-react';
import { formatDateTime } from '@/shared/lib/format';
import { Badge } from '@/shared/ui/Badge';
import { Button } from '@/shared/ui/Button';
import { MutationButton } from '@/shared/ui/MutationButton';
import { Card } from '@/shared/ui/Card';
import { FormError } from '@/shared/ui/FormError';
import { useEndSession, useSignOutEverywhere } from '../api/account';
import { deviceName } from '../lib/devices';

/** Every device signed in to the account, this one marked; any other can be signed out from here. */
export function SessionsCard({ sessions, className }: { sessions: AccountSession[]; className?: string }) {
  const end = useEndSession();
  const everywhere = useSignOutEverywhere();
  const error = end.error ?? everywhere.error;

  return (
    <Card title="Signed-in devices" icon={<MonitorSmartphone aria-hidden />} className={className}>
      <ul aria-label="Signed-in devices" className="divide-y divide-line/60">
        {sessions.map((session) => (
          <li
            key={session.id}
            aria-label={session.current ? 'This device' : deviceName(session.userAgent)}
            className="flex items-center justify-between gap-3 py-3 first:pt-0"
          >
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-ink">
                <span title={session.userAgent ?? undefined}>{deviceName(session.userAgent)}</span>
                {session.ipAddress && <span className="text-xs font-normal text-ink-muted">{session.ipAddress}</span>}
                {session.current && <Badge tone="good">This device</Badge>}
              </p>
              {/* Each date stays on one line; a narrow screen breaks between them. */}
              <p className="mt-0.5 flex flex-wrap gap-x-3 text-xs text-ink-muted">
                <span className="whitespace-nowrap">Signed in {formatDateTime(session.createdAt)}</span>
                <span className="whitespace-nowrap">Last seen {formatDateTime(session.lastSeenAt)}</span>
              </p>
            </div>
            {!session.current && (
              <MutationButton mutation={end} variables={session.id}>
                End
              </MutationButton>
            )}
          </li>
        ))}
      </ul>
      {error && (
        <div className="mt-3">
          <FormError message={error.message} />
        </div>
      )}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-line/60 pt-4">
        <p className="text-sm text-ink-muted">Lost a device, or signed in somewhere you shouldn't have?</p>
        <Button
          variant="secondary"
          pending={everywhere.isPending}
          icon={<LogOut aria-hidden className="size-4" />}
          onClick={() => everywhere.mutate()}
        >
          Sign out of every device
        </Button>
      </div>
    </Card>
  );
}
