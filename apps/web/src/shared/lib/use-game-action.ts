import { useMutation } from '@tanstack/react-query';
import type { NotificationType } from '../stores/notifications';
import { useNotifications } from '../stores/notifications';
import type { ApiResult } from './api';
import { messageOf } from './api';

export interface GameActionOptions<TVars, TData> {
  action: (vars: TVars) => Promise<ApiResult<TData>>;
  /** The notification type of a success: 'success', or 'purchase', 'sale', 'maintenance'… */
  successType?: NotificationType;
  /** Shown when the server sends no message of its own (spec section 8's success fallbacks). */
  successFallback: string;
  /** Shown when a failure carries no message from the server (spec section 8's failure fallbacks). */
  failureFallback: string;
  /** Rewrites a failure's message before it is shown (e.g. the extended power advice). */
  describeFailure?: (message: string) => string;
}

/**
 * A game action as a mutation: on success it notifies the server's message (or the fallback) and,
 * like every mutation, refreshes the factory data (query-client); on failure it notifies the
 * server's message (or the fallback) as an error. The result still reaches the caller.
 */
export function useGameAction<TVars, TData = unknown>(opts: GameActionOptions<TVars, TData>) {
  const notify = useNotifications((s) => s.notify);
  return useMutation({
    mutationFn: opts.action,
    onSuccess: (result) => notify(opts.successType ?? 'success', result.message || opts.successFallback),
    onError: (error) => {
      const message = messageOf(error, opts.failureFallback);
      notify('error', opts.describeFailure ? opts.describeFailure(message) : message);
    },
  });
}
