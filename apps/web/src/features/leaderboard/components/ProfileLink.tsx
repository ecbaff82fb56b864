import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/shared/lib/cn';
import { focusRing } from '@/shared/ui/Button';
import { profileHref } from '../lib/standings';

/** A factory's name, linking to its public profile. */
export function ProfileLink({
  factoryId,
  children,
  className,
}: {
  factoryId: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Link
      to={profileHref(factoryId)}
      className={cn('rounded underline-offset-4 hover:text-accent hover:underline', focusRing, className)}
    >
      {children}
    </Link>
  );
}
