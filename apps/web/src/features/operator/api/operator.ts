import type { BodyOf, DataOf } from '@forgeworks/contract';
import { queryOptions } from '@tanstack/react-query';
import { call, dataOf, type ApiResult } from '@/shared/lib/api';
import { endpointQuery } from '@/shared/lib/endpoint-query';
import { queryKeys } from '@/shared/lib/query-client';
import { useAuthedQuery } from '@/shared/lib/use-authed-query';
import { useToldChange } from '@/shared/lib/use-told-change';

/** Players whose name, factory's name or email holds `search`; the newest with none. */
export function usePlayers(search: string) {
  return useAuthedQuery(
    queryOptions({
      queryKey: queryKeys.operatorPlayers(search),
      queryFn: ({ signal }) => dataOf('adminPlayers', { query: { search }, signal }),
    }),
  );
}

/** Every operator action, newest first. */
export const useOperatorAudit = () => useAuthedQuery(endpointQuery('operatorAudit', queryKeys.operatorAudit));

/** The accounts with operator rights, the earliest granted first. */
export const useOperators = () => useAuthedQuery(endpointQuery('listOperators', queryKeys.operators));

/** The factories whose names players reported. */
export const useNameReports = () => useAuthedQuery(endpointQuery('nameReports', queryKeys.nameReports));

/** The players who asked from the sign-in page for a link to set a new password. */
export const usePasswordHelp = () => useAuthedQuery(endpointQuery('passwordHelp', queryKeys.passwordHelp));

/** The fair-play report: one-way flows and trades far from the market, newest first. */
export const useFairPlayReport = () => useAuthedQuery(endpointQuery('adminFairPlay', queryKeys.operatorFairPlay));

/** Messages players reported, with a copy of their words, newest first. */
export const useChatReports = () => useAuthedQuery(endpointQuery('chatReports', queryKeys.operatorChatReports));

/** The chat switch: whether the channels take posts, and the slow mode. */
export const useChatSettings = () => useAuthedQuery(endpointQuery('chatSettings', queryKeys.operatorChatSettings));

/** An operator action: the server's message is told, and the whole page read again. */
const useOperatorMutation = <TVariables, TResult extends { message: string | undefined }>(
  act: (variables: TVariables) => Promise<TResult>,
) =>
  // The boards change with a rename or a suspension.
  useToldChange(act, { refreshes: queryKeys.operator, invalidatesFactory: true });

/** The operator's acts on one player's factory (the contract's onPlayer rows): the factory's id in the path, a body. */
type PlayerAct =
  | 'renamePlayer'
  | 'suspendPlayer'
  | 'unsuspendPlayer'
  | 'dismissNameReports'
  | 'dismissPasswordHelp'
  | 'resetLink'
  | 'mutePlayer';

/** An operator action on one player's factory. */
const useOperatorAction = <K extends PlayerAct>(name: K) => {
  // Every PlayerAct takes the factory id in its path and a body: the table says so, the checker cannot.
  const act = call as unknown as (
    name: K,
    input: { params: { factoryId: string }; body: BodyOf<K> },
  ) => Promise<ApiResult<DataOf<K>>>;
  return useOperatorMutation(({ factoryId, body }: { factoryId: string; body: BodyOf<K> }) =>
    act(name, { params: { factoryId }, body }),
  );
};

export const useRenamePlayer = () => useOperatorAction('renamePlayer');
export const useSuspendPlayer = () => useOperatorAction('suspendPlayer');
export const useUnsuspendPlayer = () => useOperatorAction('unsuspendPlayer');
export const useDismissNameReports = () => useOperatorAction('dismissNameReports');
export const useDismissPasswordHelp = () => useOperatorAction('dismissPasswordHelp');
/** A one-time link for the player to set a new password with, shown only in this answer (the mutation's data). */
export const useMakeResetLink = () => useOperatorAction('resetLink');
export const useMutePlayer = () => useOperatorAction('mutePlayer');

/** Deletes a message from every history and every open page; its reports keep their copy. */
export const useDeleteMessage = () => useOperatorMutation((id: number) => call('deleteMessage', { params: { id } }));

/** Opens or closes the channels, or sets the slow mode (a field left out keeps its value). */
export const useSetChatSettings = () =>
  useOperatorMutation((body: BodyOf<'setChatSettings'>) => call('setChatSettings', { body }));
