import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../lib/cn';
import { focusRing } from './Button';

/** The address of a factory's public profile. */
export function profileHref(factoryId: string): string {
  return `/game/factories/${encodeURIComponent(factoryId)}`;
}

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
