import { CircleAlert, Inbox, RotateCw } from 'lucide-react';
import { Button } from './Button';
import { Spinner } from './Spinner';

/** A card's loading state: spinner and text (the spec's loading texts, e.g. 'Loading analytics...'). */
export function CardLoading({ text = 'Loading...' }: { text?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-8 text-sm text-ink-muted">
      <Spinner className="size-5" />
      <span>{text}</span>
    </div>
  );
}

/** A card's empty state (the spec's empty texts, e.g. 'No resources in inventory'). */
export function CardEmpty({ text }: { text: string }) {
  return (
    <div className="flex flex-col items-center justify-center gap-2 py-8 text-center text-sm text-ink-muted">
      <Inbox aria-hidden className="size-6 text-slate-500" />
      <p>{text}</p>
    </div>
  );
}

/** A card's error state: the message and a Retry button. */
export function CardError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center justify-center gap-3 py-8 text-center text-sm">
      <p className="flex items-center gap-2 text-rose-300">
        <CircleAlert aria-hidden className="size-5 shrink-0" />
        {message}
      </p>
      {onRetry && (
        <Button variant="secondary" size="sm" icon={<RotateCw aria-hidden className="size-4" />} onClick={onRetry}>
          Retry
        </Button>
      )}
    </div>
  );
}

/** `<CardState.Loading />`, `<CardState.Empty />`, `<CardState.Error />`. */
export const CardState = { Loading: CardLoading, Empty: CardEmpty, Error: CardError };
