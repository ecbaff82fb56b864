import { RefreshCw, WifiOff } from 'lucide-react';
import { applyUpdate } from '@/shared/lib/service-worker';
import { useOnline } from '@/shared/lib/use-online';
import { useAppUpdate } from '@/shared/stores/app-update';
import { Button } from '@/shared/ui/Button';

/**
 * What the player must know about the game itself, over every screen: no network (the kept shell
 * is showing, and the game carries on once the connection returns), or a new version ready.
 */
export function StatusBanners() {
  const online = useOnline();
  const update = useAppUpdate((s) => s.waiting);
  if (online && !update) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-4">
      {!online && (
        <p
          role="status"
          className="pointer-events-auto flex items-center gap-2 rounded-full border border-amber-400/40 bg-slate-900 px-4 py-2 text-sm text-amber-200 shadow-lg"
        >
          <WifiOff aria-hidden className="size-4 shrink-0" />
          Offline, retrying: the game carries on when the connection is back.
        </p>
      )}
      {update && (
        <div
          role="status"
          className="pointer-events-auto flex flex-wrap items-center justify-center gap-3 rounded-xl border border-line bg-slate-900 px-4 py-2 text-sm text-ink shadow-lg"
        >
          <span>A new version of Forgeworks is ready.</span>
          <Button size="sm" icon={<RefreshCw aria-hidden className="size-4" />} onClick={applyUpdate}>
            Reload
          </Button>
        </div>
      )}
    </div>
  );
}
