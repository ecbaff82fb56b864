import { RotateCw, UsersRound } from 'lucide-react';
import { Button } from '@/shared/ui/Button';

/** The whole page could not load (spec section 8: a workforce error page with a Reload Page button). */
export function WorkforceErrorView({ message }: { message: string }) {
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-lg flex-col items-center rounded-xl border border-rose-500/30 bg-panel px-6 py-12 text-center"
    >
      <div className="mb-4 grid size-14 place-items-center rounded-2xl bg-rose-500/10 text-rose-300">
        <UsersRound aria-hidden className="size-7" />
      </div>
      <h2 className="text-lg font-semibold text-ink">Workforce data is unavailable</h2>
      <p className="mt-2 text-sm text-rose-300">{message}</p>
      <p className="mt-2 text-sm text-ink-muted">Your workers keep working meanwhile; reload to try again.</p>
      <Button
        className="mt-6"
        icon={<RotateCw aria-hidden className="size-4" />}
        onClick={() => window.location.reload()}
      >
        Reload Page
      </Button>
    </section>
  );
}
