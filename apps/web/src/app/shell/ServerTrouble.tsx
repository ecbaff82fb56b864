import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { call } from '@/shared/lib/api';
import { useOnline } from '@/shared/lib/use-online';
import { useServerTrouble } from '@/shared/stores/server-trouble';

/**
 * While the server is having trouble (shared/stores/server-trouble.ts): a banner saying so, and a
 * health check every `Retry-After`; the first answer of the server's own clears the trouble, and
 * every query on the page is fetched again, so the page recovers by itself, without a reload.
 */
export function ServerTrouble() {
  const trouble = useServerTrouble((s) => s.trouble);
  const retryMs = useServerTrouble((s) => s.retryMs);
  const queryClient = useQueryClient();
  const wasTrouble = useRef(false);
  const online = useOnline();

  useEffect(() => {
    if (!trouble) return;
    const timer = setInterval(() => void call('health').catch(() => {}), retryMs);
    return () => clearInterval(timer);
  }, [trouble, retryMs]);

  useEffect(() => {
    if (wasTrouble.current && !trouble) void queryClient.invalidateQueries();
    wasTrouble.current = trouble;
  }, [trouble, queryClient]);

  // Without a network the offline banner (StatusBanners) says it: the server is not at fault.
  if (!trouble || !online) return null;
  return (
    <div
      role="status"
      className="sticky top-0 z-40 flex items-center justify-center gap-2 border-b border-warn/40 bg-warn/15 px-3 py-2 text-sm text-warn"
    >
      <RefreshCw aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />
      The server is having trouble, retrying…
    </div>
  );
}
