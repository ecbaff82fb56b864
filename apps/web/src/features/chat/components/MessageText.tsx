import { cn } from '@/shared/lib/cn';
import { focusRing } from '@/shared/ui/Button';
import { piecesOf } from '../lib/links';

/**
 * A message as plain text (React escapes it: never HTML); its web and email links as links that
 * open apart from the game and tell the other site nothing of it.
 */
export function MessageText({ text }: { text: string }) {
  return (
    <p className="text-sm break-words whitespace-pre-wrap text-ink">
      {piecesOf(text).map((piece, i) =>
        piece.href === undefined ? (
          piece.text
        ) : (
          <a
            key={i}
            href={piece.href}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className={cn('rounded text-accent underline underline-offset-2', focusRing)}
          >
            {piece.text}
          </a>
        ),
      )}
    </p>
  );
}
