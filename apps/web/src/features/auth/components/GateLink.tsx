import type { ReactNode } from 'react';
import { cn } from '@/shared/lib/cn';
import { focusRing } from '@/shared/ui/Button';
import { replaceAddress } from '../lib/address';

/** A link to another of the gate's forms, taking this one's place without a history entry. */
export function GateLink({ hash, children, className }: { hash: string; children: ReactNode; className?: string }) {
  return (
    <a
      href={hash}
      onClick={(event) => {
        event.preventDefault();
        replaceAddress(hash);
      }}
      className={cn(
        'rounded text-amber-400 underline-offset-4 hover:text-amber-300 hover:underline',
        focusRing,
        className,
      )}
    >
      {children}
    </a>
  );
}
