import type { BodyOf, DataOf, ParamsOf, QueryOf } from '@forgeworks/contract';
import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import { useNotifications } from '../stores/notifications';
import { ACTION_MESSAGES, type ActionMessages, type GameActionName } from './action-messages';
import type { ApiResult } from './api';
import { call, messageOf } from './api';

/** The game actions whose whole input is their body: the mutation's variables are that body. */
type BodyAction = {
  [K in GameActionName]: ParamsOf<K> extends undefined
    ? QueryOf<K> extends undefined
      ? BodyOf<K> extends undefined
        ? never
        : K
      : never
    : never;
}[GameActionName];

interface GameActionOptions<K extends GameActionName, TVars> {
  /** How the variables become the call, for an action with path parameters or a fixed body. */
  action?: (vars: TVars) => Promise<ApiResult<DataOf<K>>>;
  /** Rewrites a failure's message before it is shown (e.g. the extended power advice). */
  describeFailure?: (message: string) => string;
}

type GameAction<K extends GameActionName, TVars> = UseMutationResult<ApiResult<DataOf<K>>, Error, TVars>;

/**
 * The game action `name` as a mutation: on success it notifies the server's message (or the
 * catalogue's fallback, action-messages) and, like every mutation, refreshes the factory data
 * (query-client); on failure it notifies the server's message (or the fallback) as an error. The
 * result still reaches the caller. An action sends its variables as the body unless `action` says
 * otherwise.
 */
export function useGameAction<K extends BodyAction>(
  name: K,
  options?: Omit<GameActionOptions<K, BodyOf<K>>, 'action'>,
): GameAction<K, BodyOf<K>>;
export function useGameAction<K extends GameActionName, TVars>(
  name: K,
  options: GameActionOptions<K, TVars> & Required<Pick<GameActionOptions<K, TVars>, 'action'>>,
): GameAction<K, TVars>;
export function useGameAction<K extends GameActionName, TVars>(name: K, options: GameActionOptions<K, TVars> = {}) {
  const notify = useNotifications((s) => s.notify);
  const messages: ActionMessages = ACTION_MESSAGES[name];
  const send = (vars: TVars) =>
    (call as (name: K, input: { body: TVars }) => Promise<ApiResult<DataOf<K>>>)(name, { body: vars });
  return useMutation({
    mutationFn: options.action ?? send,
    onSuccess: (result) => notify(messages.type ?? 'success', result.message || messages.success),
    onError: (error) => {
      const message = messageOf(error, messages.failure);
      notify('error', options.describeFailure ? options.describeFailure(message) : message);
    },
  });
}
