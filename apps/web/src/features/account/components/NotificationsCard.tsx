import type { NotificationKind } from '@forgeworks/contract';
import { Bell, BellOff } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/shared/ui/Badge';
import { Button } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { CardError, CardLoading } from '@/shared/ui/CardState';
import { FormError } from '@/shared/ui/FormError';
import type { PushState } from '../api/push';
import { usePushState, useSaveKinds, useTurnOff, useTurnOn } from '../api/push';
import { ALL_KINDS, NOTIFICATION_KINDS } from '../lib/notification-kinds';
import { QuietHoursForm } from './QuietHoursForm';

/** Notifications on this device while the game is closed (Web Push): on or off, what they tell, quiet hours. */
export function NotificationsCard({ className }: { className?: string }) {
  const query = usePushState();
  return (
    <Card title="Alerts while away" icon={<Bell aria-hidden />} className={className}>
      {query.isPending ? (
        <CardLoading text="Loading notifications..." />
      ) : query.isError ? (
        <CardError message="Could not load the notification settings." onRetry={() => void query.refetch()} />
      ) : (
        <Settings state={query.data} />
      )}
    </Card>
  );
}

function Settings({ state }: { state: PushState }) {
  const [chosen, setChosen] = useState<NotificationKind[]>(state.device?.kinds ?? ALL_KINDS);
  const on = useTurnOn();
  const off = useTurnOff();
  const kinds = useSaveKinds();
  const error = on.error ?? off.error ?? kinds.error;
  const others = state.devices.length - (state.device ? 1 : 0);

  const toggle = (kind: NotificationKind, checked: boolean) => {
    const next = ALL_KINDS.filter((k) => (k === kind ? checked : chosen.includes(k)));
    setChosen(next);
    if (state.device) kinds.mutate(next);
  };

  if (!state.supported)
    return (
      <p className="text-sm text-ink-muted">
        {state.secure
          ? "This browser cannot show the game's notifications. On an iPhone or iPad, add Forgeworks to the Home Screen (Share, then Add to Home Screen) and open it from there."
          : 'Notifications need the game served over HTTPS: this address is plain HTTP, so browsers offer none here.'}
      </p>
    );
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0 text-sm">
          <p className="flex items-center gap-2 font-medium text-ink">
            This device {state.device ? <Badge tone="good">On</Badge> : <Badge tone="neutral">Off</Badge>}
          </p>
          <p className="mt-0.5 text-ink-muted">
            {state.permission === 'denied' && !state.device
              ? "Blocked for this site: allow notifications in the browser's site settings, then turn them on."
              : 'Hear of what matters while the game is closed.'}
            {others > 0 && ` Also on ${others} other ${others === 1 ? 'device' : 'devices'} of yours.`}
          </p>
        </div>
        {state.device ? (
          <Button
            variant="secondary"
            icon={<BellOff aria-hidden className="size-4" />}
            pending={off.isPending}
            onClick={() => off.mutate()}
          >
            Turn off
          </Button>
        ) : (
          <Button
            icon={<Bell aria-hidden className="size-4" />}
            pending={on.isPending}
            disabled={chosen.length === 0}
            onClick={() => on.mutate({ publicKey: state.publicKey, kinds: chosen })}
          >
            Turn on for this device
          </Button>
        )}
      </div>
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium text-slate-200">Tell me about</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {ALL_KINDS.map((kind) => (
            <label
              key={kind}
              className="flex items-start gap-2 rounded-md border border-line/60 bg-page/40 px-3 py-2 text-sm"
            >
              <input
                type="checkbox"
                checked={chosen.includes(kind)}
                onChange={(event) => toggle(kind, event.target.checked)}
                className="mt-0.5 size-4 shrink-0 accent-amber-500"
              />
              <span className="min-w-0">
                <span className="block font-medium text-ink">{NOTIFICATION_KINDS[kind].label}</span>
                <span className="block text-xs text-ink-muted">{NOTIFICATION_KINDS[kind].hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {error && <FormError message={error.message} />}
      <div className="border-t border-line/60 pt-4">
        <QuietHoursForm saved={state.quietHours} />
      </div>
    </div>
  );
}
