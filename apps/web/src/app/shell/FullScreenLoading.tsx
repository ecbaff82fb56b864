import { BrandMark } from '@/shared/ui/BrandMark';
import { Spinner } from '@/shared/ui/Spinner';

/** Authentication is loading (a stored token being checked) or the shell's code is on its way. */
export function FullScreenLoading() {
  return (
    <div role="status" className="flex min-h-dvh flex-col items-center justify-center gap-4">
      <BrandMark className="size-12 [&>svg]:size-7" />
      <p className="flex items-center gap-2 text-sm text-ink-muted">
        <Spinner />
        Loading...
      </p>
    </div>
  );
}
