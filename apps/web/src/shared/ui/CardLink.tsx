import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/shared/lib/cn';
import { focusRing } from './Button';

/** The text links cards and pages use: accent, underlined on hover, ringed on focus. */
export const textLinkClass = cn(
  'inline-flex items-center gap-1 rounded text-sm font-medium text-accent hover:underline',
  focusRing,
);

/** A card's link to the page that tells the whole story ("View all →"), in the card's header. */
export function CardLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={textLinkClass}>
      {children} <ArrowRight aria-hidden className="size-4" />
    </Link>
  );
}
