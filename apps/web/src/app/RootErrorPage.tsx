import { ServerCrash } from 'lucide-react';
import { Button } from '@/shared/ui/Button';

/** Last resort, outside the shell: something failed before or around the page. */
export function RootErrorPage({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : null;
  return (
    <main className="flex min-h-dvh items-center justify-center p-6">
      <div role="alert" className="max-w-md rounded-xl border border-line bg-panel p-6 text-center">
        <ServerCrash aria-hidden className="mx-auto size-10 text-rose-400" />
        <h1 className="mt-3 text-lg font-semibold">Something went wrong</h1>
        <p className="mt-2 text-sm text-ink-muted">Forgeworks hit an unexpected error. Reloading usually helps.</p>
        {detail && <p className="mt-2 font-mono text-xs break-words text-ink-muted">{detail}</p>}
        <Button className="mt-5" onClick={() => window.location.assign('/')}>
          Reload
        </Button>
      </div>
    </main>
  );
}
