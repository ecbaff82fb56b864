import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { focusRing } from '@/shared/ui/Button';
import { cn } from '@/shared/lib/cn';

/** An unknown /game/* path. */
export function NotFound() {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center rounded-xl border border-line bg-panel px-6 py-12 text-center">
      <SearchX aria-hidden className="size-10 text-ink-muted" />
      <h2 className="mt-4 text-lg font-semibold">This page doesn't exist</h2>
      <p className="mt-2 text-sm text-ink-muted">
        The link may be old, or the page may have moved. Everything is reachable from the sidebar.
      </p>
      <Link
        to="/game"
        className={cn(
          'mt-6 inline-flex h-10 items-center rounded-md bg-accent px-4 text-sm font-medium text-slate-950 hover:bg-amber-400',
          focusRing,
        )}
      >
        Back to Factory Overview
      </Link>
    </section>
  );
}
