import type { ReactNode } from 'react';
import { useAccount } from '@/features/account/api/account';
import { Spinner } from '@/shared/ui/Spinner';
import { NotFound } from './NotFound';

/** Whether the signed-in account is the operator's (GET /api/account), or undefined while it is asked. */
export function useIsOperator(): boolean | undefined {
  const account = useAccount();
  return account.data ? account.data.operator === true : account.isError ? false : undefined;
}

/**
 * An operator's page: to anyone else the game's not-found page, as for any unknown address, and
 * the page itself is never loaded, so none of its queries (404s to a player) is sent.
 */
export function OperatorOnly({ children }: { children: ReactNode }) {
  const operator = useIsOperator();
  if (operator === undefined)
    return (
      <div className="flex justify-center p-10" role="status" aria-label="Loading">
        <Spinner />
      </div>
    );
  return operator ? children : <NotFound />;
}
